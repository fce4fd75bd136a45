import { LinkProvider, NotFound } from '@portal/shared';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterLink } from './components/RouterLink';

function DiningArea() {
  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The area's route tree, relative to /dining (spec 2); screens load when first opened. */
export const routes: RouteObject[] = [
  {
    element: <DiningArea />,
    children: [
      { index: true, element: <Navigate to="restaurant" replace /> },
      {
        path: 'restaurant',
        lazy: screen(() => import('./screens/RestaurantList/RestaurantList')),
      },
      {
        path: 'restaurant/:restaurantId',
        lazy: screen(() => import('./screens/MenuList/MenuList')),
      },
      {
        path: 'restaurant/:restaurantId/:menuId',
        lazy: screen(() => import('./screens/MenuDetails/MenuDetails')),
      },
      {
        path: 'info/:category',
        lazy: screen(() => import('./screens/DiningInfo/DiningInfoTags')),
      },
      {
        path: 'info/:category/:tag',
        lazy: screen(() => import('./screens/DiningInfo/DiningInfoPosts')),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
