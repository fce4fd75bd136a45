import { isColor } from './color';

/** The colours of one mode of a theme (spec 3). */
export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  navigation: string;
  banner: string;
  panel: string;
  error: string;
  info: string;
  success: string;
  warning: string;
}

/** A product or community theme (spec 3): light and dark palettes and a logo per mode. */
export interface Theme {
  name: string;
  default: boolean;
  logo: { light: string; dark: string };
  light: Palette;
  dark: Palette;
}

export const PALETTE_KEYS: readonly (keyof Palette)[] = [
  'primary',
  'secondary',
  'accent',
  'background',
  'navigation',
  'banner',
  'panel',
  'error',
  'info',
  'success',
  'warning',
];

function logoMark(fill: string, stroke: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${fill}"/><path d="M12 24 24 13l12 11v12H28v-8h-8v8h-8z" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The product's own theme. Light: a calm blue on warm off-white. Dark: a yellow on near-black.
 * Every text colour reaches 7:1 on the background it is used on (see theme.test.ts).
 */
export const defaultTheme: Theme = {
  name: 'Default',
  default: true,
  logo: {
    light: logoMark('#0b4f9c', '#ffffff'),
    dark: logoMark('#ffd24a', '#121417'),
  },
  light: {
    primary: '#0b4f9c',
    secondary: '#3d4a5c',
    accent: '#00525f',
    background: '#f7f5f0',
    navigation: '#ffffff',
    banner: '#e8f0fa',
    panel: '#ffffff',
    error: '#8c2119',
    info: '#174e80',
    success: '#1b5e31',
    warning: '#6a4000',
  },
  dark: {
    primary: '#ffd24a',
    secondary: '#9ec5ff',
    accent: '#7fd6c8',
    background: '#121417',
    navigation: '#1a1d22',
    banner: '#23272e',
    panel: '#1d2128',
    error: '#ff9c94',
    info: '#9ec5ff',
    success: '#8fdc9c',
    warning: '#ffc266',
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPalette(value: unknown): value is Palette {
  return isRecord(value) && PALETTE_KEYS.every((key) => isColor(value[key]));
}

const LOGO = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

function isLogo(value: unknown): value is string {
  return typeof value === 'string' && LOGO.test(value.trim());
}

/**
 * Validate a community theme file (spec 3). Colours must be hex or rgb()/rgba() values so
 * nothing else can reach the style sheet; logos must be http(s), root-relative or image data URLs.
 */
export function isTheme(value: unknown): value is Theme {
  if (!isRecord(value)) return false;
  const { name, logo, light, dark } = value;
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof value.default === 'boolean' &&
    isRecord(logo) &&
    isLogo(logo.light) &&
    isLogo(logo.dark) &&
    isPalette(light) &&
    isPalette(dark)
  );
}
