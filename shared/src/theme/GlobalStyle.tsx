import { createGlobalStyle } from 'styled-components';
import { themeProperties, tokens } from './tokens';

/** Page-wide base styles: legible type, theme colours, a visible focus ring, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* The theme's colours and shadows, which tokens.colors and tokens.shadows read; a dialog's
     backdrop inherits from nothing in older browsers, so it gets them too. */
  :root,
  :host,
  ::backdrop {
    ${({ theme }) => themeProperties(theme)}
  }

  html {
    color-scheme: ${({ theme }) => (theme.dark ? 'dark' : 'light')};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  /* An area embedded in a partner page's shadow root: the same base, inside it only. */
  :host {
    display: block;
    padding: ${tokens.space.md};
    font-family: ${tokens.fontFamily};
    font-size: ${tokens.fontSizes.md};
    line-height: ${tokens.lineHeights.body};
    background: ${tokens.colors.background};
    color: ${tokens.colors.text};
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${tokens.fontFamily};
    font-size: ${tokens.fontSizes.md};
    line-height: ${tokens.lineHeights.body};
    background: ${tokens.colors.background};
    color: ${tokens.colors.text};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${tokens.lineHeights.heading};
    margin: 0 0 ${tokens.space.sm};
  }

  p {
    margin: 0 0 ${tokens.space.md};
  }

  a {
    color: ${tokens.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }

  img, svg, video {
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.colors.focus};
    outline-offset: ${tokens.focusRing.offset};
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
