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
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

export const COMMUNITY_ID = 'c1';

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

/** Answers GraphQL calls by operation name (first letter lower case); records the variables. */
export function mockGraph(
  answers: Record<string, (variables: Record<string, unknown>) => unknown>,
) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    const answer = answers[operation.charAt(0).toLowerCase() + operation.slice(1)];
    const payload = answer ? answer(body.variables) : { errors: [{ message: 'unexpected' }] };
    // jsdom has no Response; the base query reads only these members.
    return { ok: true, status: 200, statusText: 'OK', json: async () => payload } as Response;
  }) as typeof fetch;
  return calls;
}
