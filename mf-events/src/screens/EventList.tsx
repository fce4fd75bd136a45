import {
  Button,
  EmptyState,
  EVENT_PAGE_SIZE,
  LoadProblem,
  loadFailed,
  PageHeader,
  Skeleton,
  selectCommunity,
  selectCommunityId,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { useEventListQuery } from '../api/eventsApi';
import { EventFilters } from '../components/EventFilters';
import { EventItems, EventSummary } from '../components/EventSummary';
import { EventTabs } from '../components/EventTabs';
import { applyPriceFilter } from '../lib/eventFilters';
import { eventTimeWriter } from '../lib/eventTime';
import { eventListArgs } from '../lib/startEventList';
import { filtersCleared, pageChosen, selectEventFilters } from '../state/eventsSlice';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};
`;

/** /events/all: the community's published events, 25 a page, with the filters of spec 9. */
export function EventList() {
  const title = usePageTitle();
  const dispatch = useDispatch();
  const communityId = useSelector(selectCommunityId);
  const timeZone = useSelector(selectCommunity)?.timezone.name ?? 'UTC';
  const filters = useSelector(selectEventFilters);
  const { data, isLoading, isFetching, isError, error, refetch } = useEventListQuery(
    eventListArgs(communityId, filters) ?? skipToken,
  );
  const events = data ? applyPriceFilter(data.events, filters.price) : [];
  const pages = data ? Math.max(1, Math.ceil(data.pageInfo.total / EVENT_PAGE_SIZE)) : 1;
  const writeTime = eventTimeWriter(timeZone);

  return (
    <>
      <PageHeader title={title} />
      <EventTabs />
      <EventFilters calendars={data?.calendars ?? []} />
      <div aria-live="polite" aria-busy={isFetching}>
        {isLoading ? (
          <Skeleton lines={6} />
        ) : loadFailed({ isError, data }) ? (
          <LoadProblem error={error} onRetry={refetch} />
        ) : events.length === 0 ? (
          <EmptyState
            title="No events found"
            message="No events match these filters. Try another time, price or calendar."
            action={
              <Button variant="secondary" onClick={() => dispatch(filtersCleared())}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EventItems aria-label="Events">
            {events.map((event) => (
              <EventSummary key={event._id} event={event} time={writeTime(event)} />
            ))}
          </EventItems>
        )}
      </div>
      {data && pages > 1 && (
        <Pager aria-label="Pages of events">
          <Button
            variant="secondary"
            disabled={filters.page <= 1}
            onClick={() => dispatch(pageChosen(filters.page - 1))}
          >
            Previous page
          </Button>
          <span>{`Page ${filters.page} of ${pages}`}</span>
          <Button
            variant="secondary"
            disabled={!data.pageInfo.hasNextPage}
            onClick={() => dispatch(pageChosen(filters.page + 1))}
          >
            Next page
          </Button>
        </Pager>
      )}
    </>
  );
}
