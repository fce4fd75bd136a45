/// <reference path="./styled.d.ts" />
import type { BREAKPOINTS } from '@portal/contracts';
import { contrastRatio, mix, readableOn } from './color';
import type { Palette, Theme } from './theme';
import { fixedTokens } from './tokens';

/** Colours the components use: the palette plus tokens derived from it for legible text. */
export interface ThemeColors extends Palette {
  /** Body text on `background` and `surface` (7:1 or better). */
  text: string;
  /** Secondary text, still 7:1 where the palette allows and never below 4.5:1. */
  textMuted: string;
  /** Cards, dialogs and inputs. */
  surface: string;
  /** Hover and pressed backgrounds of neutral controls. */
  surfaceHover: string;
  /** Borders of inputs and cards (3:1 or better against the surface). */
  border: string;
  /** Hairlines between rows. */
  divider: string;
  /** The focus ring (3:1 or better against background and surface). */
  focus: string;
  /** Link and link-button text. */
  link: string;
  onPrimary: string;
  primaryHover: string;
  onSecondary: string;
  onAccent: string;
  onError: string;
  errorHover: string;
  onNavigation: string;
  onBanner: string;
  /** Text of the disabled state. */
  disabledText: string;
  /** Modal backdrop. */
  backdrop: string;
}

export interface StyledTheme {
  name: string;
  dark: boolean;
  /** Logo for the current mode. */
  logo: string;
  colors: ThemeColors;
  /** Spacing scale in rem. */
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; round: string };
  fontFamily: string;
  /** Type scale in rem (1rem = 16px by default): the smallest size is 18px. */
  fontSizes: { sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { body: number; heading: number };
  /** Minimum size of anything a person taps or clicks, in CSS px. */
  targetSize: number;
  /** Widths in CSS px where the size classes of spec 9 start. */
  breakpoints: typeof BREAKPOINTS;
  /** Media queries: compact = extra-small, collapsed = small and below, phone = under 768px. */
  media: { compact: string; phone: string; collapsed: string; wide: string };
  /** Modal widths in CSS px: compact screens and everything else. */
  modalWidth: { compact: number; regular: number };
  focusRing: { width: string; offset: string };
  shadows: { card: string; dialog: string };
  motion: { fast: string; normal: string };
}

/** Build the styled-components theme for a product or community theme in light or dark mode. */
export function makeStyledTheme(theme: Theme, dark: boolean): StyledTheme {
  const palette = dark ? theme.dark : theme.light;
  const { background, panel } = palette;
  const black = '#000000';
  const white = '#ffffff';
  const textPreferred = dark ? '#eef0f3' : '#1b2430';
  const mutedPreferred = dark ? '#c2c8d0' : '#414b59';
  const text = readableOn(background, [textPreferred]);
  const worstSurface = (fg: string) =>
    Math.min(contrastRatio(fg, background), contrastRatio(fg, panel));
  const textMuted = worstSurface(mutedPreferred) >= 4.5 ? mutedPreferred : text;
  const border = (() => {
    const candidate = mix(text, panel, 0.45);
    return worstSurface(candidate) >= 3 ? candidate : mix(text, panel, 0.2);
  })();
  const focus = worstSurface(palette.primary) >= 3 ? palette.primary : text;
  const link = worstSurface(palette.primary) >= 4.5 ? palette.primary : text;
  const on = (bg: string) => readableOn(bg, [dark ? '#121417' : white, black, white]);
  const hover = (color: string) => mix(color, dark ? white : black, 0.15);

  return {
    name: theme.name,
    dark,
    logo: dark ? theme.logo.dark : theme.logo.light,
    colors: {
      ...palette,
      text,
      textMuted,
      surface: panel,
      surfaceHover: mix(panel, text, 0.08),
      border,
      divider: mix(panel, text, 0.18),
      focus,
      link,
      onPrimary: on(palette.primary),
      primaryHover: hover(palette.primary),
      onSecondary: on(palette.secondary),
      onAccent: on(palette.accent),
      onError: on(palette.error),
      errorHover: hover(palette.error),
      onNavigation: readableOn(palette.navigation, [text]),
      onBanner: readableOn(palette.banner, [text]),
      disabledText:
        worstSurface(mix(text, panel, 0.35)) >= 4.5 ? mix(text, panel, 0.35) : textMuted,
      backdrop: dark ? 'rgba(0, 0, 0, 0.7)' : 'rgba(15, 20, 30, 0.55)',
    },
    ...fixedTokens,
    shadows: {
      card: dark ? '0 1px 3px rgba(0, 0, 0, 0.6)' : '0 1px 3px rgba(20, 30, 45, 0.15)',
      dialog: dark ? '0 12px 40px rgba(0, 0, 0, 0.7)' : '0 12px 40px rgba(20, 30, 45, 0.3)',
    },
  };
}
