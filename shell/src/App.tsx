import {
  AreaProviders,
  LAUNCH_WATCHDOG_MS,
  loadSettings,
  type PortalStore,
  type RegistryEntry,
  Spinner,
  selectCommunityId,
  selectRole,
  selectSessionStatus,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { Layout } from './layout/Layout';
import { PortalAreasContext } from './navigation/useNavContext';
import { RemoteArea } from './remotes/RemoteArea';
import { portalAreasOf } from './remotes/registryAreas';
import { LaunchProblem } from './screens/LaunchProblem';
import { LogoutScreen } from './screens/LogoutScreen';
import { MoreScreen } from './screens/MoreScreen';
import { useRegistryQuery } from './startup/registryApi';

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

/** The saved home, read when the root is opened (spec 2: What's New or the categories). */
function HomeRedirect() {
  return <Navigate to={loadSettings().home} replace />;
}

/** Share is for residents and staff (spec 2); anyone else goes home. */
function ShareRoute() {
  const role = useSelector(selectRole);
  if (role !== 'Resident' && role !== 'Staff') return <HomeRedirect />;
  return (
    <Suspense fallback={screenFallback}>
      <ShareScreen />
    </Suspense>
  );
}

/** The router depends only on which areas there are: settings, home and role changes need none. */
function portalRoutes(areas: RegistryEntry[], incompatible: ReadonlySet<string>): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <HomeRedirect /> },
        ...areas.flatMap((entry) =>
          entry.definition.paths.map((path) => ({
            path: `${path}/*`,
            element: (
              <RemoteArea
                key={entry.name}
                entry={entry}
                incompatible={incompatible.has(entry.name)}
              />
            ),
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
        { path: 'share', element: <ShareRoute /> },
        { path: 'more', element: <MoreScreen /> },
        { path: 'logout', element: <LogoutScreen /> },
        { path: '*', element: <HomeRedirect /> },
      ],
    },
  ];
}

function Portal() {
  const communityId = useSelector(selectCommunityId);
  const registry = useRegistryQuery(communityId ?? skipToken);
  const entries = registry.data;
  const areas = useMemo(() => entries && portalAreasOf(entries), [entries]);
  const router = useMemo(
    () => entries && areas && createBrowserRouter(portalRoutes(entries, areas.incompatible)),
    [entries, areas],
  );
  // A router replaced (another registry answer) lets go of the history.
  useEffect(() => () => router?.dispose(), [router]);
  if (registry.isError) return <LaunchProblem />;
  if (!router || !areas) return <Spinner label="Loading the portal" />;
  return (
    <PortalAreasContext.Provider value={areas.definitions}>
      <RouterProvider router={router} />
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
