// What the shell and every area share as `styled-components` (sharedNames.mjs): the names the
// portal's code uses (not the server's style sheets). Imported by its path: the package name
// would be this module itself.
export {
  createGlobalStyle,
  css,
  default,
  keyframes,
  StyleSheetManager,
  ThemeProvider,
  useTheme,
} from '../node_modules/styled-components/dist/styled-components.browser.esm.js';
