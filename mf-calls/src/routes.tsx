import { GoHome } from '@portal/shared';
import type { RouteObject } from 'react-router';
import CallScreen from './screens/CallScreen';
import { VideoCall, VoiceCall } from './screens/StartCall';

/** The area's route tree, relative to /calls: the call window, and the two ways to start one. */
export const routes: RouteObject[] = [
  { index: true, element: <CallScreen /> },
  { path: 'video/:id', element: <VideoCall /> },
  { path: 'voice/:id', element: <VoiceCall /> },
  { path: '*', element: <GoHome /> },
];
