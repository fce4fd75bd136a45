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
 * With `startData`, the loader runs again as the router would run it (the same address opened
 * again from the navigation, another tab or `:id`), for that page's data, but not for another
 * query string only (a day pager, a search): the screen asks for its own data. Without it, the
 * loader never runs again: the code is in.
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
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      startData !== undefined &&
      defaultShouldRevalidate &&
      (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search),
    element: (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    ),
  };
}
