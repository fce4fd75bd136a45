import { GoHome, screenRoute } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The area's route tree, relative to /profile (spec 2); the screen loads on demand. */
export const routes: RouteObject[] = [
  { index: true, ...screenRoute(async () => (await import('./screens/Profile/Profile')).default) },
  { path: '*', element: <GoHome /> },
];
