import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { makeStyledTheme } from './styledTheme';
import { defaultTheme } from './theme';

// Jest resolves the package's server build, which never injects global styles in a document;
// browsers (and the bundler) get the browser build, so test that one.
jest.mock('styled-components', () =>
  jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'),
);

function styleText(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n')
    .replace(/\s+/g, '');
}

describe('GlobalStyle', () => {
  it.each([true, false])(
    'dark=%p: sets legible body text, theme colours and a focus ring',
    (dark) => {
      const theme = makeStyledTheme(defaultTheme, dark);
      const { unmount } = render(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      );
      const css = styleText();
      expect(css).toContain(`--portal-background:${theme.colors.background};`);
      expect(css).toContain(`--portal-text:${theme.colors.text};`);
      expect(css).toContain(`--portal-focus:${theme.colors.focus};`);
      expect(css).toContain('background:var(--portal-background)');
      expect(css).toContain('color:var(--portal-text)');
      expect(css).toContain(`font-size:${theme.fontSizes.md}`);
      expect(theme.fontSizes.md).toBe('1.25rem');
      expect(css).toContain(':focus-visible{outline:3pxsolidvar(--portal-focus)');
      expect(css).toContain('prefers-reduced-motion:reduce');
      expect(css).toContain(`color-scheme:${dark ? 'dark' : 'light'}`);
      unmount();
    },
  );
});
