// What the shell and every area share as `react-router`: the router's names the portal's code
// uses, and no others. A shared module keeps every export it has, because the build cannot know
// which ones another build will ask for; sharing react-router itself kept all of it (its server
// rendering, sessions and cookies too), about 52 KB of brotli on the shell's first load, where
// these names take about 27. A build whose code imports a name this list lacks stops and names
// it (routerNames.mjs), since the name would be undefined on the page.
//
// Areas built against this list run in a shell that offers it: a name is only ever added, with a
// platform minor version that areas using it state (a name taken out would break them).
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
