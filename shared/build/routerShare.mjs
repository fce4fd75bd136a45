// What the shell and every area share as `react-router`: the router's names the portal's code
// uses, and no others (sharedNames.mjs). Shared whole, the router kept its server rendering,
// sessions and cookies too, about 52 KB of brotli on the shell's first load, where these names
// take about 27.
//
// Imported by its path: the name `react-router` would be this module itself, where it is shared.
export {
  createBrowserRouter,
  createContext,
  createMemoryRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterContextProvider,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from '../node_modules/react-router/dist/production/index.mjs';
