import { NotFound } from '@portal/shared';
import { Navigate, type RouteObject } from 'react-router';

/** The area's route tree, relative to /library; each screen loads when first shown. */
export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/FeedLayout')).FeedLayout }),
    children: [
      { index: true, element: <Navigate to="new" replace /> },
      {
        path: 'new',
        lazy: async () => ({ Component: (await import('./screens/WhatsNew')).WhatsNew }),
      },
      {
        path: 'category',
        lazy: async () => ({ Component: (await import('./screens/Categories')).Categories }),
      },
      {
        path: 'category/:category',
        lazy: async () => ({ Component: (await import('./screens/Tags')).Tags }),
      },
      {
        path: 'category/:category/:tag',
        lazy: async () => ({ Component: (await import('./screens/TagItems')).TagItems }),
      },
      {
        path: 'item/:id/:type',
        lazy: async () => ({ Component: (await import('./screens/Item')).Item }),
      },
      {
        path: 'details/:id',
        lazy: async () => ({ Component: (await import('./screens/Details')).Details }),
      },
      {
        path: 'shortcuts',
        lazy: async () => ({ Component: (await import('./screens/Shortcuts')).Shortcuts }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
