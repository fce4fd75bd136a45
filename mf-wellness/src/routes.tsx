import { GoHome, Spinner } from '@portal/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';

import { startWellnessData } from './lib/startWellnessData';
import Progress from './screens/Progress';
import WellnessGate from './screens/WellnessGate';

// The gate and Progress (the area's first page) come with the routes, saving round trips on
// the first entry; the others load on demand. React.lazy rather than the route `lazy`
// property: area tests render the routes with useRoutes, which does not run route-level lazy
// loaders.
const Devices = lazy(() => import('./screens/Devices'));
const Settings = lazy(() => import('./screens/Settings'));

function screen(element: ReactNode) {
  return <Suspense fallback={<Spinner label="Loading this page" />}>{element}</Suspense>;
}

/**
 * The area's route tree, relative to /wellness (spec 2). Every page waits for the wellness
 * account and shows the setup until it is complete.
 */
export const routes: RouteObject[] = [
  {
    element: <WellnessGate />,
    loader: startWellnessData,
    children: [
      { index: true, element: <Navigate to="progress" replace /> },
      { path: 'progress', element: <Progress /> },
      { path: 'devices', element: screen(<Devices />) },
      { path: 'settings', element: screen(<Settings />) },
    ],
  },
  { path: '*', element: <GoHome /> },
];
