// What the shell and every area share as `@reduxjs/toolkit` (sharedNames.mjs): the names the
// portal's code uses, and those RTK Query takes from it. Imported by its path: the package name
// would be this module itself.
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from '../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';
