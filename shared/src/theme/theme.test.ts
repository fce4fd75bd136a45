import { contrastRatio } from './color';
import { defaultTheme, isTheme, type Palette, type Theme } from './theme';

const textColours: (keyof Palette)[] = ['primary', 'error', 'info', 'success', 'warning'];

describe('defaultTheme', () => {
  it('has a blue light primary and a yellow dark primary', () => {
    expect(defaultTheme.light.primary).toBe('#0b4f9c');
    expect(defaultTheme.dark.primary).toBe('#ffd24a');
    expect(defaultTheme.default).toBe(true);
    expect(isTheme(defaultTheme)).toBe(true);
  });

  it.each(['light', 'dark'] as const)(
    '%s: coloured text reaches 7:1 on background, panel and navigation',
    (mode) => {
      const palette = defaultTheme[mode];
      for (const key of textColours) {
        for (const surface of ['background', 'panel', 'navigation'] as const) {
          expect({
            key,
            surface,
            ratio: contrastRatio(palette[key], palette[surface]) >= 7,
          }).toEqual({
            key,
            surface,
            ratio: true,
          });
        }
      }
    },
  );
});

function themeWith(change: (theme: Theme) => unknown): unknown {
  const copy = JSON.parse(JSON.stringify(defaultTheme)) as Record<string, unknown>;
  change(copy as unknown as Theme);
  return copy;
}

describe('isTheme', () => {
  it('accepts a community theme file with hex and rgb colours', () => {
    const file = themeWith((t) => {
      t.name = 'Maple Grove';
      t.default = false;
      t.logo = { light: 'https://cdn.example.org/maple-light.png', dark: '/themes/maple-dark.svg' };
      t.light.primary = 'rgb(20, 80, 40)';
      t.dark.accent = '#abc';
    });
    expect(isTheme(JSON.parse(JSON.stringify(file)))).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'theme'],
    ['an array', []],
    ['no name', themeWith((t) => Reflect.deleteProperty(t, 'name'))],
    [
      'an empty name',
      themeWith((t) => {
        t.name = ' ';
      }),
    ],
    ['a default that is not a boolean', themeWith((t) => Reflect.set(t, 'default', 'yes'))],
    ['no logo', themeWith((t) => Reflect.deleteProperty(t, 'logo'))],
    [
      'a script logo',
      themeWith((t) => {
        t.logo.dark = 'javascript:alert(1)';
      }),
    ],
    [
      'a protocol-relative logo',
      themeWith((t) => {
        t.logo.light = '//evil.example/x.png';
      }),
    ],
    ['no dark palette', themeWith((t) => Reflect.deleteProperty(t, 'dark'))],
    ['a missing colour', themeWith((t) => Reflect.deleteProperty(t.light, 'warning'))],
    [
      'a colour name',
      themeWith((t) => {
        t.dark.primary = 'yellow';
      }),
    ],
    [
      'CSS smuggled in a colour',
      themeWith((t) => {
        t.light.panel = '#fff; background: url(x)';
      }),
    ],
    ['a number for a colour', themeWith((t) => Reflect.set(t.light, 'banner', 0xffffff))],
  ])('refuses %s', (_, value) => {
    expect(isTheme(value)).toBe(false);
  });
});
