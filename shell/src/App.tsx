import {
  AreaProviders,
  LAUNCH_WATCHDOG_MS,
  loadSettings,
  type PortalStore,
  type RegistryEntry,
  Spinner,
  selectHasHomeSystem,
  selectRole,
  selectSessionStatus,
  selectSettings,
} from '@portal/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { Layout } from './layout/Layout';
import { useIsTablet } from './layout/useViewport';
import { moreItems, type NavContext } from './navigation/navItems';
import { registerAreas } from './remotes/federation';
import { filterRegistry } from './remotes/filterRegistry';
import { RemoteArea } from './remotes/RemoteArea';
import { LaunchProblem } from './screens/LaunchProblem';
import { LogoutScreen } from './screens/LogoutScreen';
import { MoreScreen } from './screens/MoreScreen';

const SearchScreen = lazy(() => import('./screens/SearchScreen'));
const ShareScreen = lazy(() => import('./screens/ShareScreen'));
const screenFallback = <Spinner label="Loading" />;

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

function portalRoutes(nav: NavContext, areas: RegistryEntry[], showLogout: boolean): RouteObject[] {
  const home = <Navigate to={nav.home} replace />;
  const canShare = nav.role === 'Resident' || nav.role === 'Staff';
  return [
    {
      path: '/',
      element: <Layout nav={nav} />,
      children: [
        { index: true, element: home },
        ...areas.flatMap((entry) =>
          entry.paths.map((path) => ({
            path: `${path}/*`,
            element: <RemoteArea key={entry.name} entry={entry} />,
          })),
        ),
        {
          path: 'search',
          element: (
            <Suspense fallback={screenFallback}>
              <SearchScreen />
            </Suspense>
          ),
        },
        ...(canShare
          ? [
              {
                path: 'share',
                element: (
                  <Suspense fallback={screenFallback}>
                    <ShareScreen />
                  </Suspense>
                ),
              },
            ]
          : []),
        { path: 'more', element: <MoreScreen items={moreItems(nav)} showLogout={showLogout} /> },
        { path: 'logout', element: <LogoutScreen /> },
        { path: '*', element: home },
      ],
    },
  ];
}

function Portal({ registry }: { registry: RegistryEntry[] }) {
  const role = useSelector(selectRole);
  const settings = useSelector(selectSettings);
  const hasHomeSystem = useSelector(selectHasHomeSystem);
  const showLogout = !useIsTablet();
  const router = useMemo(() => {
    if (!role || !settings) return null;
    const nav: NavContext = { role, settings, hasHomeSystem, home: loadSettings().home };
    const areas = filterRegistry(registry, { role, settings, hasHomeSystem });
    registerAreas(areas);
    return createBrowserRouter(portalRoutes(nav, areas, showLogout));
  }, [registry, role, settings, hasHomeSystem, showLogout]);
  return router ? <RouterProvider router={router} /> : null;
}

export function App({ store, registry }: { store: PortalStore; registry: RegistryEntry[] | null }) {
  return (
    <AreaProviders store={store}>
      <Startup registry={registry} />
    </AreaProviders>
  );
}

function Startup({ registry }: { registry: RegistryEntry[] | null }) {
  const status = useSelector(selectSessionStatus);
  const starting = status === 'starting' || !registry;
  const timedOut = useLaunchTimedOut(starting);
  if (status === 'failed' || timedOut) return <LaunchProblem />;
  if (starting || !registry) return <Spinner label="Loading the portal" />;
  return <Portal registry={registry} />;
}
