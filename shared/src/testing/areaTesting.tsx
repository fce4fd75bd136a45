// Test helpers for the areas (import from '@portal/shared/testing'; never bundled in the app).

import { CACHE_LIFETIME_MS } from '@portal/contracts';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  type LoaderFunction,
  type LoaderFunctionArgs,
  MemoryRouter,
  Route,
  type RouteObject,
  RouterContextProvider,
  Routes,
  useRoutes,
} from 'react-router';
import { portalApi } from '../api/portalApi';
import type { User } from '../api/user';
import { userApi } from '../api/userApi';
import { routerContextOf } from '../area/routeContext';
import { AreaProviders } from '../remote/AreaProviders';
import { createPortalStore, type PortalStore } from '../store/createPortalStore';
import { communitySelected, tokenLoaded } from '../store/sessionSlice';

export const COMMUNITY_ID = 'c1';

/** The signed-in resident as the shell leaves her after startup. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'me',
    _type: 'Resident',
    fullName: 'Eleanor Whitfield',
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    name: 'Eleanor Whitfield',
    roles: ['Resident'],
    profileImage: null,
    thumbnail: null,
    image: null,
    biography: 'Gardener.',
    optOutOfDirectory: false,
    hiddenFields: [],
    email: 'resident@demo.portal',
    primaryPhone: null,
    family: false,
    rooms: [{ _id: 'r1', name: 'Apartment 101' }],
    community: {
      _id: COMMUNITY_ID,
      communityId: COMMUNITY_ID,
      name: 'Willow Creek',
      timezone: { name: 'America/New_York' },
      settings: {
        alexaCallingEnabled: true,
        alexaWakeWord: 'Alexa',
        residentVideoCalling: true,
        requestExperienceEnabled: true,
        directoryOptOutEnabled: true,
      },
    },
    communities: [{ _id: COMMUNITY_ID, name: 'Willow Creek' }],
    lastLogin: { recentLogin: null, previousLogin: null },
    alexaAddressBook: null,
    homeSystem: null,
    address: null,
    building: null,
    phoneNumber: null,
    secondaryPhone: null,
    birthdate: null,
    hasAlexaDevice: false,
    careSetting: null,
    relationship: null,
    jobTitle: null,
    department: null,
    ...overrides,
  };
}

/** A signed-in store holding the given user, as the shell leaves it after startup. */
export async function storeWith(user: User): Promise<PortalStore> {
  const store = createPortalStore();
  store.dispatch(tokenLoaded('token'));
  store.dispatch(communitySelected(COMMUNITY_ID));
  await store.dispatch(userApi.util.upsertQueryData('userDetails', COMMUNITY_ID, user));
  // Like the shell's startup, keep the user subscribed so an invalidated user is fetched again.
  store.dispatch(userApi.endpoints.userDetails.initiate(COMMUNITY_ID));
  return store;
}

/** Renders a screen on its route pattern at a path, inside the portal's providers. */
export function renderAt(pattern: string, screen: ReactElement, path: string, store: PortalStore) {
  return render(
    <AreaProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
        </Routes>
      </MemoryRouter>
    </AreaProviders>,
  );
}

function AreaRoutes({ basePath, routes }: { basePath: string; routes: RouteObject[] }) {
  return useRoutes([{ path: basePath, children: routes }]);
}

/** A whole area at a path, its routes under its base path as the shell adds them to its router. */
export function renderArea(
  basePath: string,
  routes: RouteObject[],
  path: string,
  store: PortalStore,
) {
  return render(
    <AreaProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes basePath={basePath} routes={routes} />
      </MemoryRouter>
    </AreaProviders>,
  );
}

export interface ApiCall {
  operation: string;
  variables: Record<string, unknown>;
  url: string;
}

/**
 * Answers GraphQL calls by operation name, first letter lower-cased (`whatsNew` answers
 * WhatsNew), and plain calls by path; records every call.
 */
