import { selectCommunity, WELLNESS_PATHS } from '@portal/shared';
import { loaderArgs, storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { mockWellnessService } from '../testing';
import { periodOf, valuesRange } from './progress';
import { startWellnessData } from './startWellnessData';
import { communityToday } from './useCommunityToday';

it('asks for the account and the values of the range shown as the navigation begins', async () => {
  const calls = mockWellnessService({ [WELLNESS_PATHS.dailyValues]: { data: [] } });
  const store = await storeWith(testUser());
  expect(startWellnessData(loaderArgs('/wellness/progress?range=month', store))).toBe(null);
  await waitFor(() => expect(calls).toHaveLength(3));
  const range = valuesRange(periodOf('month'), communityToday(selectCommunity(store.getState())));
  const asked = (global.fetch as jest.Mock).mock.calls
    .map(([input]) => new URL(String(input)))
    .find((url) => url.pathname === WELLNESS_PATHS.dailyValues);
  expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual(range);
});

it('asks for the account only on the other pages, and nothing under a router without the store', async () => {
  const calls = mockWellnessService();
  startWellnessData(loaderArgs('/wellness/devices'));
  const store = await storeWith(testUser());
  startWellnessData(loaderArgs('/wellness/devices', store));
  await waitFor(() =>
    expect(calls.map((call) => call.url)).toEqual([WELLNESS_PATHS.login, WELLNESS_PATHS.account]),
  );
});
