import { waitFor } from '@testing-library/react';
import { userApi } from '../api/userApi';
import { createPortalStore } from '../store/createPortalStore';
import { tokenLoaded } from '../store/sessionSlice';
import { communityThemeLoaded } from '../store/themeSlice';
import { mockApi, testUser } from '../testing/areaTesting';
import { defaultTheme } from '../theme/theme';
import {
  forgetOfflineData,
  keepOffline,
  keepOfflineData,
  OFFLINE_FORGET_WAIT_MS,
  OFFLINE_WRITE_DELAY_MS,
  type OfflineStorage,
  restoreOfflineData,
} from './offlineData';

function memoryStorage(): OfflineStorage & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>();
  return {
    kept,
    read: async (key) => kept.get(key),
    write: async (key, value) => void kept.set(key, value),
    clear: async () => kept.clear(),
  };
}

const flags = { communityCustomThemeFile: null };
const theme = { ...defaultTheme, name: 'Maple' };

async function signedInStore() {
  const store = createPortalStore();
  store.dispatch(tokenLoaded('token'));
  return store;
}

afterEach(() => jest.useRealTimers());

// The store tells its listeners of the API's answers at the next frame, then the write waits.
const afterWriteDelay = () => jest.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS + 100);

it('keeps the answers of kept endpoints and the theme, per person, a second after they change', async () => {
  jest.useFakeTimers();
  mockApi({ userDetails: () => ({ data: { userDetails: testUser() } }) }, { '/v3/flags': flags });
  const storage = memoryStorage();
  const store = await signedInStore();
  keepOfflineData(store, 'person-1', storage);
  await store.dispatch(userApi.endpoints.userDetails.initiate('c1'));
  store.dispatch(communityThemeLoaded(theme));
  expect(storage.kept.size).toBe(0);
  await afterWriteDelay();
  const record = storage.kept.get('person-1') as { queries: object; communityTheme: unknown };
  expect(Object.values(record.queries)).toEqual([
    expect.objectContaining({ endpointName: 'userDetails', originalArgs: 'c1', data: testUser() }),
  ]);
  expect(record.communityTheme).toEqual(theme);
});

it('leaves out the answers no area asked to keep', async () => {
  jest.useFakeTimers();
  const storage = memoryStorage();
  const store = await signedInStore();
  keepOfflineData(store, 'person-1', storage);
  const search = userApi.injectEndpoints({
    endpoints: (build) => ({
      offlineTestSearch: build.query<string, void>({ queryFn: () => ({ data: 'x' }) }),
    }),
  });
  await store.dispatch(search.endpoints.offlineTestSearch.initiate());
  await afterWriteDelay();
  expect((storage.kept.get('person-1') as { queries: object }).queries).toEqual({});
  keepOffline('offlineTestSearch');
  store.dispatch(communityThemeLoaded(theme));
  await afterWriteDelay();
  expect(Object.keys((storage.kept.get('person-1') as { queries: object }).queries)).toEqual([
    'offlineTestSearch(undefined)',
  ]);
});

it('shows the kept answers at once on the next start, and asks again when a screen opens them', async () => {
  jest.useFakeTimers();
  const storage = memoryStorage();
  const before = await signedInStore();
  keepOfflineData(before, 'person-1', storage);
  mockApi({ userDetails: () => ({ data: { userDetails: testUser({ fullName: 'Old Name' }) } }) });
  await before.dispatch(userApi.endpoints.userDetails.initiate('c1'));
  before.dispatch(communityThemeLoaded(theme));
  await afterWriteDelay();
  jest.useRealTimers();

  const calls = mockApi({
    userDetails: () => ({ data: { userDetails: testUser({ fullName: 'New Name' }) } }),
  });
  const store = await signedInStore();
  expect(await restoreOfflineData(store, 'person-1', storage)).toBe(true);
  const details = () => userApi.endpoints.userDetails.select('c1')(store.getState());
  expect(details().data?.fullName).toBe('Old Name');
  expect(store.getState().theme.communityTheme).toEqual(theme);
  expect(calls).toHaveLength(0);
  // A screen opening it (as the hooks do) finds it old and fetches it again.
  store.dispatch(userApi.endpoints.userDetails.initiate('c1', { forceRefetch: 7200 }));
  await waitFor(() => expect(details().data?.fullName).toBe('New Name'));
  expect(calls.map((call) => call.operation)).toEqual(['UserDetails']);
});

