import { contrastRatio, isColor, mix, parseColor, readableOn, relativeLuminance } from './color';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#0b4f9c', { r: 11, g: 79, b: 156 }],
    ['#0B4F9Cff', { r: 11, g: 79, b: 156 }],
    ['#abcd', { r: 170, g: 187, b: 204 }],
    ['rgb(1, 2, 3)', { r: 1, g: 2, b: 3 }],
    ['rgba(255,0,0,0.5)', { r: 255, g: 0, b: 0 }],
  ])('%j', (text, rgb) => {
    expect(parseColor(text)).toEqual(rgb);
  });

  it.each([
    'red',
    '#ggg',
    '#12345',
    'rgb(256, 0, 0)',
    'url(x)',
    '#fff; background: url(x)',
    '',
    'var(--x)',
  ])('refuses %j', (text) => {
    expect(parseColor(text)).toBeUndefined();
    expect(isColor(text)).toBe(false);
  });
});

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %p:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('has luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });

  it('picks a readable text colour', () => {
    expect(readableOn('#ffffff', ['#1b2430'])).toBe('#1b2430');
    expect(readableOn('#ffffff', ['#aaaaaa'])).toBe('#000000');
    expect(readableOn('#111111', ['#333333'])).toBe('#ffffff');
  });
});
