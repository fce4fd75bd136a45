import { GoHome, Spinner } from '@portal/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import ControlsGate from './screens/ControlsGate';
import DeviceList from './screens/DeviceList';

// The gate and the device list (the area's first page) come with the routes; the others load
// on demand. React.lazy rather than the route `lazy` property: area tests render the routes
// with useRoutes, which does not run route-level lazy loaders.
const DeviceDetails = lazy(() => import('./screens/DeviceDetails'));
const Scenes = lazy(() => import('./screens/Scenes'));

function screen(element: ReactNode) {
  return <Suspense fallback={<Spinner label="Loading this page" />}>{element}</Suspense>;
}

/** The area's route tree, relative to /controls (spec 2). */
export const routes: RouteObject[] = [
  {
    element: <ControlsGate />,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <DeviceList /> },
      { path: 'scenes', element: screen(<Scenes />) },
      { path: ':type/:id', element: screen(<DeviceDetails />) },
    ],
  },
  { path: '*', element: <GoHome /> },
];
