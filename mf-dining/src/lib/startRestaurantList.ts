import { loaderStore, selectCommunityId, startScreenData } from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { diningApi } from '../api/diningApi';

/**
 * The community's restaurants, asked for as the navigation begins (the restaurant list's
 * `startData`); returns the request unless its data is kept already (startScreenData).
 */
export function startRestaurantList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const communityId = store && selectCommunityId(store.getState());
  return store && communityId
    ? startScreenData(store, diningApi.endpoints.restaurants, communityId)
    : undefined;
}
