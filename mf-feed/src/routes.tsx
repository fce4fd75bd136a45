import { GoHome, screenRoute } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';
import { FeedLayout } from './components/FeedLayout';
import { startWhatsNew } from './lib/startWhatsNew';

/** The area's route tree, relative to /library; each screen loads when first shown. */
export const routes: RouteObject[] = [
  {
    element: <FeedLayout />,
    children: [
      { index: true, element: <Navigate to="new" replace /> },
      {
        path: 'new',
        ...screenRoute(async () => (await import('./screens/WhatsNew')).WhatsNew, startWhatsNew),
      },
      {
        path: 'category',
        ...screenRoute(async () => (await import('./screens/Categories')).Categories),
      },
      {
        path: 'category/:category',
        ...screenRoute(async () => (await import('./screens/Tags')).Tags),
      },
      {
        path: 'category/:category/:tag',
        ...screenRoute(async () => (await import('./screens/TagItems')).TagItems),
      },
      {
        path: 'item/:id/:type',
        ...screenRoute(async () => (await import('./screens/Item')).Item),
      },
      {
        path: 'details/:id',
        ...screenRoute(async () => (await import('./screens/Details')).Details),
      },
      {
        path: 'shortcuts',
        ...screenRoute(async () => (await import('./screens/Shortcuts')).Shortcuts),
      },
      { path: '*', element: <GoHome /> },
    ],
  },
];
