import { AreaProviders, type PortalStore } from '@portal/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
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

const jsdomRequest = globalThis.Request;
beforeAll(() => {
  globalThis.Request ??= NavigationRequest as unknown as typeof Request;
});
afterAll(() => {
  globalThis.Request = jsdomRequest;
});

/**
 * A part of the shell's frame at `path`, as the shell shows it: the layout route of the portal's
 * router, over the page of the path (`pages`, else nothing), with that router given to the frame
 * (NavRouterContext).
 */
export function renderInFrame(
  path: string,
  ui: ReactElement,
  store: PortalStore,
  pages: RouteObject[] = [],
) {
  const frame = (
    <>
      {ui}
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [{ element: frame, children: [...pages, { path: '*', element: null }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <AreaProviders store={store}>
      <NavRouterContext.Provider value={router}>
        <RouterProvider router={router} />
      </NavRouterContext.Provider>
    </AreaProviders>,
  );
  return { ...view, router };
}
