import { GoHome, Spinner, screenRoute } from '@portal/shared';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { directoryListCode, startDirectoryList } from './lib/startDirectoryList';

const DirectoryList = directoryListCode.Screen;

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
    loader: startDirectoryList,
    element: (
      <Suspense fallback={<Spinner label="Loading this page" />}>
        <DirectoryList />
      </Suspense>
    ),
  },
  { path: '*', element: <GoHome /> },
];
