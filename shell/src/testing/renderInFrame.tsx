import { AreaProviders, type PortalStore } from '@portal/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { NavRouterContext } from '../navigation/NavAnchor';

/** The router builds a Fetch API request for each navigation; jsdom has none. */
class NavigationRequest {
  readonly method: string;
  readonly signal: AbortSignal | null;
  constructor(
    readonly url: string,
    init: RequestInit = {},
  ) {
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? null;
  }
}

/**
 * A part of the shell's frame at `path`, as the shell shows it: inside the portal's router and
 * with that router given to the frame (NavRouterContext). Other paths show their own text.
 */
export function renderInFrame(
  path: string,
  ui: ReactElement,
  store: PortalStore,
  others: RouteObject[] = [],
) {
  globalThis.Request ??= NavigationRequest as unknown as typeof Request;
  const router = createMemoryRouter([...others, { path: '*', element: ui }], {
    initialEntries: [path],
  });
  const view = render(
    <AreaProviders store={store}>
      <NavRouterContext.Provider value={router}>
        <RouterProvider router={router} />
      </NavRouterContext.Provider>
    </AreaProviders>,
  );
  return { ...view, router };
}
