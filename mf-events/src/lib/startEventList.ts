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
 * the request, which the navigation waits for (screenRoute), unless its data is kept already.
 */
export function startEventList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState() as PortalState | undefined;
  const query = state && eventListArgs(selectCommunityId(state), selectEventFilters(state));
  if (!store || !query) return undefined;
  // What is kept already (from the last visit, or older than the lifetime of loaded data)
  // shows at once while it is asked for again: the navigation waits only for what is not.
  const kept = eventsApi.endpoints.eventList.select(query);
  // The root state knows the tag types the area added only by the area's own declaration.
  const cached = kept(store.getState() as Parameters<typeof kept>[0]).data !== undefined;
  // Asked again when older than the portal's lifetime of loaded data, as the screen would:
  // the answers kept offline come back dated 0.
  const request = store.dispatch(
    eventsApi.endpoints.eventList.initiate(query, { forceRefetch: CACHE_LIFETIME_MS / 1000 }),
  );
  // Held until the page is in; the screen's own subscription keeps it after that.
  const answered = Promise.resolve(request).finally(() => request.unsubscribe());
  return cached ? undefined : answered;
}
