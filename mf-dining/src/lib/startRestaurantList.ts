import { CACHE_LIFETIME_MS, loaderStore, selectCommunityId } from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { diningApi } from '../api/diningApi';

/**
 * The community's restaurants, asked for as the navigation begins (the restaurant list's
 * `startData`), rather than after its code has rendered; the screen reads the same cache entry.
 */
export function startRestaurantList(args: LoaderFunctionArgs): void {
  const store = loaderStore(args);
  const communityId = store && selectCommunityId(store.getState());
  if (store && communityId) {
    // Asked again when older than the portal's lifetime of loaded data, as the screen would:
    // the answers kept offline come back dated 0.
    const ifOlderThan = CACHE_LIFETIME_MS / 1000;
    store.dispatch(diningApi.util.prefetch('restaurants', communityId, { ifOlderThan }));
  }
}
