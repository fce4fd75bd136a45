import { NotFound } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import './state/eventsSlice';

/** The area's route tree, relative to /events; each screen loads when first shown. */
export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./screens/EventsLayout')).EventsLayout }),
    children: [
      { index: true, element: <Navigate to="all" replace /> },
      {
        path: 'all',
        lazy: async () => ({ Component: (await import('./screens/EventList')).EventList }),
      },
      {
        path: 'signups',
        lazy: async () => ({ Component: (await import('./screens/MyEvents')).MyEvents }),
      },
      {
        path: 'invites',
        lazy: async () => ({ Component: (await import('./screens/Invites')).Invites }),
      },
      {
        path: 'details/:id',
        lazy: async () => ({ Component: (await import('./screens/EventDetails')).EventDetails }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
