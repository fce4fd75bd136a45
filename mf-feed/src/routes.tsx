import { comingSoonRoutes } from '@portal/shared';

/** The area's route tree, relative to /library. Its screens arrive with the area's own work. */
export const routes = comingSoonRoutes(
  [
    'new',
    'category',
    'category/:category',
    'category/:category/:tag',
    'item/:id/:type',
    'details/:id',
    'shortcuts',
  ],
  'new',
);
