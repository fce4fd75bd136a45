import { GoHome, LinkProvider, screenRoute } from '@portal/shared';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterLink } from './components/RouterLink';
import { startRestaurantList } from './lib/startRestaurantList';

/** Kit links navigate with the router; screens load when first opened (screenRoute). */
function DiningArea() {
  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}

/** The area's route tree, relative to /dining (spec 2). */
export const routes: RouteObject[] = [
  {
    element: <DiningArea />,
    children: [
      { index: true, element: <Navigate to="restaurant" replace /> },
      {
        path: 'restaurant',
        ...screenRoute(
          async () => (await import('./screens/RestaurantList/RestaurantList')).default,
          startRestaurantList,
        ),
      },
      {
        path: 'restaurant/:restaurantId',
        ...screenRoute(async () => (await import('./screens/MenuList/MenuList')).default),
      },
      {
        path: 'restaurant/:restaurantId/:menuId',
        ...screenRoute(async () => (await import('./screens/MenuDetails/MenuDetails')).default),
      },
      {
        path: 'info/:category',
        ...screenRoute(async () => (await import('./screens/DiningInfo/DiningInfoTags')).default),
      },
      {
        path: 'info/:category/:tag',
        ...screenRoute(async () => (await import('./screens/DiningInfo/DiningInfoPosts')).default),
      },
      { path: '*', element: <GoHome /> },
    ],
  },
];
