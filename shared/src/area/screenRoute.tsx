import { type ComponentType, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { screenCode } from './screenCode';

/**
 * A route's screen whose code is fetched when it is first opened (platform 1.12): the route's
 * loader awaits the code, so the navigation renders the screen in one go, without showing its
 * fallback (the shell's navigations are not transitions, which would hold the page shown
 * instead). The Suspense around it serves area tests, which render routes with `useRoutes` and
 * run no loaders.
 */
export function screenRoute(
  fetchCode: () => Promise<ComponentType>,
): Pick<RouteObject, 'loader' | 'element'> {
  const { load, Screen } = screenCode(fetchCode);
  return {
    loader: async () => {
      await load();
      return null;
    },
    element: (
      <Suspense fallback={<Spinner label="Loading this page" />}>
        <Screen />
      </Suspense>
    ),
  };
}
