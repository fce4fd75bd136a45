import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { contrastRatio } from './contrastRatio.ts';
import { mapleTheme } from './mapleTheme.ts';
import { THEME_FILES } from './themeRoutes.ts';
import { FOREGROUND_KEYS, PALETTE_KEYS, SURFACE_KEYS } from './themeTypes.ts';

// The body text colours of the portal's UI kit in light and dark mode.
const BODY_TEXT = { light: '#1b2430', dark: '#eef0f3' } as const;

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('of %s on %s is %d', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });
});

describe.each(Object.entries(THEME_FILES))('theme %s', (_name, theme) => {
  it('has every palette colour in both modes', () => {
    for (const palette of [theme.light, theme.dark]) {
      expect(Object.keys(palette).sort()).toEqual([...PALETTE_KEYS].sort());
      for (const key of PALETTE_KEYS) expect(palette[key]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(['light', 'dark'] as const)('keeps text at 7:1 or better in %s mode', (mode) => {
    const palette = theme[mode];
    for (const surface of SURFACE_KEYS) {
      expect(contrastRatio(BODY_TEXT[mode], palette[surface])).toBeGreaterThanOrEqual(7);
    }
    for (const key of FOREGROUND_KEYS) {
      expect(contrastRatio(palette[key], palette.background)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(palette[key], palette.panel)).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('GET /themes/<name>.json', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ seed: false });
  }, 60_000);

  afterAll(() => testApp.close());

  it('serves the Maple Grove theme without a token', async () => {
    const response = await testApp.request({ method: 'GET', url: '/themes/maple.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(mapleTheme);
    expect(mapleTheme).toMatchObject({ name: 'Maple Grove', default: false });
    expect(mapleTheme.logo.light).toMatch(/^data:image\/svg\+xml,/);
  });

  it.each([
    '/themes/none.json',
    '/themes/maple',
    '/themes/toString.json',
    '/themes/..%2Fpackage.json',
  ])('answers 404 to %s', async (url) => {
    const response = await testApp.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
