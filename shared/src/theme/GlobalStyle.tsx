import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles: legible type, theme colours, a visible focus ring, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: ${({ theme }) => (theme.dark ? 'dark' : 'light')};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  /* An area embedded in a partner page's shadow root: the same base, inside it only. */
  :host {
    display: block;
    padding: ${({ theme }) => theme.space.md};
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${({ theme }) => theme.lineHeights.heading};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
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
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
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
