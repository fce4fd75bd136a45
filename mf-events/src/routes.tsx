import { GoHome, screenRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import { startEventList } from './lib/startEventList';
import './state/eventsSlice';

/** The area's route tree, relative to /events; each screen loads when first shown. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="all" replace /> },
  {
    path: 'all',
    ...screenRoute(async () => (await import('./screens/EventList')).EventList, startEventList),
  },
  { path: 'signups', ...screenRoute(async () => (await import('./screens/MyEvents')).MyEvents) },
  { path: 'invites', ...screenRoute(async () => (await import('./screens/Invites')).Invites) },
  {
    path: 'details/:id',
    ...screenRoute(async () => (await import('./screens/EventDetails')).EventDetails),
  },
  { path: '*', element: <GoHome /> },
];
