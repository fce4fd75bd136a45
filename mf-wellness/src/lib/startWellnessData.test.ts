import { routerContextOf, selectCommunity, WELLNESS_PATHS } from '@portal/shared';
import { storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { mockWellnessService } from '../testing';
import { periodOf, valuesRange } from './progress';
import { startWellnessData } from './startWellnessData';
import { communityToday } from './useCommunityToday';

const argsFor = (path: string, context: RouterContextProvider) =>
  ({ request: { url: `http://localhost${path}` }, params: {}, context }) as LoaderFunctionArgs;

it('asks for the account and the values of the range shown as the navigation begins', async () => {
  const calls = mockWellnessService({ [WELLNESS_PATHS.dailyValues]: { data: [] } });
  const store = await storeWith(testUser());
  expect(
    startWellnessData(argsFor('/wellness/progress?range=month', routerContextOf(store)())),
  ).toBe(null);
  await waitFor(() => expect(calls).toHaveLength(3));
  const range = valuesRange(periodOf('month'), communityToday(selectCommunity(store.getState())));
  const asked = (global.fetch as jest.Mock).mock.calls
    .map(([input]) => new URL(String(input)))
    .find((url) => url.pathname === WELLNESS_PATHS.dailyValues);
  expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual(range);
});

it('asks for the account only on the other pages, and nothing under a router without the store', async () => {
  const calls = mockWellnessService();
  startWellnessData(argsFor('/wellness/devices', new RouterContextProvider()));
  const store = await storeWith(testUser());
  startWellnessData(argsFor('/wellness/devices', routerContextOf(store)()));
  await waitFor(() =>
    expect(calls.map((call) => call.url)).toEqual([WELLNESS_PATHS.login, WELLNESS_PATHS.account]),
  );
});
