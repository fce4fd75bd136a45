import { GoHome, screenRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';

const channelList = screenRoute(
  async () => (await import('./screens/ChannelList/ChannelList')).default,
);

/** The area's route tree, relative to /chat (spec 2); every screen loads on demand. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="channels" replace /> },
  { path: 'channels', ...channelList },
  {
    path: 'users',
    ...screenRoute(async () => (await import('./screens/NewChat/NewChat')).default),
  },
  {
    path: 'with/:id',
    ...screenRoute(async () => (await import('./screens/NewChat/StartChatWith')).default),
  },
  {
    path: 'details/:id',
    ...screenRoute(async () => (await import('./screens/Conversation/Conversation')).default),
  },
  // The phone app's full-screen messages view: the conversations, titled Messages.
  { path: 'messages', ...channelList },
  { path: '*', element: <GoHome /> },
];
