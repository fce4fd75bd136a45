import { NotFound } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The area's route tree, relative to /profile (spec 2); the screen loads on demand. */
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./screens/Profile/Profile')).default }),
  },
  { path: '*', element: <NotFound /> },
];
