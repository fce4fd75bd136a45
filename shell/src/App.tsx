import {
  type AreaDefinition,
  AreaProviders,
  LAUNCH_WATCHDOG_MS,
  loaderStore,
  loadSettings,
  mayShare,
  type PortalStore,
  type RegistryEntry,
  routerContextOf,
  Spinner,
  screenRoute,
  selectCommunityId,
  selectRole,
  selectSessionStatus,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { Layout } from './layout/Layout';
import { submenusWithFirstPage } from './navigation/loadedChildren';
import { NavRouterContext } from './navigation/NavAnchor';
import { PortalAreasContext } from './navigation/useNavContext';
import { reportLoadFailure } from './remotes/AreaFailure';
import { OverlayAreasContext, overlayAreas } from './remotes/AreaOverlays';
import { AreaLoader } from './remotes/areaLoader';
import { AreaError, AreaLoaderContext, areaRoutes } from './remotes/areaRoutes';
import { holdIdleWorkWhileNavigating, watchFirstPage } from './remotes/firstPage';
import { type PortalAreas, portalAreasOf } from './remotes/registryAreas';
import { LaunchProblem } from './screens/LaunchProblem';
import { useRegistryQuery } from './startup/registryApi';
import { onNotificationOpen } from './startup/serviceWorker';

// Spec 2: the shell's own screens load on demand, like the areas. Their chunks are named
// `on-demand-*`: the page preloads every other chunk of the shell (createShellConfig).
const searchScreen = screenRoute(
  async () =>
    (await import(/* webpackChunkName: "on-demand-search" */ './screens/SearchScreen')).default,
);
const shareScreen = screenRoute(
  async () =>
    (await import(/* webpackChunkName: "on-demand-share" */ './screens/ShareScreen')).default,
);
const moreScreen = screenRoute(
  async () =>
    (await import(/* webpackChunkName: "on-demand-more" */ './screens/MoreScreen')).MoreScreen,
);
const logoutScreen = screenRoute(
  async () =>
    (await import(/* webpackChunkName: "on-demand-logout" */ './screens/LogoutScreen'))
      .LogoutScreen,
);

/** Spec 4: if the portal has not launched after 20 s, report it with a reload option. */
function useLaunchTimedOut(starting: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => setTimedOut(true), LAUNCH_WATCHDOG_MS);
    return () => clearTimeout(timer);
  }, [starting]);
  return starting && timedOut;
}

/** The saved home, read when the root is opened (spec 2: What's New or the categories). */
function HomeRedirect() {
  return <Navigate to={loadSettings().home} replace />;
}

/** Share for residents and staff; anyone else goes home. */
function ResidentsAndStaff({ children }: { children: ReactNode }) {
  if (!mayShare(useSelector(selectRole))) return <HomeRedirect />;
  return children;
}

/**
 * The router depends only on which areas there are: settings, home and role changes need none.
 * Each area's routes join it when the area is first opened (AreaLoader).
 */
function portalRoutes(
  areas: RegistryEntry[],
  incompatible: ReadonlySet<string>,
  definitions: readonly AreaDefinition[],
): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      loader: submenusWithFirstPage(definitions),
      // Only the first page waits for them: later, the sidebar refreshes its own.
      shouldRevalidate: () => false,
      // While a deep link waits for its area's routes.
      hydrateFallbackElement: <Spinner label="Loading the portal" />,
      children: [
        { index: true, element: <HomeRedirect /> },
        ...areaRoutes(areas, incompatible, <HomeRedirect />),
        {
          // The shell's own screens: one whose code fails to load says so inside the layout.
          errorElement: <AreaError area="shell" />,
          children: [
            { path: 'search', ...searchScreen },
            {
              path: 'share',
              // Only someone who may share waits for its code; anyone else goes home at once.
              loader: (args) => {
                const store = loaderStore(args);
                return store && !mayShare(selectRole(store.getState()))
                  ? null
                  : shareScreen.loader(args);
              },
              shouldRevalidate: shareScreen.shouldRevalidate,
              element: <ResidentsAndStaff>{shareScreen.element}</ResidentsAndStaff>,
            },
            { path: 'more', ...moreScreen },
            { path: 'logout', ...logoutScreen },
          ],
        },
        { path: '*', element: <HomeRedirect /> },
      ],
    },
  ];
}

/** The router for one registry answer, with the loader that adds each area's routes to it. */
function createPortalRouter(entries: RegistryEntry[], areas: PortalAreas, store: PortalStore) {
  const { incompatible, definitions } = areas;
  const loader = new AreaLoader(entries, incompatible, (area, failure) =>
    reportLoadFailure(store.dispatch, area, failure),
  );
  const router = createBrowserRouter(portalRoutes(entries, incompatible, definitions), {
    patchRoutesOnNavigation: loader.patchRoutesOnNavigation,
    getContext: routerContextOf(store),
  });
  return { router, areaLoading: { loader, patch: router.patchRoutes } };
}

function Portal() {
  const store = useStore() as PortalStore;
  const communityId = useSelector(selectCommunityId);
  const registry = useRegistryQuery(communityId ?? skipToken);
  const entries = registry.data;
  const areas = useMemo(() => entries && portalAreasOf(entries), [entries]);
  const overlays = useMemo(
    () => (entries && areas ? overlayAreas(entries, areas.incompatible) : []),
    [entries, areas],
  );
  const portal = useMemo(
    () => entries && areas && createPortalRouter(entries, areas, store),
    [entries, areas, store],
  );
  // A router replaced (another registry answer) lets go of the history.
  useEffect(() => () => portal?.router.dispose(), [portal]);
  useEffect(() => portal && watchFirstPage(portal.router), [portal]);
  useEffect(() => portal && holdIdleWorkWhileNavigating(portal.router), [portal]);
  // A clicked notification opens its page in this tab.
  useEffect(
    () => portal && onNotificationOpen((path) => void portal.router.navigate(path)),
    [portal],
  );
  if (registry.isError && !entries) return <LaunchProblem />;
  if (!portal || !areas) return <Spinner label="Loading the portal" />;
  return (
    <PortalAreasContext.Provider value={areas.definitions}>
      <OverlayAreasContext.Provider value={overlays}>
        <AreaLoaderContext.Provider value={portal.areaLoading}>
          <NavRouterContext.Provider value={portal.router}>
            {/* Navigations are not transitions: a page renders in one go once its route's
                loaders (code and first data) are in, where a transition renders in 5 ms slices
                and the browser restyles the page between them. The page shown stays meanwhile. */}
            <RouterProvider router={portal.router} useTransitions={false} />
          </NavRouterContext.Provider>
        </AreaLoaderContext.Provider>
      </OverlayAreasContext.Provider>
    </PortalAreasContext.Provider>
  );
}

export function App({ store }: { store: PortalStore }) {
  return (
    <AreaProviders store={store}>
      <Startup />
    </AreaProviders>
  );
}

function Startup() {
  const status = useSelector(selectSessionStatus);
  const starting = status === 'starting';
  const timedOut = useLaunchTimedOut(starting);
  if (status === 'failed' || timedOut) return <LaunchProblem />;
  if (starting) return <Spinner label="Loading the portal" />;
  return <Portal />;
}
