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
 * `startData`), not after its code has rendered; the screen reads the same cache entry.
 */
export function startEventList(args: LoaderFunctionArgs): void {
  const store = loaderStore(args);
  const state = store?.getState() as PortalState | undefined;
  const query = state && eventListArgs(selectCommunityId(state), selectEventFilters(state));
  // Asked again when older than the portal's lifetime of loaded data, as the screen would:
  // the answers kept offline come back dated 0.
  const ifOlderThan = CACHE_LIFETIME_MS / 1000;
  if (store && query) store.dispatch(eventsApi.util.prefetch('eventList', query, { ifOlderThan }));
}
