// What the shell and every area share as `react-redux` (sharedNames.mjs): the names the portal's
// code and RTK Query use (not `connect`). Imported by its path: the package name would be this
// module itself.
export {
  batch,
  Provider,
  ReactReduxContext,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '../node_modules/react-redux/dist/react-redux.mjs';
