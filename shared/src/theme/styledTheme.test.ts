import { contrastRatio } from './color';
import { makeStyledTheme } from './styledTheme';
import { defaultTheme, type Theme } from './theme';

describe('makeStyledTheme', () => {
  it.each([false, true])('dark=%p: text tokens reach 7:1, controls 3:1', (dark) => {
    const t = makeStyledTheme(defaultTheme, dark);
    const c = t.colors;
    for (const bg of [c.background, c.surface]) {
      expect(contrastRatio(c.text, bg)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(c.textMuted, bg)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(c.link, bg)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(c.error, bg)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(c.focus, bg)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c.border, bg)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.onPrimary, c.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.onError, c.error)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.onSecondary, c.secondary)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.onNavigation, c.navigation)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.onBanner, c.banner)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.disabledText, c.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the palette and logo of the mode', () => {
    expect(makeStyledTheme(defaultTheme, false).colors.primary).toBe('#0b4f9c');
    expect(makeStyledTheme(defaultTheme, true).colors.primary).toBe('#ffd24a');
    expect(makeStyledTheme(defaultTheme, true).logo).toBe(defaultTheme.logo.dark);
    expect(makeStyledTheme(defaultTheme, false).dark).toBe(false);
  });

  it('has the layout tokens of spec 9 and the accessibility minimums', () => {
    const t = makeStyledTheme(defaultTheme, true);
    expect(t.targetSize).toBe(44);
    expect(t.modalWidth).toEqual({ compact: 300, regular: 450 });
    expect(t.breakpoints.phone).toBe(768);
    expect(t.media.phone).toBe('@media (max-width: 767.98px)');
    expect(t.media.compact).toBe(`@media (max-width: ${t.breakpoints.sm - 0.02}px)`);
    expect(t.media.collapsed).toBe(`@media (max-width: ${t.breakpoints.md - 0.02}px)`);
    const px = (rem: string) => Number.parseFloat(rem) * 16;
    for (const size of Object.values(t.fontSizes)) expect(px(size)).toBeGreaterThanOrEqual(18);
  });

  it('keeps text legible with a poorly chosen community palette', () => {
    const poor: Theme = JSON.parse(JSON.stringify(defaultTheme));
    poor.light = {
      ...poor.light,
      background: '#777777',
      panel: '#808080',
      primary: '#8a8a8a',
      navigation: '#7a7a7a',
      banner: '#858585',
    };
    const c = makeStyledTheme(poor, false).colors;
    expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.link, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.onNavigation, c.navigation)).toBeGreaterThanOrEqual(4.5);
  });
});
