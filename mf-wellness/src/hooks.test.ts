import { WELLNESS_PATHS } from '@portal/shared';
import { storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { wellnessApi } from './api/wellnessApi';
import { hooks } from './hooks';
import { mockWellnessService, setUpAccount } from './testing';

it('reloads the wellness info on resume (spec 2)', async () => {
  const calls = mockWellnessService();
  const store = await storeWith(testUser());
  store.dispatch(wellnessApi.endpoints.wellnessAccount.initiate());
  const accountCalls = () => calls.filter((call) => call.url === WELLNESS_PATHS.account).length;
  await waitFor(() => expect(accountCalls()).toBe(1));
  hooks.resume?.(store);
  await waitFor(() => expect(accountCalls()).toBe(2));
});

it('asks for the wellness token and account at startup, so the first visit has them', async () => {
  const calls = mockWellnessService();
  const store = await storeWith(testUser());
  hooks.startup?.(store);
  await waitFor(() =>
    expect(wellnessApi.endpoints.wellnessAccount.select()(store.getState() as never).data).toEqual(
      setUpAccount,
    ),
  );
  expect(calls.map((call) => call.url)).toEqual([WELLNESS_PATHS.login, WELLNESS_PATHS.account]);
  // The page's own query is answered from the cache.
  await store.dispatch(wellnessApi.endpoints.wellnessAccount.initiate());
  expect(calls).toHaveLength(2);
});
