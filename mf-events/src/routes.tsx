import { comingSoonRoutes } from '@portal/shared';

/** The area's route tree, relative to /events. Its screens arrive with the area's own work. */
export const routes = comingSoonRoutes(['all', 'invites', 'signups', 'details/:id'], 'all');
