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
import { routes } from '../routes';
import { feedAnswer, samplePost } from '../testing/samplePosts';
import { PREFETCH_POSTS } from './feedPaging';
import { startWhatsNew, whatsNewArgs } from './startWhatsNew';

// A first page long enough that the list does not ask for the next one as it first shows.
const LONG_WINDOW = Array.from({ length: PREFETCH_POSTS + 1 }, (_, i) => samplePost(i + 1));
const ANSWERS = {
  whatsNew: () => ({
    data: { community: { _id: 'c1', feed: feedAnswer(LONG_WINDOW, false, null) } },
  }),
};

it("asks for What's New's first page as the navigation begins, into the screen's cache entry", async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  startWhatsNew(loaderArgs('/library/new', store));
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

/** What's New answering a first page of `firstPosts` posts, then one older page. */
function windowOf(firstPosts: number) {
  const first = Array.from({ length: firstPosts }, (_, i) => samplePost(i + 1));
  return {
    whatsNew: (variables: Record<string, unknown>) => {
      const page = variables.page as { after?: string | null } | undefined;
      const older = Boolean(page?.after);
      const feed = older
        ? feedAnswer([samplePost(100)], false, null, 2)
        : feedAnswer(first, false, 'after-window');
      return { data: { community: { _id: 'c1', feed } } };
    },
  };
}

async function pagesAfterLoader(firstPosts: number) {
  const calls = mockApi(windowOf(firstPosts));
  const store = await storeWith(testUser());
  startWhatsNew(loaderArgs('/library/new', store));
  const query = whatsNewArgs(selectCommunityId(store.getState()), testUser().lastLogin, new Date());
  if (!query) throw new Error('The test user has a community');
  return { calls, store, query };
}

it('asks for the next page too when the first one is short enough for the list to ask at once', async () => {
  const { calls, store, query } = await pagesAfterLoader(PREFETCH_POSTS);
  await waitFor(() => expect(calls).toHaveLength(2));
  expect((calls[1].variables.page as { after: string }).after).toBe('after-window');
  await waitFor(() =>
    expect(
      feedApi.endpoints.whatsNew.select(query)(store.getState() as never).data?.pages,
    ).toHaveLength(2),
  );
});

it('asks for the first page only when it is longer than that', async () => {
  const { calls, store, query } = await pagesAfterLoader(PREFETCH_POSTS + 1);
  await waitFor(() =>
    expect(feedApi.endpoints.whatsNew.select(query)(store.getState() as never).isSuccess).toBe(
      true,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toHaveLength(1);
});

itStartsDataAsEveryLoader(startWhatsNew, (store) => loaderArgs('/library/new', store), ANSWERS, {
  routes,
  path: 'new',
});
