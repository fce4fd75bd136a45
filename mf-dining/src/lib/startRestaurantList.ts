import { CACHE_LIFETIME_MS, loaderStore, screenCode, selectCommunityId } from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { diningApi } from '../api/diningApi';

/** The restaurant list, its code loaded once (its route and its loader share it). */
export const restaurantListCode = screenCode(
  async () => (await import('../screens/RestaurantList/RestaurantList')).default,
);

/**
 * The loader of the restaurant list (platform 1.7): the community's restaurants are asked for,
 * and the screen's code fetched, as the navigation begins, rather than the list after the code
 * has rendered. The navigation waits for the code only; the screen reads the same cache entry.
 */
export async function startRestaurantList(args: LoaderFunctionArgs): Promise<null> {
  const store = loaderStore(args);
  const communityId = store && selectCommunityId(store.getState());
  if (store && communityId) {
    // Asked again when older than the portal's lifetime of loaded data, as the screen would:
    // the answers kept offline come back dated 0.
    const ifOlderThan = CACHE_LIFETIME_MS / 1000;
    store.dispatch(diningApi.util.prefetch('restaurants', communityId, { ifOlderThan }));
  }
  await restaurantListCode.load();
  return null;
}
