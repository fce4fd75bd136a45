import { type ComponentType, type ReactElement, Suspense } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { settledWithin } from '../lib/settledWithin';
import { PageLoading } from '../ui/Spinner';
import { screenCode } from './screenCode';

/**
 * How long a navigation waits for a screen's first data (screenRoute), counted from its start,
 * beside the code: the page shown meanwhile stays, under the shell's loading bar.
 */
export const SCREEN_DATA_WAIT_MS = 500;

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
 *
 * When `startData` returns its request, a promise (platform 1.15), the loader also waits for
 * that data, for up to SCREEN_DATA_WAIT_MS: the screen then renders once, with its content,
 * rather than first with its loading state and again a moment later when the data comes (two
 * renders of the page, each followed by its layout and paint). A `startData` returns nothing
 * when the data is kept already (it shows at once while it is asked for again). Data slower
 * than that leaves the screen to show its own loading state, as before; a failed request is
 * the screen's to show too.
 */
export function screenRoute(
  fetchCode: () => Promise<ComponentType>,
  startData?: (args: LoaderFunctionArgs) => unknown,
): {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
  element: ReactElement;
} {
  const { load, Screen } = screenCode(fetchCode);
  return {
    loader: async (args) => {
      const data = startData?.(args);
      await Promise.all([load(), isThenable(data) && settledWithin(data, SCREEN_DATA_WAIT_MS)]);
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

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
