import {
  AreaProviders,
  communitySelected,
  createPortalStore,
  type PortalStore,
  tokenLoaded,
  type User,
  userApi,
} from '@portal/shared';
import { render } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { routes } from '../routes';

export const COMMUNITY_ID = 'c1';

/** The signed-in resident as the shell leaves her after startup (only what the feed reads). */
export function feedUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'me',
    _type: 'Resident',
    roles: ['Resident'],
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
    lastLogin: { recentLogin: null, previousLogin: null },
    ...overrides,
  } as User;
}

export async function feedStore(user: User = feedUser()): Promise<PortalStore> {
  const store = createPortalStore();
  store.dispatch(tokenLoaded('token'));
  store.dispatch(communitySelected(COMMUNITY_ID));
  await store.dispatch(userApi.util.upsertQueryData('userDetails', COMMUNITY_ID, user));
  return store;
}

function Area() {
  return useRoutes([{ path: '/library', children: routes }]);
}

/** The whole area at a path, as the shell mounts it. */
export function renderFeed(path: string, store: PortalStore) {
  return render(
    <AreaProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Area />
      </MemoryRouter>
    </AreaProviders>,
  );
}

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
  url: string;
}

/**
 * Answers GraphQL calls by operation name, first letter lower-cased (`whatsNew` answers
 * WhatsNew), and plain GETs by path; records every call.
 */
export function mockApi(
  graph: Record<string, (variables: Record<string, unknown>) => unknown>,
  paths: Record<string, unknown> = {},
): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const reply = (payload: unknown) =>
      ({ ok: true, status: 200, statusText: 'OK', json: async () => payload }) as Response;
    if (!url.endsWith('/v3/graph/graphql')) {
      const path = new URL(url).pathname;
      calls.push({ operation: 'GET', variables: {}, url: path });
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
