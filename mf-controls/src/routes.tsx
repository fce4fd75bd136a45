import { comingSoonRoutes } from '@portal/shared';

/** The area's route tree, relative to /controls. Its screens arrive with the area's own work. */
export const routes = comingSoonRoutes(['list', 'scenes', ':type/:id'], 'list');
