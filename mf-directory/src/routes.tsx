import { comingSoonRoutes } from '@portal/shared';

/** The area's route tree, relative to /directory. Its screens arrive with the area's own work. */
export const routes = comingSoonRoutes(
  ['residents', 'staff', 'friends', 'details/:id', 'profile'],
  'residents',
);
