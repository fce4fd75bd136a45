import {
  EmptyState,
  LoadProblem,
  loadFailed,
  PageHeader,
  Skeleton,
  selectCommunity,
  selectCommunityId,
  selectRole,
  usePageTitle,
} from '@portal/shared';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useMyEventsQuery } from '../api/eventsApi';
import { EventItems, EventSummary } from '../components/EventSummary';
import { EventTabs } from '../components/EventTabs';
import { actionMode } from '../lib/eventActions';
import { eventTimeWriter } from '../lib/eventTime';

/** /events/signups: the resident's sign-ups over a year, waitlisted and started ones included. */
export function MyEvents() {
  const title = usePageTitle();
  const role = useSelector(selectRole);
  const mode = actionMode(role);
  const communityId = useSelector(selectCommunityId);
  const timeZone = useSelector(selectCommunity)?.timezone.name ?? 'UTC';
  // Spec 4: staff and family do not load sign-ups.
  const { data, isLoading, isError, error, refetch } = useMyEventsQuery(communityId ?? '', {
    skip: !communityId || mode !== 'act',
  });

  let body: React.ReactNode;
  if (mode === 'none') {
    body = (
      <EmptyState
        title="For residents and staff"
        message="Signing up for events is available to residents and staff."
        action={<Link to="/events/all">See all events</Link>}
      />
    );
  } else if (mode === 'demo') {
    body = (
      <EmptyState
        title="No sign-ups for staff"
        message="Staff do not sign up for events. Open any event to try signing up in demo mode: nothing will change."
        action={<Link to="/events/all">See all events</Link>}
      />
    );
  } else if (isLoading) {
    body = <Skeleton lines={6} />;
  } else if (loadFailed({ isError, data })) {
    body = <LoadProblem error={error} onRetry={refetch} />;
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState
        title="No sign-ups yet"
        message="Events you sign up for, or wait for a spot on, show here."
        action={<Link to="/events/all">See all events</Link>}
      />
    );
  } else {
    const writeTime = eventTimeWriter(timeZone);
    body = (
      <EventItems aria-label="My events">
        {data.map((event) => (
          <EventSummary key={event._id} event={event} time={writeTime(event)} />
        ))}
      </EventItems>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      <EventTabs />
      {body}
    </>
  );
}
