import { CACHE_LIFETIME_MS } from '@portal/contracts';
import { mockApi, storeWith, testUser } from '../testing/areaTesting';
import { portalApi } from './portalApi';

/** A list of some area, as any area injects it. */
const probeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    probeList: build.query<{ items: string[] }, string>({
      query: (communityId) => ({ path: `/probe?communityId=${communityId}` }),
    }),
  }),
});

describe('the 2 h lifetime of loaded data (spec 4)', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a list loaded less than 2 h ago from memory, and fetches it again after that', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const calls = mockApi({}, { '/probe': { items: ['a'] } });
    const store = await storeWith(testUser());
    const fetches = () => calls.filter((call) => call.url === '/probe').length;
    // One screen keeps the list open all along.
    const open = store.dispatch(probeApi.endpoints.probeList.initiate('c1'));
    await open;
    expect(fetches()).toBe(1);

    jest.setSystemTime(Date.now() + CACHE_LIFETIME_MS - 60_000);
    const early = store.dispatch(probeApi.endpoints.probeList.initiate('c1'));
    await early;
    expect(fetches()).toBe(1);
    early.unsubscribe();

    jest.setSystemTime(Date.now() + 120_000);
    const late = store.dispatch(probeApi.endpoints.probeList.initiate('c1'));
    await late;
    expect(fetches()).toBe(2);
    late.unsubscribe();
    open.unsubscribe();
  });
});