it('leaves what the start has asked for afresh, or has, as it is, and fills in the rest', async () => {
  const storage = memoryStorage();
  const kept = (endpointName: string, originalArgs: string, data: unknown) => ({
    status: 'fulfilled',
    endpointName,
    requestId: 'kept',
    originalArgs,
    data,
    startedTimeStamp: 1,
    fulfilledTimeStamp: 1,
  });
  storage.kept.set('person-1', {
    queries: {
      'userDetails("c1")': kept('userDetails', 'c1', testUser({ fullName: 'Old Name' })),
      'userDetails("c2")': kept('userDetails', 'c2', testUser({ fullName: 'Kept Name' })),
      'flags("c1")': kept('flags', 'c1', flags),
    },
    communityTheme: theme,
  });
  let answer: (value: unknown) => void = () => {};
  mockApi({
    userDetails: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  const store = await signedInStore();
  const asked = store.dispatch(userApi.endpoints.userDetails.initiate('c1'));
  expect(await restoreOfflineData(store, 'person-1', storage)).toBe(true);
  const details = (id: string) => userApi.endpoints.userDetails.select(id)(store.getState());
  // Still asked for: the kept answer does not take its place, and the fresh one lands.
  expect(details('c1').status).toBe('pending');
  answer({ data: { userDetails: testUser({ fullName: 'New Name' }) } });
  await asked;
  expect(details('c1').data?.fullName).toBe('New Name');
  expect(details('c2').data?.fullName).toBe('Kept Name');
  // Here: not replaced either.
  await restoreOfflineData(store, 'person-1', storage);
  expect(details('c1').data?.fullName).toBe('New Name');
});

it('leaves the theme out once the start has loaded the current one', async () => {
  const storage = memoryStorage();
  storage.kept.set('person-1', { queries: {}, communityTheme: theme });
  const store = await signedInStore();
  let loaded = true;
  await restoreOfflineData(store, 'person-1', storage, () => loaded);
  expect(store.getState().theme.communityTheme).toBeNull();
  loaded = false;
  await restoreOfflineData(store, 'person-1', storage, () => loaded);
  expect(store.getState().theme.communityTheme).toEqual(theme);
});

it('restores nothing for another person', async () => {
  const storage = memoryStorage();
  storage.kept.set('person-1', { queries: {}, communityTheme: null });
  const store = await signedInStore();
  expect(await restoreOfflineData(store, 'person-2', storage)).toBe(false);
  expect(store.getState().portalApi.queries).toEqual({});
});

it('forgets everything kept, and writes nothing back after that', async () => {
  jest.useFakeTimers();
  mockApi({ userDetails: () => ({ data: { userDetails: testUser() } }) });
  const storage = memoryStorage();
  const store = await signedInStore();
  keepOfflineData(store, 'person-1', storage);
  await store.dispatch(userApi.endpoints.userDetails.initiate('c1'));
  await afterWriteDelay();
  expect(storage.kept.size).toBe(1);
  // A change waiting to be written when the session ends.
  store.dispatch(communityThemeLoaded(theme));
  await forgetOfflineData(storage);
  await afterWriteDelay();
  expect(storage.kept.size).toBe(0);
});

it('does not hold up leaving when the browser does not answer', async () => {
  jest.useFakeTimers();
  const stuck: OfflineStorage = { ...memoryStorage(), clear: () => new Promise(() => {}) };
  let left = false;
  void forgetOfflineData(stuck).then(() => {
    left = true;
  });
  await jest.advanceTimersByTimeAsync(OFFLINE_FORGET_WAIT_MS - 1);
  expect(left).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(left).toBe(true);
});
