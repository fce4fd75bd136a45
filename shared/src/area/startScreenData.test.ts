import { CACHE_LIFETIME_MS } from '@portal/contracts';
import { userApi } from '../api/userApi';
import { createPortalStore } from '../store/createPortalStore';
import { tokenLoaded } from '../store/sessionSlice';
import { mockApi, testUser } from '../testing/areaTesting';
import { startScreenData } from './startScreenData';

/*
 * Each area's start is also checked against its own endpoint (itStartsDataAsEveryLoader): it
 * is started by its route, asks again for data older than the lifetime, returns its request
 * and returns nothing once its data is kept.
 */

function signedInStore() {
  const store = createPortalStore();
  store.dispatch(tokenLoaded('token'));
  return store;
}

const details = userApi.endpoints.userDetails;

afterEach(() => jest.useRealTimers());

it('returns the request, which settles with the answer; once kept, asks again and returns nothing', async () => {
  const calls = mockApi({ userDetails: () => ({ data: { userDetails: testUser() } }) });
  const store = signedInStore();
  const answer = await startScreenData(store, details, 'c1');
  expect(answer).toEqual(expect.objectContaining({ data: testUser() }));
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  jest.setSystemTime(Date.now() + CACHE_LIFETIME_MS + 1000);
  expect(startScreenData(store, details, 'c1')).toBeUndefined();
  await jest.runOnlyPendingTimersAsync();
  expect(calls).toHaveLength(2);
});

it('holds the entry until `andThen` has settled with the answer, then lets it go', async () => {
  jest.useFakeTimers();
  mockApi({ userDetails: () => ({ data: { userDetails: testUser() } }) });
  const store = signedInStore();
  const kept = () => details.select('c1')(store.getState()).data;
  let finish = () => {};
  const andThen = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  await startScreenData(store, details, 'c1', andThen);
  expect(andThen).toHaveBeenCalledWith(expect.objectContaining({ data: testUser() }));
  // Unheld, an entry goes after the lifetime of loaded data.
  await jest.advanceTimersByTimeAsync(CACHE_LIFETIME_MS + 1000);
  expect(kept()).toEqual(testUser());
  finish();
  await jest.advanceTimersByTimeAsync(CACHE_LIFETIME_MS + 1000);
  expect(kept()).toBeUndefined();
});
