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

/** A community theme file: light and dark palettes and a logo per mode (spec 3). */
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

/** Palette colours used as text or icons on the background and panels. */
export const FOREGROUND_KEYS: readonly (keyof Palette)[] = [
  'primary',
  'secondary',
  'accent',
  'error',
  'info',
  'success',
  'warning',
];

/** Palette colours that body text is written on. */
export const SURFACE_KEYS: readonly (keyof Palette)[] = [
  'background',
  'navigation',
  'banner',
  'panel',
];
