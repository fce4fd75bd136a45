// What the shell and every area share as `@reduxjs/toolkit/query/react` (sharedNames.mjs): the
// names the portal's code uses. Imported by its path: the package name would be this module.
export {
  createApi,
  skipToken,
} from '../node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs';
