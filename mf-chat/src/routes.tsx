import { comingSoonRoutes } from '@portal/shared';

/** The area's route tree, relative to /chat. Its screens arrive with the area's own work. */
export const routes = comingSoonRoutes(
  ['channels', 'users', 'details/:id', 'messages'],
  'channels',
);