export function mockApi(
  graph: Record<string, (variables: Record<string, unknown>) => unknown>,
  paths: Record<string, unknown> = {},
): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    // jsdom has no Response; the base query reads only these members.
    const reply = (payload: unknown) =>
      ({ ok: true, status: 200, statusText: 'OK', json: async () => payload }) as Response;
    if (!url.endsWith('/v3/graph/graphql')) {
      const path = new URL(url).pathname;
      calls.push({ operation: init?.method ?? 'GET', variables: {}, url: path });
      return reply(paths[path] ?? {});
    }
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables, url });
    const answer = graph[operation.charAt(0).toLowerCase() + operation.slice(1)];
    return reply(answer ? answer(body.variables) : { errors: [{ message: 'unexpected' }] });
  }) as typeof fetch;
  return calls;
}

/**
 * A route loader's arguments for a navigation to `path`, under a router given this store in
 * its context (or none, as a router without the portal's store).
 */
export function loaderArgs(path: string, store?: PortalStore): LoaderFunctionArgs {
  const context = store ? routerContextOf(store)() : new RouterContextProvider();
  return { request: { url: `http://localhost${path}` }, params: {}, context } as LoaderFunctionArgs;
}

/** The loader of the route at `path` (a route's own path, found through layout routes). */
function routeLoader(routes: RouteObject[], path: string): LoaderFunction {
  const find = (list: RouteObject[]): LoaderFunction | undefined => {
    for (const route of list) {
      if (route.path === path && typeof route.loader === 'function') return route.loader;
      const inner = route.children && find(route.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const loader = find(routes);
  if (!loader) throw new Error(`No route at ${path} has a loader`);
  return loader;
}

/**
 * The checks every `startData` of a screen's route shares: the route at `route.path` of the
 * area's `route.routes` starts it (its loader asks for the same data), it keeps what it loaded
 * for the lifetime of loaded data and asks again after it, it returns its request until its
 * data is kept (the navigation waits for it, screenRoute), and it asks nothing under a router
 * without the portal's store. `args` are its arguments for its page, under a router given this
 * store (or none); `answers` answer its calls, as `mockApi`'s do.
 */
export function itStartsDataAsEveryLoader(
  loader: (args: LoaderFunctionArgs) => unknown,
  args: (store?: PortalStore) => LoaderFunctionArgs,
  answers: Parameters<typeof mockApi>[0],
  route: { routes: RouteObject[]; path: string },
): void {
  it(`is started by the route at ${route.path}`, async () => {
    const asked = async (start: (args: LoaderFunctionArgs) => unknown) => {
      const calls = mockApi(answers);
      const store = await storeWith(testUser());
      await start(args(store));
      await waitFor(() => expect(calls.length).toBeGreaterThan(0));
      await Promise.all(store.dispatch(portalApi.util.getRunningQueriesThunk()));
      return calls.map(({ operation, variables }) => ({ operation, variables }));
    };
    const started = await asked(loader);
    expect(await asked(routeLoader(route.routes, route.path))).toEqual(started);
  });

  it('asks again for data older than the lifetime of loaded data (kept from the last visit)', async () => {
    const calls = mockApi(answers);
    const store = await storeWith(testUser());
    const load = async () => {
      await loader(args(store));
      await Promise.all(store.dispatch(portalApi.util.getRunningQueriesThunk()));
    };
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      await load();
      await load();
      expect(calls).toHaveLength(1);
      jest.setSystemTime(Date.now() + CACHE_LIFETIME_MS + 1000);
      await load();
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('returns its request, which settles with the data in (the navigation waits for it)', async () => {
    mockApi(answers);
    const store = await storeWith(testUser());
    const fulfilled = () =>
      Object.entries(store.getState()[portalApi.reducerPath].queries)
        .filter(([, query]) => query?.status === 'fulfilled')
        .map(([key]) => key);
    const before = fulfilled();
    const request = loader(args(store));
    expect(typeof (request as PromiseLike<unknown> | undefined)?.then).toBe('function');
    await request;
    expect(fulfilled().filter((key) => !before.includes(key))).not.toEqual([]);
    // Kept data shows at once: the next navigation there waits for nothing.
    expect(loader(args(store))).toBeUndefined();
  });

  it('asks for nothing under a router without the store', async () => {
    const calls = mockApi(answers);
    await loader(args());
    // A call would reach fetch a few ticks later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
}
