import {
  Banner,
  Button,
  Dialog,
  EmptyState,
  LoadProblem,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectRole,
  selectUser,
  strings,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  type ActionAnswer,
  type InviteAnswer,
  type PortalEvent,
  type SignupAnswer,
  useAcceptInviteMutation,
  useAttendMutation,
  useDeclineInviteMutation,
  useEventDetailsQuery,
  useModifyCommentMutation,
  useWithdrawMutation,
} from '../api/eventsApi';
import { CommentEditor } from '../components/CommentEditor';
import { type InviteAbility, type SignupChoice, SignupDialog } from '../components/SignupDialog';
import {
  type ActionMode,
  actionMode,
  listOfNames,
  primaryAction,
  spotsText,
} from '../lib/eventActions';
import { describeEventTime } from '../lib/eventTime';
import { actionError } from './actionError';

const EventName = styled.h2`
  font-size: ${tokens.fontSizes.xl};
  margin: 0 0 ${tokens.space.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin: 0 0 ${tokens.space.lg};

  dt {
    font-weight: ${tokens.fontWeights.bold};
  }

  dd {
    margin: 0;
  }

  ${tokens.media.compact} {
    grid-template-columns: 1fr;

    dd {
      margin-bottom: ${tokens.space.sm};
    }
  }
`;

