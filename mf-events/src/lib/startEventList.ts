import {
  CACHE_LIFETIME_MS,
  loaderStore,
  type PortalState,
  selectCommunityId,
} from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { type EventListArgs, eventsApi } from '../api/eventsApi';
import { type EventsFilterState, selectEventFilters } from '../state/eventsSlice';

/** The event list's query: the community's page of events under the filters chosen. */
export function eventListArgs(
  communityId: string | null | undefined,
  filters: EventsFilterState,
): EventListArgs | null {
  if (!communityId) return null;
  const { page, timeframe, calendars, search } = filters;
  return { communityId, page, timeframe, calendars, search };
}

/**
 * The event list's page of events, asked for as the navigation begins (its route's
 * `startData`), not after its code has rendered; the screen reads the same cache entry. Returns
 * the request, which the navigation waits for (screenRoute).
 */
export function startEventList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState() as PortalState | undefined;
  const query = state && eventListArgs(selectCommunityId(state), selectEventFilters(state));
  if (!store || !query) return undefined;
  // Asked again when older than the portal's lifetime of loaded data, as the screen would:
  // the answers kept offline come back dated 0.
  const request = store.dispatch(
    eventsApi.endpoints.eventList.initiate(query, { forceRefetch: CACHE_LIFETIME_MS / 1000 }),
  );
  // Held until the page is in; the screen's own subscription keeps it after that.
  return Promise.resolve(request).finally(() => request.unsubscribe());
}
