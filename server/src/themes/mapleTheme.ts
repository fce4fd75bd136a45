import type { Theme } from './themeTypes.ts';

function leafLogo(fill: string, leaf: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${fill}"/><path d="M24 8l3 7 6-3-2 8 7 1-6 6 3 4h-8l1 8h-8l1-8h-8l3-4-6-6 7-1-2-8 6 3z" fill="${leaf}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Maple Grove's theme: maple red and bark brown on warm white; peach on dark walnut at night.
 * Every foreground colour reaches 7:1 on the background and panels (see themes.test.ts).
 */
export const mapleTheme: Theme = {
  name: 'Maple Grove',
  default: false,
  logo: {
    light: leafLogo('#8a2a0a', '#fffaf5'),
    dark: leafLogo('#ffb38a', '#17120f'),
  },
  light: {
    primary: '#8a2a0a',
    secondary: '#4a3b1f',
    accent: '#2f5233',
    background: '#fffaf5',
    navigation: '#ffffff',
    banner: '#f7e9dc',
    panel: '#ffffff',
    error: '#8c1d18',
    info: '#1f4e79',
    success: '#1e5a2c',
    warning: '#6b4200',
  },
  dark: {
    primary: '#ffb38a',
    secondary: '#e8d3a8',
    accent: '#a8dcae',
    background: '#17120f',
    navigation: '#1f1915',
    banner: '#2a211b',
    panel: '#221b17',
    error: '#ffa39b',
    info: '#a9cdf5',
    success: '#9fdcaa',
    warning: '#ffcc80',
  },
};
