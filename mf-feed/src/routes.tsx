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
        element: lazyScreen(
          lazy(async () => ({ default: (await import('./screens/Categories')).Categories })),
        ),
      },
      {
        path: 'category/:category',
        element: lazyScreen(lazy(async () => ({ default: (await import('./screens/Tags')).Tags }))),
      },
      {
        path: 'category/:category/:tag',
        element: lazyScreen(
          lazy(async () => ({ default: (await import('./screens/TagItems')).TagItems })),
        ),
      },
      {
        path: 'item/:id/:type',
        element: lazyScreen(lazy(async () => ({ default: (await import('./screens/Item')).Item }))),
      },
      {
        path: 'details/:id',
        element: lazyScreen(
          lazy(async () => ({ default: (await import('./screens/Details')).Details })),
        ),
      },
      {
        path: 'shortcuts',
        element: lazyScreen(
          lazy(async () => ({ default: (await import('./screens/Shortcuts')).Shortcuts })),
        ),
      },
      { path: '*', element: <GoHome /> },
    ],
  },
];
