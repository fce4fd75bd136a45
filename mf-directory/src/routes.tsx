import { NotFound } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';

/** The area's route tree, relative to /directory (spec 2); every screen loads on demand. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="residents" replace /> },
  {
    path: 'details/:id',
    lazy: async () => ({
      Component: (await import('./screens/PersonDetails/PersonDetails')).default,
    }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./screens/ProfileEdit/ProfileEdit')).default }),
  },
  {
    path: ':role',
    lazy: async () => ({
      Component: (await import('./screens/DirectoryList/DirectoryList')).default,
    }),
  },
  { path: '*', element: <NotFound /> },
];
