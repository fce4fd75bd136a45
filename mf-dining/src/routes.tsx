import { comingSoonRoutes } from '@portal/shared';

/** The area's route tree, relative to /dining. Its screens arrive with the area's own work. */
export const routes = comingSoonRoutes(
  [
    'restaurant',
    'restaurant/:restaurantId',
    'restaurant/:restaurantId/:menuId',
    'info/:category',
    'info/:category/:tag',
  ],
  'restaurant',
);
