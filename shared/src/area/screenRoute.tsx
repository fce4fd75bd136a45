import { type ComponentType, type ReactElement, Suspense } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { PageLoading } from '../ui/Spinner';
import { screenCode } from './screenCode';

/**
 * A route's screen whose code is fetched when it is first opened (platform 1.12): the route's
 * loader awaits the code, so the navigation renders the screen in one go, without showing its
 * fallback (the portal's navigations are not transitions, which would hold the page shown
 * instead). The Suspense around the screen serves area tests, which render routes with
 * `useRoutes` and run no loaders.
 *
 * `startData` (platform 1.13) asks for the screen's first data as the navigation begins, beside
 * the code, rather than after the code has rendered; the screen reads the same cache entries.
 * The loader runs again when the route's path changes (another `:id`), for that path's data,
 * and not for another query string (a day pager, a search): the code is in, and the screen
 * asks for its own data.
 */
export function screenRoute(
  fetchCode: () => Promise<ComponentType>,
  startData?: (args: LoaderFunctionArgs) => void,
): {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
  element: ReactElement;
} {
  const { load, Screen } = screenCode(fetchCode);
  return {
    loader: async (args) => {
      startData?.(args);
      await load();
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      startData !== undefined && currentUrl.pathname !== nextUrl.pathname,
    element: (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    ),
  };
}
