import { GoHome, Spinner } from '@portal/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';

// React.lazy rather than the route `lazy` property: area tests render the routes with
// useRoutes, which does not run route-level lazy loaders.
const ChannelList = lazy(() => import('./screens/ChannelList/ChannelList'));
const NewChat = lazy(() => import('./screens/NewChat/NewChat'));
const StartChatWith = lazy(() => import('./screens/NewChat/StartChatWith'));
const Conversation = lazy(() => import('./screens/Conversation/Conversation'));

function screen(element: ReactNode) {
  return <Suspense fallback={<Spinner label="Loading this page" />}>{element}</Suspense>;
}

/** The area's route tree, relative to /chat (spec 2); every screen loads on demand. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="channels" replace /> },
  { path: 'channels', element: screen(<ChannelList />) },
  { path: 'users', element: screen(<NewChat />) },
  { path: 'with/:id', element: screen(<StartChatWith />) },
  { path: 'details/:id', element: screen(<Conversation />) },
  // The phone app's full-screen messages view: the conversations, titled Messages.
  { path: 'messages', element: screen(<ChannelList />) },
  { path: '*', element: <GoHome /> },
];
