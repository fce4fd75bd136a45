import { GoHome, Spinner } from '@portal/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FeedLayout } from './components/FeedLayout';
import { startWhatsNew, whatsNewCode } from './lib/startWhatsNew';

/** A lazy screen with its fallback (area tests render routes with useRoutes). */
function lazyScreen(Screen: ComponentType) {
  return (
    <Suspense fallback={<Spinner label="Loading this page" />}>
      <Screen />
    </Suspense>
  );
}

/** A screen whose code loads when it is first shown. */
function onDemand(load: () => Promise<ComponentType>) {
  return lazyScreen(lazy(async () => ({ default: await load() })));
}

/** The area's route tree, relative to /library; each screen loads when first shown. */
export const routes: RouteObject[] = [
  {
    element: <FeedLayout />,
    children: [
      { index: true, element: <Navigate to="new" replace /> },
      {
        path: 'new',
        loader: startWhatsNew,
        element: lazyScreen(whatsNewCode.Screen),
      },
      {
        path: 'category',
        element: onDemand(async () => (await import('./screens/Categories')).Categories),
      },
      {
        path: 'category/:category',
        element: onDemand(async () => (await import('./screens/Tags')).Tags),
      },
      {
        path: 'category/:category/:tag',
        element: onDemand(async () => (await import('./screens/TagItems')).TagItems),
      },
      {
        path: 'item/:id/:type',
        element: onDemand(async () => (await import('./screens/Item')).Item),
      },
      {
        path: 'details/:id',
        element: onDemand(async () => (await import('./screens/Details')).Details),
      },
      {
        path: 'shortcuts',
        element: onDemand(async () => (await import('./screens/Shortcuts')).Shortcuts),
      },
      { path: '*', element: <GoHome /> },
    ],
  },
];
