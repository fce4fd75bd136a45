import { GoHome, screenRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';

import { startWellnessData } from './lib/startWellnessData';
import Progress from './screens/Progress';
import WellnessGate from './screens/WellnessGate';

// The gate and Progress (the area's first page) come with the routes, saving round trips on
// the first entry; the others load when first opened.

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
      { path: 'devices', ...screenRoute(async () => (await import('./screens/Devices')).default) },
      {
        path: 'settings',
        ...screenRoute(async () => (await import('./screens/Settings')).default),
      },
    ],
  },
  { path: '*', element: <GoHome /> },
];
