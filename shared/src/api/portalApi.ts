import { CACHE_LIFETIME_MS } from '@portal/contracts';
import { createApi } from '@reduxjs/toolkit/query/react';
import { offlineDataRestored } from '../offline/offlineRestored';
import { portalBaseQuery } from './portalBaseQuery';

/**
 * The one API of the portal. It starts empty: the shell and each area inject their
 * endpoints (`portalApi.injectEndpoints`) when their module loads.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  tagTypes: ['User', 'Flags'],
  // Spec 4: loaded data (feed, events, chat list, directory, dining, forms, notifications)
  // counts as loaded for 2 h: kept that long unused, and fetched again when a screen opens
  // after that.
  keepUnusedDataFor: CACHE_LIFETIME_MS / 1000,
  refetchOnMountOrArgChange: CACHE_LIFETIME_MS / 1000,
  endpoints: () => ({}),
  // Offline data (spec 4): answers kept from the last visit come back into the cache.
  extractRehydrationInfo: (action, { reducerPath }) =>
    offlineDataRestored.match(action) && reducerPath === 'portalApi'
      ? {
          queries: action.payload as never,
          mutations: {},
          // The kept answers provide no tags until they are fetched again.
          provided: { tags: {}, keys: {} } as never,
          subscriptions: {},
          config: {} as never,
        }
      : undefined,
});
