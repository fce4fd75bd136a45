import { createPortalStore, DEFAULT_SETTINGS, selectCommunityId } from '@portal/shared';
import { testUser } from '@portal/shared/testing';
import { askStartAnswers } from './startPortal';

const me = {
  community: { communityId: 'c1' },
  communities: [{ _id: 'c1' }, { _id: 'c2' }],
};

/** An API whose profile answers only when `answerProfile` is called; the calls, in order. */
function api() {
  const calls: string[] = [];
  let answerProfile = () => {};
  const profileAnswered = new Promise<void>((resolve) => {
    answerProfile = resolve;
  });
  const reply = (payload: unknown) =>
    ({ ok: true, status: 200, statusText: 'OK', json: async () => payload }) as Response;
  const refused = (payload: unknown) =>
    ({ ok: false, status: 403, statusText: 'Forbidden', json: async () => payload }) as Response;
  const member = (community: string | null | undefined) =>
    me.communities.some((c) => c._id === community);
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const community = url.searchParams.get('communityId');
    if (url.pathname !== '/v3/graph/graphql' && !member(community)) {
      calls.push(`refused ${url.pathname} ${community}`);
      return refused({ message: 'FORBIDDEN' });
    }
    if (url.pathname === '/v3/flags') {
      calls.push(`flags ${community}`);
      return reply({ communityCustomThemeFile: null, flagOf: community });
    }
    if (url.pathname === '/v3/registry') {
      calls.push(`registry ${community}`);
      return reply({ remotes: [{ name: `areas of ${community}` }] });
    }
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables: { communityId?: string };
    };
    if (query.includes('query Me')) {
      calls.push('profile');
      await profileAnswered;
      return reply({ data: { me } });
    }
    if (!member(variables.communityId)) {
      calls.push(`refused details ${variables.communityId}`);
      return reply({ errors: [{ message: 'FORBIDDEN', extensions: { code: 'FORBIDDEN' } }] });
    }
    calls.push(`details ${variables.communityId}`);
    return reply({ data: { userDetails: testUser() } });
  }) as typeof fetch;
  return { calls, answerProfile };
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** Lets every call the start can make without the profile go out. */
const callsGoOut = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * A start with no network: every call fails, those `lasts` picks only once `endCalls` is
 * called (which resolves when the start is over); `failed` says whether the start has failed.
 */
function startOffline(lasts: (input: RequestInfo | URL, init?: RequestInit) => boolean) {
  let end = () => {};
  const callsEnd = new Promise<void>((resolve) => {
    end = resolve;
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (lasts(input, init)) await callsEnd;
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  let failed = false;
  const started = askStartAnswers(createPortalStore(), DEFAULT_SETTINGS, 'c1').catch(() => {
    failed = true;
  });
  return {
    failed: () => failed,
    endCalls: async () => {
      end();
      await started;
    },
  };
}

describe('the start’s calls', () => {
  it('ask for the expected community beside the profile, not after it', async () => {
    const { calls, answerProfile } = api();
    const store = createPortalStore();
    const answers = askStartAnswers(store, { ...DEFAULT_SETTINGS, communityId: 'c2' }, 'c2');
    await callsGoOut();
    expect(calls).toEqual(['profile', 'details c2', 'flags c2', 'registry c2']);
    answerProfile();
    const { flags, registry } = await answers;
    expect(registry).toEqual([{ name: 'areas of c2' }]);
    expect(flags).toMatchObject({ flagOf: 'c2' });
    expect(calls).toHaveLength(4);
    expect(selectCommunityId(store.getState())).toBe('c2');
  });

  it('ask again for the community the profile leads to when it is another', async () => {
    const { calls, answerProfile } = api();
    const store = createPortalStore();
    // Saved, but the person no longer belongs to it: their own community is shown.
    const answers = askStartAnswers(store, { ...DEFAULT_SETTINGS, communityId: 'c9' }, 'c9');
    await callsGoOut();
    answerProfile();
    const { flags, registry } = await answers;
    expect(registry).toEqual([{ name: 'areas of c1' }]);
    expect(flags).toMatchObject({ flagOf: 'c1' });
    // The server refuses the community the person has left; those answers are not used.
    expect(calls.slice(0, 4)).toEqual([
      'profile',
      'refused details c9',
      'refused /v3/flags c9',
      'refused /v3/registry c9',
    ]);
    expect(calls.slice(4)).toEqual(['details c1', 'flags c1', 'registry c1']);
    expect(selectCommunityId(store.getState())).toBe('c1');
  });

  it('fail only once the expected community’s calls are over, when the profile cannot be had', async () => {
    // Offline, the start then fills in from the kept answers what its calls left, and a call
    // still under way would not be filled in.
    const calls: string[] = [];
    const offline = startOffline((input, init) => {
      const isProfile = String(init?.body ?? '').includes('query Me');
      calls.push(isProfile ? 'profile' : new URL(String(input)).pathname);
      return !isProfile;
    });
    await callsGoOut();
    expect(calls).toHaveLength(4);
    expect(offline.failed()).toBe(false);
    await offline.endCalls();
    expect(offline.failed()).toBe(true);
  });

  it('fail only once every call of the community is over, though one failed before the others', async () => {
    const late = ['/v3/flags', '/v3/registry'];
    const offline = startOffline((input) => late.includes(new URL(String(input)).pathname));
    await callsGoOut();
    // The profile and the details have failed; the flags and the registry are under way.
    expect(offline.failed()).toBe(false);
    await offline.endCalls();
    expect(offline.failed()).toBe(true);
  });

  it('wait for the profile when no community is expected', async () => {
    const { calls, answerProfile } = api();
    const answers = askStartAnswers(createPortalStore(), DEFAULT_SETTINGS, null);
    await callsGoOut();
    expect(calls).toEqual(['profile']);
    answerProfile();
    expect((await answers).registry).toEqual([{ name: 'areas of c1' }]);
    expect(calls).toEqual(['profile', 'details c1', 'flags c1', 'registry c1']);
  });
});
