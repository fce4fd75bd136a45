import { CACHE_LIFETIME_MS, loaderStore, selectCommunityId } from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { diningApi } from '../api/diningApi';

/**
 * The community's restaurants, asked for as the navigation begins (the restaurant list's
 * `startData`), rather than after its code has rendered; the screen reads the same cache entry.
 * Returns the request, which the navigation waits for (screenRoute), unless its data is kept
 * already.
 */
export function startRestaurantList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const communityId = store && selectCommunityId(store.getState());
  if (!store || !communityId) return undefined;
  // What is kept already (from the last visit, or older than the lifetime of loaded data)
  // shows at once while it is asked for again: the navigation waits only for what is not.
  const kept = diningApi.endpoints.restaurants.select(communityId);
  // The root state knows the tag types the area added only by the area's own declaration.
  const cached = kept(store.getState() as Parameters<typeof kept>[0]).data !== undefined;
  // Asked again when older than the portal's lifetime of loaded data, as the screen would:
  // the answers kept offline come back dated 0.
  const request = store.dispatch(
    diningApi.endpoints.restaurants.initiate(communityId, {
      forceRefetch: CACHE_LIFETIME_MS / 1000,
    }),
  );
  // Held until the list is in; the screen's own subscription keeps it after that.
  const answered = Promise.resolve(request).finally(() => request.unsubscribe());
  return cached ? undefined : answered;
}
