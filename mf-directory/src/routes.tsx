import { GoHome, Spinner } from '@portal/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { directoryListCode, startDirectoryList } from './lib/startDirectoryList';

// React.lazy rather than the route `lazy` property: area tests render the routes with
// useRoutes, which does not run route-level lazy loaders.
const DirectoryList = directoryListCode.Screen;
const PersonDetails = lazy(() => import('./screens/PersonDetails/PersonDetails'));
const ProfileEdit = lazy(() => import('./screens/ProfileEdit/ProfileEdit'));

function screen(element: ReactNode) {
  return <Suspense fallback={<Spinner label="Loading this page" />}>{element}</Suspense>;
}

/** The area's route tree, relative to /directory (spec 2); every screen loads on demand. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="residents" replace /> },
  { path: 'details/:id', element: screen(<PersonDetails />) },
  { path: 'profile', element: screen(<ProfileEdit />) },
  { path: ':role', loader: startDirectoryList, element: screen(<DirectoryList />) },
  { path: '*', element: <GoHome /> },
];
