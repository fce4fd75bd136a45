import { loaderStore, selectCommunityId, selectUser, startScreenData } from '@portal/shared';
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
 * What's New's first page, asked for as the navigation begins (its route's `startData`);
 * returns the request unless its data is kept already (startScreenData).
 */
export function startWhatsNew(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState();
  const query =
    state && whatsNewArgs(selectCommunityId(state), selectUser(state)?.lastLogin, new Date());
  if (!store || !query) return undefined;
  return startScreenData(store, feedApi.endpoints.whatsNew, query, (answer) => {
    // A first page (the window since the last login) of at most PREFETCH_POSTS posts has its
    // end in the list, so the list asks for the next page as it first renders: asked for
    // here, it comes a render sooner (not when the navigation was called off).
    const first = answer.data?.pages;
    if (args.request.signal?.aborted) return;
    if (first?.length !== 1 || first[0].posts.length > PREFETCH_POSTS) return;
    const next = store.dispatch(
      feedApi.endpoints.whatsNew.initiate(query, { direction: 'forward' }),
    );
    return Promise.resolve(next).finally(() => next.unsubscribe());
  });
}
