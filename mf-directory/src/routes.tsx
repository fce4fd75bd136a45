import { GoHome, screenRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import { startDirectoryList } from './lib/startDirectoryList';

/** The area's route tree, relative to /directory (spec 2); every screen loads on demand. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="residents" replace /> },
  {
    path: 'details/:id',
    ...screenRoute(async () => (await import('./screens/PersonDetails/PersonDetails')).default),
  },
  {
    path: 'profile',
    ...screenRoute(async () => (await import('./screens/ProfileEdit/ProfileEdit')).default),
  },
  {
    path: ':role',
    ...screenRoute(
      async () => (await import('./screens/DirectoryList/DirectoryList')).default,
      startDirectoryList,
    ),
  },
  { path: '*', element: <GoHome /> },
];
