import { routerContextOf, selectCommunityId } from '@portal/shared';
import { mockApi, storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { feedApi } from '../api/feedApi';
import { feedAnswer, samplePost } from '../testing/samplePosts';
import { startWhatsNew, whatsNewArgs } from './startWhatsNew';

const argsWith = (context: RouterContextProvider) =>
  ({ request: { url: 'http://localhost/library/new' }, params: {}, context }) as LoaderFunctionArgs;

it("asks for What's New's first page as the navigation begins, into the screen's cache entry", async () => {
  const calls = mockApi({
    whatsNew: () => ({
      data: { community: { _id: 'c1', feed: feedAnswer([samplePost(1)], false, null) } },
    }),
  });
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

it('asks for nothing under a router without the store', async () => {
  const calls = mockApi({});
  await expect(startWhatsNew(argsWith(new RouterContextProvider()))).resolves.toBeNull();
  expect(calls).toEqual([]);
});
