import { CACHE_LIFETIME_MS, loaderStore, selectCommunityId, selectUser } from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { feedApi, type WhatsNewArgs } from '../api/feedApi';
import { PREFETCH_POSTS } from './feedPaging';
import { feedWindowStart, type LastLogin } from './feedWindow';

/** What's New's query: the community's posts since the last login (a day boundary, spec 4). */
export function whatsNewArgs(
  communityId: string | null | undefined,
  lastLogin: LastLogin | undefined,
  now: Date,
): WhatsNewArgs | null {
  return communityId ? { communityId, from: feedWindowStart(lastLogin, now).toISOString() } : null;
}

/**
 * What's New's first data, asked for as the navigation begins (its route's `startData`), rather
 * than after its code has rendered; the screen reads the same cache entry. Returns the first
 * page's request, which the navigation waits for (screenRoute), unless its data is kept
 * already.
 */
export function startWhatsNew(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState();
  const query =
    state && whatsNewArgs(selectCommunityId(state), selectUser(state)?.lastLogin, new Date());
  if (!store || !query) return undefined;
  // What is kept already (from the last visit, or older than the lifetime of loaded data)
  // shows at once while it is asked for again: the navigation waits only for what is not.
  const kept = feedApi.endpoints.whatsNew.select(query);
  // The root state knows the tag types the area added only by the area's own declaration.
  const cached = kept(store.getState() as Parameters<typeof kept>[0]).data !== undefined;
  // Asked again when older than the portal's lifetime of loaded data, as the screen would:
  // the answers kept offline come back dated 0. (An infinite query has no util.prefetch.)
  const request = store.dispatch(
    feedApi.endpoints.whatsNew.initiate(query, { forceRefetch: CACHE_LIFETIME_MS / 1000 }),
  );
  const firstPage = Promise.resolve(request);
  // Held until its pages are in; the screen's own subscription keeps them after that.
  void firstPage
    .then((answer) => {
      // A first page (the window since the last login) of at most PREFETCH_POSTS posts has
      // its end in the list, so the list asks for the next page as it first renders: asked
      // for here, it comes a render sooner (not when the navigation was called off).
      const first = answer.data?.pages;
      if (args.request.signal?.aborted) return;
      if (first?.length !== 1 || first[0].posts.length > PREFETCH_POSTS) return;
      const next = store.dispatch(
        feedApi.endpoints.whatsNew.initiate(query, { direction: 'forward' }),
      );
      return Promise.resolve(next).finally(() => next.unsubscribe());
    })
    .finally(() => request.unsubscribe());
  return cached ? undefined : firstPage;
}
