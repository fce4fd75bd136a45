import { GoHome, screenRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import ControlsGate from './screens/ControlsGate';
import DeviceList from './screens/DeviceList';

// The gate and the device list (the area's first page) come with the routes; the others load
// when first opened.

/** The area's route tree, relative to /controls (spec 2). */
export const routes: RouteObject[] = [
  {
    element: <ControlsGate />,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <DeviceList /> },
      { path: 'scenes', ...screenRoute(async () => (await import('./screens/Scenes')).default) },
      {
        path: ':type/:id',
        ...screenRoute(async () => (await import('./screens/DeviceDetails')).default),
      },
    ],
  },
  { path: '*', element: <GoHome /> },
];