const Section = styled.section`
  margin-top: ${tokens.space.lg};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};

  h2 {
    font-size: ${tokens.fontSizes.lg};
    margin: 0 0 ${tokens.space.sm};
  }

  p {
    margin: 0 0 ${tokens.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

interface Notice {
  kind: 'info' | 'success';
  text: string;
}

function EventFacts({ event }: { event: PortalEvent }) {
  return (
    <>
      <EventName>{event.name}</EventName>
      <Facts>
        <dt>When</dt>
        <dd>{describeEventTime(event, event.timezone)}</dd>
        {event.location && (
          <>
            <dt>Where</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {event.virtualEventDestinations.length > 0 && (
          <>
            <dt>Join from</dt>
            <dd>{event.virtualEventDestinations.map((d) => d.name).join('; ')}</dd>
          </>
        )}
        <dt>Price</dt>
        <dd>{event.costsMoney ? 'Costs money' : 'Free'}</dd>
        <dt>Spots</dt>
        <dd>
          {spotsText(event)}
          {event.waitlistCount > 0 ? `, ${event.waitlistCount} waiting` : ''}
        </dd>
        {event.calendars.length > 0 && (
          <>
            <dt>Calendar</dt>
            <dd>{event.calendars.map((c) => c.name).join(', ')}</dd>
          </>
        )}
      </Facts>
      {event.description && <p>{event.description}</p>}
      {event.url && (
        <p>
          <a href={event.url} target="_blank" rel="noreferrer">
            {event.urlDetails ?? 'More information'}
          </a>
        </p>
      )}
    </>
  );
}

/** The actions of spec 6 for Resident (and Staff, in demo mode). */
function EventActions({
  event,
  mode,
  onNotice,
}: {
  event: PortalEvent;
  mode: ActionMode;
  onNotice: (notice: Notice) => void;
}) {
  const user = useSelector(selectUser);
  const userId = user?._id ?? '';
  const invite: InviteAbility =
    mode !== 'act' ? 'no' : user?.hiddenFields.includes('profile') ? 'hiddenProfile' : 'yes';
  const [attend, attending] = useAttendMutation();
  const [withdraw, withdrawing] = useWithdrawMutation();
  const [accept, accepting] = useAcceptInviteMutation();
  const [decline, declining] = useDeclineInviteMutation();
  const [modifyComment, modifying] = useModifyCommentMutation();
  const [signupOpen, setSignupOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signupProblem, setSignupProblem] = useState<string | null>(null);
  const [commentProblem, setCommentProblem] = useState<string | null>(null);

  /** Runs one action; true when it went through (a staff demo counts). */
  const run = async <Answer extends ActionAnswer>(
    call: () => Promise<{ data: Answer } | { error: unknown }>,
    failed: string,
    setFailure: (message: string | null) => void,
    success: (answer: Answer) => string,
  ): Promise<boolean> => {
    setFailure(null);
    const result = await call();
    if ('error' in result) {
      setFailure(actionError(result.error, failed));
      return false;
    }
    if (result.data.demo)
      onNotice({ kind: 'info', text: result.data.message ?? strings.staffDemo });
    else onNotice({ kind: 'success', text: success(result.data) });
    return true;
  };

  const signUp = async (choice: SignupChoice) => {
    const done = await run(
      () =>
        attend({
          eventId: event._id,
          userId,
          guests: choice.guestName ? [{ guestName: choice.guestName }] : [],
          comments: choice.comments,
          invitees: choice.invitees.map((person) => person._id),
        }),
      strings.eventRsvpFailed,
      setSignupProblem,
      (answer: SignupAnswer) => {
        const signedUp =
          answer.status === 'Waitlisted'
            ? `${strings.eventFull} You are on the waitlist.`
            : choice.guestName
              ? `You and ${choice.guestName} are signed up.`
              : 'You are signed up.';
        const invited = choice.invitees.map((person) => person.fullName);
        return invited.length > 0
          ? `${signedUp} Invites sent to ${listOfNames(invited)}.`
          : signedUp;
      },
    );
    if (done) setSignupOpen(false);
  };

  const joinWaitlist = () =>
    run(
      () => attend({ eventId: event._id, userId, guests: [], comments: null }),
      strings.eventRsvpFailed,
      setProblem,
      (answer: SignupAnswer) =>
        answer.status === 'Attending'
          ? 'A spot opened: you are signed up.'
          : 'You are on the waitlist.',
    );

  const withdrawRsvp = async (rsvpId: string, what: string) => {
    const done = await run(
      () => withdraw({ eventId: event._id, rsvpId }),
      strings.eventWithdrawFailed,
      setProblem,
      () => what,
    );
    if (done) setWithdrawOpen(false);
  };

  const answerInvite = (yes: boolean) => {
    const inviteId = event.invite?._id ?? '';
    return run(
      () => (yes ? accept : decline)({ inviteId, eventId: event._id }),
      yes ? strings.inviteAcceptFailed : strings.inviteDeclineFailed,
      setProblem,
      (answer: InviteAnswer) =>
        yes
          ? answer.status === 'Accepted'
            ? 'You accepted the invite.'
            : 'Invite accepted.'
          : 'You declined the invite.',
    );
  };

  const saveComment = (comment: string) =>
    run(
      () => modifyComment({ rsvpId: event.rsvp?._id ?? '', eventId: event._id, comment }),
      strings.commentsSaveFailed,
      setCommentProblem,
      () => 'Your comment is saved.',
    );

  const action = primaryAction(event);
  const guest = event.guestRsvp;
  const guestBlocksWithdrawal = guest !== null && !guest.canWithdraw;

  return (
    <Section aria-labelledby="event-actions-heading">
      <h2 id="event-actions-heading">
        {mode === 'demo' ? 'Sign-up (demo for staff)' : 'Your sign-up'}
      </h2>
      {problem && <Banner severity="error">{problem}</Banner>}
      {event.invite && (
        <>
          <p>
            {event.invite.signup
              ? `${event.invite.signup.displayName} invited you to this event.`
              : 'You are invited to this event.'}
          </p>
          <Actions>
            <Button busy={accepting.isLoading} onClick={() => answerInvite(true)}>
              Accept invite
            </Button>
            <Button
              variant="secondary"
              busy={declining.isLoading}
              onClick={() => answerInvite(false)}
            >
              Decline invite
            </Button>
          </Actions>
        </>
      )}
      {action === 'ended' && <p>This event has ended.</p>}
      {action === 'attend' && !event.invite && (
        <Actions>
          <Button
            onClick={() => {
              setSignupProblem(null);
              setSignupOpen(true);
            }}
          >
            Sign up
          </Button>
        </Actions>
      )}
      {action === 'waitlist' && !event.invite && (
        <>
          <p>{strings.eventFull}</p>
          <Actions>
            <Button busy={attending.isLoading} onClick={joinWaitlist}>
              Join waitlist
            </Button>
          </Actions>
        </>
      )}
      {action === 'waitlisted' && event.rsvp && (
        <>
          <p>You are on the waitlist. We will save you a spot if one opens.</p>
          <Actions>
            <Button
              variant="secondary"
              busy={withdrawing.isLoading}
              onClick={() => event.rsvp && withdrawRsvp(event.rsvp._id, 'You left the waitlist.')}
            >
              Leave waitlist
            </Button>
          </Actions>
        </>
      )}
      {action === 'signedUp' && event.rsvp && (
        <>
          <p>You are signed up.</p>
          {guest && (
            <p>
              {`Your guest: ${guest.guestName ?? ''}${guest.status === 'Waitlisted' ? ' (on the waitlist)' : ''}.`}
              {guestBlocksWithdrawal && ` ${strings.guestWithdrawContactStaff}`}
            </p>
          )}
          <Actions>
            {guest?.canWithdraw && (
              <Button
                variant="secondary"
                busy={withdrawing.isLoading}
                onClick={() => withdrawRsvp(guest._id, 'Your guest is withdrawn.')}
              >
                Withdraw guest
              </Button>
            )}
            <Button variant="danger" onClick={() => setWithdrawOpen(true)}>
              Withdraw
            </Button>
          </Actions>
          {event.commentPrompt && (
            <CommentEditor
              prompt={event.commentPrompt}
              saved={event.rsvp.comments}
              busy={modifying.isLoading}
              problem={commentProblem}
              onSave={saveComment}
            />
          )}
        </>
      )}
      <SignupDialog
        key={event._id}
        event={event}
        open={signupOpen}
        busy={attending.isLoading}
        problem={signupProblem}
        invite={invite}
        onClose={() => setSignupOpen(false)}
        onSubmit={signUp}
      />
      <Dialog
        open={withdrawOpen}
        onClose={() => setWithdrawOpen(false)}
        title="Withdraw from this event?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setWithdrawOpen(false)}>
              {guestBlocksWithdrawal ? 'Close' : 'Keep my spot'}
            </Button>
            {!guestBlocksWithdrawal && event.rsvp && (
              <Button
                variant="danger"
                busy={withdrawing.isLoading}
                onClick={() =>
                  event.rsvp && withdrawRsvp(event.rsvp._id, 'You are withdrawn from this event.')
                }
              >
                Withdraw
              </Button>
            )}
          </>
        }
      >
        {guestBlocksWithdrawal ? (
          <p>{strings.guestWithdrawContactStaff}</p>
        ) : (
          <p>
            {guest
              ? `You and your guest ${guest.guestName ?? ''} will no longer be signed up for ${event.name}.`
              : `You will no longer be signed up for ${event.name}.`}
          </p>
        )}
        {problem && withdrawOpen && <Banner severity="error">{problem}</Banner>}
      </Dialog>
    </Section>
  );
}

/** /events/details/{id}: the event, and what the viewer can do about it. */
export function EventDetails() {
  const title = usePageTitle();
  const { id = '' } = useParams();
  const mode = actionMode(useSelector(selectRole));
  const communityId = useSelector(selectCommunityId);
  const {
    data: event,
    isLoading,
    error,
    refetch,
  } = useEventDetailsQuery(communityId ? { communityId, eventId: id } : skipToken);
  const [notice, setNotice] = useState<Notice | null>(null);
  const notFound = (error as { code?: string } | undefined)?.code === 'NOT_FOUND';

  return (
    <>
      <PageHeader title={title} />
      <div aria-live="polite">
        {notice && <Banner severity={notice.kind}>{notice.text}</Banner>}
      </div>
      {isLoading ? (
        <Skeleton lines={8} />
      ) : notFound ? (
        <EmptyState
          title="Event not found"
          message="This event could not be found. It may have been cancelled."
          action={<Link to="/events/all">See all events</Link>}
        />
      ) : !event ? (
        <LoadProblem error={error} onRetry={refetch} />
      ) : (
        <>
          <EventFacts event={event} />
          {mode !== 'none' && <EventActions event={event} mode={mode} onNotice={setNotice} />}
        </>
      )}
    </>
  );
}
