import { GoHome, Spinner } from '@portal/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { eventListCode, startEventList } from './lib/startEventList';
import './state/eventsSlice';

const EventList = eventListCode.Screen;
const MyEvents = lazy(async () => ({ default: (await import('./screens/MyEvents')).MyEvents }));
const Invites = lazy(async () => ({ default: (await import('./screens/Invites')).Invites }));
const EventDetails = lazy(async () => ({
  default: (await import('./screens/EventDetails')).EventDetails,
}));

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
  {
    path: 'signups',
    element: (
      <Screen>
        <MyEvents />
      </Screen>
    ),
  },
  {
    path: 'invites',
    element: (
      <Screen>
        <Invites />
      </Screen>
    ),
  },
  {
    path: 'details/:id',
    element: (
      <Screen>
        <EventDetails />
      </Screen>
    ),
  },
  { path: '*', element: <GoHome /> },
];
