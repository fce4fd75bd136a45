import { GoHome, Spinner, screenRoute } from '@portal/shared';
import { type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { eventListCode, startEventList } from './lib/startEventList';
import './state/eventsSlice';

const EventList = eventListCode.Screen;

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading this page" />}>{children}</Suspense>;
}

/** The area's route tree, relative to /events; each screen loads when first shown. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="all" replace /> },
  {
    path: 'all',
    loader: startEventList,
    element: (
      <Screen>
        <EventList />
      </Screen>
    ),
  },
  { path: 'signups', ...screenRoute(async () => (await import('./screens/MyEvents')).MyEvents) },
  { path: 'invites', ...screenRoute(async () => (await import('./screens/Invites')).Invites) },
  {
    path: 'details/:id',
    ...screenRoute(async () => (await import('./screens/EventDetails')).EventDetails),
  },
  { path: '*', element: <GoHome /> },
];
