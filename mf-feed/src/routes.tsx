import { GoHome, type ScreenCode, Spinner, screenCode } from '@portal/shared';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FeedLayout } from './components/FeedLayout';
import { startWhatsNew, whatsNewCode } from './lib/startWhatsNew';

/** A screen fetched the first time it is shown (area tests render routes with useRoutes). */
function lazyScreen({ Screen }: ScreenCode<object>) {
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
        element: lazyScreen(whatsNewCode),
      },
      {
        path: 'category',
        element: lazyScreen(
          screenCode(async () => (await import('./screens/Categories')).Categories),
        ),
      },
      {
        path: 'category/:category',
        element: lazyScreen(screenCode(async () => (await import('./screens/Tags')).Tags)),
      },
      {
        path: 'category/:category/:tag',
        element: lazyScreen(screenCode(async () => (await import('./screens/TagItems')).TagItems)),
      },
      {
        path: 'item/:id/:type',
        element: lazyScreen(screenCode(async () => (await import('./screens/Item')).Item)),
      },
      {
        path: 'details/:id',
        element: lazyScreen(screenCode(async () => (await import('./screens/Details')).Details)),
      },
      {
        path: 'shortcuts',
        element: lazyScreen(
          screenCode(async () => (await import('./screens/Shortcuts')).Shortcuts),
        ),
      },
      { path: '*', element: <GoHome /> },
    ],
  },
];
