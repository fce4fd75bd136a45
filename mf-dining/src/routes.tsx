import { GoHome, LinkProvider, Spinner } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterLink } from './components/RouterLink';
import { restaurantListCode, startRestaurantList } from './lib/startRestaurantList';

const RestaurantList = restaurantListCode.Screen;
const MenuList = lazy(() => import('./screens/MenuList/MenuList'));
const MenuDetails = lazy(() => import('./screens/MenuDetails/MenuDetails'));
const DiningInfoTags = lazy(() => import('./screens/DiningInfo/DiningInfoTags'));
const DiningInfoPosts = lazy(() => import('./screens/DiningInfo/DiningInfoPosts'));

/** Kit links navigate with the router; screens load when first opened. */
function DiningArea() {
  return (
    <LinkProvider component={RouterLink}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Outlet />
      </Suspense>
    </LinkProvider>
  );
}

/** The area's route tree, relative to /dining (spec 2). */
export const routes: RouteObject[] = [
  {
    element: <DiningArea />,
    children: [
      { index: true, element: <Navigate to="restaurant" replace /> },
      { path: 'restaurant', loader: startRestaurantList, element: <RestaurantList /> },
      { path: 'restaurant/:restaurantId', element: <MenuList /> },
      { path: 'restaurant/:restaurantId/:menuId', element: <MenuDetails /> },
      { path: 'info/:category', element: <DiningInfoTags /> },
      { path: 'info/:category/:tag', element: <DiningInfoPosts /> },
      { path: '*', element: <GoHome /> },
    ],
  },
];
