import { BREAKPOINTS, MODAL_WIDTH } from '@portal/contracts';
import type { StyledTheme, ThemeColors } from './styledTheme';
import { PALETTE_KEYS } from './theme';

const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;

/** The theme's values that are the same in every theme and mode. */
export const fixedTokens = {
  /** Spacing scale in rem. */
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  /** Type scale in rem (1rem = 16px by default): the smallest size is 18px. */
  fontSizes: { sm: '1.125rem', md: '1.25rem', lg: '1.5rem', xl: '1.875rem', xxl: '2.25rem' },
  fontWeights: { regular: 400, medium: 600, bold: 700 },
  lineHeights: { body: 1.5, heading: 1.25 },
  /** Minimum size of anything a person taps or clicks, in CSS px. */
  targetSize: 44,
  /** Widths in CSS px where the size classes of spec 9 start. */
  breakpoints: BREAKPOINTS,
  /** Media queries: compact = extra-small, collapsed = small and below, phone = under 768px. */
  media: {
    compact: below(BREAKPOINTS.sm),
    phone: below(BREAKPOINTS.phone),
    collapsed: below(BREAKPOINTS.md),
    wide: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  },
  /** Modal widths in CSS px: compact screens and everything else. */
  modalWidth: { compact: MODAL_WIDTH.compact, regular: MODAL_WIDTH.regular },
  focusRing: { width: '3px', offset: '2px' },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

const COLOR_KEYS: readonly (keyof ThemeColors)[] = [
  ...PALETTE_KEYS,
  'text',
  'textMuted',
  'surface',
  'surfaceHover',
  'border',
  'divider',
  'focus',
  'link',
  'onPrimary',
  'primaryHover',
  'onSecondary',
  'onAccent',
  'onError',
  'errorHover',
  'onNavigation',
  'onBanner',
  'disabledText',
  'backdrop',
];
const SHADOW_KEYS: readonly (keyof StyledTheme['shadows'])[] = ['card', 'dialog'];

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const colorProperty = (key: string) => `--portal-${kebab(key)}`;
const shadowProperty = (key: string) => `--portal-shadow-${key}`;

function byKey<K extends string>(keys: readonly K[], value: (key: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;
}

/**
 * The theme as styles write it: the fixed values, and the colours and shadows as the custom
 * properties `GlobalStyle` sets for the community's theme in light or dark mode. A styled part
 * that interpolates only these has rules that are all text, which styled-components joins for
 * each element without calling or flattening anything (platform 1.14).
 */
export const tokens = {
  ...fixedTokens,
  colors: byKey(COLOR_KEYS, (key) => `var(${colorProperty(key)})`) as Record<
    keyof ThemeColors,
    string
  >,
  shadows: byKey(SHADOW_KEYS, (key) => `var(${shadowProperty(key)})`),
};

/** The declarations of the custom properties `tokens` reads, for a theme in one mode. */
export function themeProperties(theme: StyledTheme): string {
  return [
    ...COLOR_KEYS.map((key) => `${colorProperty(key)}: ${theme.colors[key]};`),
    ...SHADOW_KEYS.map((key) => `${shadowProperty(key)}: ${theme.shadows[key]};`),
  ].join('\n');
}
