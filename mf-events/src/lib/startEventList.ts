import { loaderStore, type PortalState, selectCommunityId, startScreenData } from '@portal/shared';
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
 * `startData`); returns the request unless its data is kept already (startScreenData).
 */
export function startEventList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState() as PortalState | undefined;
  const query = state && eventListArgs(selectCommunityId(state), selectEventFilters(state));
  return store && query ? startScreenData(store, eventsApi.endpoints.eventList, query) : undefined;
}
