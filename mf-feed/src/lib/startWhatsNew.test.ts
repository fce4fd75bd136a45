import { CACHE_LIFETIME_MS, routerContextOf, selectCommunityId } from '@portal/shared';
import { mockApi, storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { feedApi } from '../api/feedApi';
import { feedAnswer, samplePost } from '../testing/samplePosts';
import { startWhatsNew, whatsNewArgs } from './startWhatsNew';

const ANSWERS = {
  whatsNew: () => ({
    data: { community: { _id: 'c1', feed: feedAnswer([samplePost(1)], false, null) } },
  }),
};

const argsWith = (context: RouterContextProvider) =>
  ({ request: { url: 'http://localhost/library/new' }, params: {}, context }) as LoaderFunctionArgs;

it("asks for What's New's first page as the navigation begins, into the screen's cache entry", async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  await expect(startWhatsNew(argsWith(routerContextOf(store)()))).resolves.toBeNull();
  await waitFor(() => expect(calls.map((call) => call.operation)).toEqual(['WhatsNew']));
  const state = store.getState();
  const query = whatsNewArgs(selectCommunityId(state), testUser().lastLogin, new Date());
  if (!query) throw new Error('The test user has a community');
  // The screen's own subscription finds the page there: nothing is asked again.
  const screen = store.dispatch(feedApi.endpoints.whatsNew.initiate(query));
  expect((await screen).data?.pages).toHaveLength(1);
  screen.unsubscribe();
  expect(calls).toHaveLength(1);
});

it('asks again for a page older than the lifetime of loaded data (kept from the last visit)', async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  const loadPage = async () => {
    await startWhatsNew(argsWith(routerContextOf(store)()));
    await Promise.all(store.dispatch(feedApi.util.getRunningQueriesThunk()));
  };
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    await loadPage();
    await loadPage();
    expect(calls).toHaveLength(1);
    jest.setSystemTime(Date.now() + CACHE_LIFETIME_MS + 1000);
    await loadPage();
    expect(calls).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

it('asks for nothing under a router without the store', async () => {
  const calls = mockApi({});
  await expect(startWhatsNew(argsWith(new RouterContextProvider()))).resolves.toBeNull();
  expect(calls).toEqual([]);
});
