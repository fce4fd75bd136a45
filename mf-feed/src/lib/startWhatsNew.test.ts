import { selectCommunityId } from '@portal/shared';
import {
  itStartsDataAsEveryLoader,
  loaderArgs,
  mockApi,
  storeWith,
  testUser,
} from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { feedApi } from '../api/feedApi';
import { feedAnswer, samplePost } from '../testing/samplePosts';
import { startWhatsNew, whatsNewArgs } from './startWhatsNew';

const ANSWERS = {
  whatsNew: () => ({
    data: { community: { _id: 'c1', feed: feedAnswer([samplePost(1)], false, null) } },
  }),
};

it("asks for What's New's first page as the navigation begins, into the screen's cache entry", async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  await expect(startWhatsNew(loaderArgs('/library/new', store))).resolves.toBeNull();
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

itStartsDataAsEveryLoader(startWhatsNew, (store) => loaderArgs('/library/new', store), ANSWERS);
