import { GoHome, Spinner } from '@portal/shared';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

// React.lazy rather than the route `lazy` property: area tests render the routes with
// useRoutes, which does not run route-level lazy loaders.
const Profile = lazy(() => import('./screens/Profile/Profile'));

/** The area's route tree, relative to /profile (spec 2); the screen loads on demand. */
export const routes: RouteObject[] = [
  {
    index: true,
    element: (
      <Suspense fallback={<Spinner label="Loading this page" />}>
        <Profile />
      </Suspense>
    ),
  },
  { path: '*', element: <GoHome /> },
];
