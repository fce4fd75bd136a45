import {
  Banner,
  Button,
  EmptyState,
  LoadProblem,
  loadFailed,
  PageHeader,
  Skeleton,
  selectCommunity,
  selectCommunityId,
  selectRole,
  strings,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  type Invite,
  useAcceptInviteMutation,
  useDeclineInviteMutation,
  useEventListQuery,
  useMyInvitesQuery,
} from '../api/eventsApi';
import { EventItems } from '../components/EventSummary';
import { EventTabs } from '../components/EventTabs';
import { actionMode } from '../lib/eventActions';
import { describeEventTime, eventTimeWriter } from '../lib/eventTime';
import { actionError } from './actionError';

const Item = styled.li`
  padding: ${tokens.space.md};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};

  h2 {
    margin: 0 0 ${tokens.space.xs};
    font-size: ${tokens.fontSizes.lg};
  }

  h2 a {
    color: ${tokens.colors.link};
  }

  p {
    margin: 0 0 ${tokens.space.xs};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.sm};
`;

interface InviteItemProps {
  invite: Invite;
  /** When the event happens, in words (the list's eventTimeWriter). */
  time: string;
  /** Staff demo (spec 6): answering shows the demo message and changes nothing. */
  demo?: boolean;
}

function InviteItem({ invite, time, demo = false }: InviteItemProps) {
  const event = invite.signup.eventInstance;
  const [accept, accepting] = useAcceptInviteMutation();
  const [decline, declining] = useDeclineInviteMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const answer = async (yes: boolean) => {
    setProblem(null);
    if (demo) {
      setNotice(strings.staffDemo);
      return;
    }
    const call = yes ? accept : decline;
    const result = await call({ inviteId: invite._id, eventId: event._id });
    if ('error' in result) {
      setProblem(
        actionError(result.error, yes ? strings.inviteAcceptFailed : strings.inviteDeclineFailed),
      );
    } else if (result.data.demo) {
      setNotice(result.data.message ?? strings.staffDemo);
    }
  };

  return (
    <Item>
      <h2>
        <Link to={`/events/details/${event._id}`}>{event.name}</Link>
      </h2>
      <p>{time}</p>
      <p>{`Invited by ${invite.signup.displayName}`}</p>
      {problem && <Banner severity="error">{problem}</Banner>}
      {notice && <Banner severity="info">{notice}</Banner>}
      <Actions>
        <Button busy={accepting.isLoading} onClick={() => answer(true)}>
          Accept
        </Button>
        <Button variant="secondary" busy={declining.isLoading} onClick={() => answer(false)}>
          Decline
        </Button>
      </Actions>
    </Item>
  );
}

/**
 * Staff demo (spec 6): staff receive no invites, so they see a sample one to the next event, as
 * a resident would see it. Accepting or declining it shows the demo message; nothing is sent.
 */
function SampleInvite({ communityId, timeZone }: { communityId: string; timeZone: string }) {
  const { data, isLoading } = useEventListQuery({
    communityId,
    page: 1,
    timeframe: 'Year',
    calendars: [],
    search: '',
  });
  const event = data?.events[0];
  if (isLoading) return <Skeleton lines={4} />;
  if (!event) {
    return (
      <EmptyState
        title="No invites for staff"
        message="Residents invite each other to events. Staff do not receive invites."
        action={<Link to="/events/all">See all events</Link>}
      />
    );
  }
  const sample: Invite = {
    _id: 'sample',
    status: 'Pending',
    signup: {
      _id: 'sample',
      displayName: 'a resident (sample)',
      user: { _id: 'sample', fullName: 'A resident' },
      event: { _id: event._id },
      eventInstance: event,
    },
  };
  return (
    <>
      <Banner severity="info" title="A sample invite">
        Staff do not receive invites. This is what a resident sees when a neighbour invites them.
      </Banner>
      <EventItems aria-label="Invites">
        <InviteItem invite={sample} time={describeEventTime(event, timeZone)} demo />
      </EventItems>
    </>
  );
}

/** /events/invites: the resident's pending invites, to accept or decline; a sample for staff. */
export function Invites() {
  const title = usePageTitle();
  const mode = actionMode(useSelector(selectRole));
  const communityId = useSelector(selectCommunityId);
  const timeZone = useSelector(selectCommunity)?.timezone.name ?? 'UTC';
  const { data, isLoading, isError, error, refetch } = useMyInvitesQuery(communityId ?? '', {
    skip: !communityId || mode !== 'act',
  });

  let body: React.ReactNode;
  if (mode === 'none') {
    body = (
      <EmptyState
        title="For residents and staff"
        message="Event invites are available to residents and staff."
        action={<Link to="/events/all">See all events</Link>}
      />
    );
  } else if (mode === 'demo') {
    body = communityId && <SampleInvite communityId={communityId} timeZone={timeZone} />;
  } else if (isLoading) {
    body = <Skeleton lines={4} />;
  } else if (loadFailed({ isError, data })) {
    body = <LoadProblem error={error} onRetry={refetch} />;
  } else if (!data || data.length === 0) {
    body = <EmptyState title="No invites" message="You have no invites waiting for an answer." />;
  } else {
    const writeTime = eventTimeWriter(timeZone);
    body = (
      <EventItems aria-label="Invites">
        {data.map((invite) => (
          <InviteItem
            key={invite._id}
            invite={invite}
            time={writeTime(invite.signup.eventInstance)}
          />
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
