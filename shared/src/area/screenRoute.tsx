import { type ComponentType, type ReactElement, Suspense } from 'react';
import type { LoaderFunction } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { screenCode } from './screenCode';

/**
 * A route's screen whose code is fetched when it is first opened (platform 1.12): the route's
 * loader awaits the code, so the navigation renders the screen in one go, without showing its
 * fallback (the portal's navigations are not transitions, which would hold the page shown
 * instead). The loader does not run again on a navigation within the route (another query
 * string): the code is in. The Suspense around the screen serves area tests, which render
 * routes with `useRoutes` and run no loaders.
 */
export function screenRoute(fetchCode: () => Promise<ComponentType>): {
  loader: LoaderFunction;
  shouldRevalidate: () => boolean;
  element: ReactElement;
} {
  const { load, Screen } = screenCode(fetchCode);
  return {
    loader: async () => {
      await load();
      return null;
    },
    shouldRevalidate: () => false,
    element: (
      <Suspense fallback={<Spinner label="Loading this page" />}>
        <Screen />
      </Suspense>
    ),
  };
}
