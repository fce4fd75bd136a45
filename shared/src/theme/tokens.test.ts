import { makeStyledTheme } from './styledTheme';
import { defaultTheme } from './theme';
import { fixedTokens, themeProperties, tokens } from './tokens';

describe('tokens', () => {
  const theme = makeStyledTheme(defaultTheme, false);

  it('names a custom property for every colour and shadow of the theme', () => {
    expect(Object.keys(tokens.colors).sort()).toEqual(Object.keys(theme.colors).sort());
    expect(Object.keys(tokens.shadows).sort()).toEqual(Object.keys(theme.shadows).sort());
    expect(tokens.colors.textMuted).toBe('var(--portal-text-muted)');
    expect(tokens.shadows.card).toBe('var(--portal-shadow-card)');
  });

  it.each([false, true])(
    'dark=%p: declares each property it reads, with the theme value',
    (dark) => {
      const themed = makeStyledTheme(defaultTheme, dark);
      const declarations = themeProperties(themed);
      for (const [key, value] of Object.entries(tokens.colors)) {
        const name = value.slice('var('.length, -1);
        expect(declarations).toContain(
          `${name}: ${themed.colors[key as keyof typeof themed.colors]};`,
        );
      }
      expect(declarations).toContain(`--portal-shadow-dialog: ${themed.shadows.dialog};`);
    },
  );

  it('has the same fixed values as the theme', () => {
    for (const [key, value] of Object.entries(fixedTokens)) {
      expect(theme[key as keyof typeof theme]).toEqual(value);
      expect(tokens[key as keyof typeof tokens]).toEqual(value);
    }
  });
});
