import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  strings,
  TextField,
  validateGuestName,
} from '@portal/shared';
import { type FormEvent, useState } from 'react';
import type { InviteCandidate, PortalEvent } from '../api/eventsApi';
import { canBringGuest } from '../lib/eventActions';
import { InviteePicker } from './InviteePicker';

export interface SignupChoice {
  guestName: string | null;
  comments: string | null;
  /** Residents invited along with the sign-up. */
  invitees: InviteCandidate[];
}

/** Whether the person signing up may invite others: residents, unless their profile is hidden. */
export type InviteAbility = 'yes' | 'hiddenProfile' | 'no';

interface SignupDialogProps {
  event: PortalEvent;
  open: boolean;
  busy: boolean;
  /** The failure of the last try, shown above the form that keeps what was typed. */
  problem: string | null;
  invite: InviteAbility;
  onClose: () => void;
  onSubmit: (choice: SignupChoice) => void;
}

/**
 * Sign up, alone or with one guest, with a comment where the event asks for one, and invite
 * other residents along. With fewer than two spots left a guest cannot come: the one-spot
 * dialog explains and offers a solo sign-up, keeping what was typed and who is invited.
 */
export function SignupDialog({
  event,
  open,
  busy,
  problem,
  invite,
  onClose,
  onSubmit,
}: SignupDialogProps) {
  const [withGuest, setWithGuest] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [invitees, setInvitees] = useState<InviteCandidate[]>([]);
  const [guestName, setGuestName] = useState('');
  const [comments, setComments] = useState('');
  const [guestError, setGuestError] = useState<string | undefined>();
  const [oneSpot, setOneSpot] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (withGuest) {
      const issue = validateGuestName(guestName);
      setGuestError(issue);
      if (issue) return;
      if (!canBringGuest(event)) {
        setOneSpot(true);
        return;
      }
    }
    onSubmit({
      guestName: withGuest ? guestName.trim() : null,
      comments: comments.trim() ? comments.trim() : null,
      invitees: inviting ? invitees : [],
    });
  };

  const signUpAlone = () => {
    setOneSpot(false);
    setWithGuest(false);
    onSubmit({
      guestName: null,
      comments: comments.trim() ? comments.trim() : null,
      invitees: inviting ? invitees : [],
    });
  };

  if (oneSpot) {
    return (
      <Dialog
        open={open}
        onClose={() => setOneSpot(false)}
        title="Only one spot left"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOneSpot(false)}>
              Go back
            </Button>
            <Button onClick={signUpAlone} busy={busy}>
              Sign up alone
            </Button>
          </>
        }
      >
        <p>{strings.eventOneSpotLeft}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Sign up for ${event.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="event-signup-form" busy={busy}>
            Sign up
          </Button>
        </>
      }
    >
      {problem && <Banner severity="error">{problem}</Banner>}
      <form id="event-signup-form" onSubmit={submit} noValidate>
        <Checkbox
          label="Bring a guest"
          hint="You can bring one guest."
          checked={withGuest}
          onChange={(e) => {
            setWithGuest(e.target.checked);
            setGuestError(undefined);
          }}
        />
        {withGuest && (
          <TextField
            label="Guest's name"
            autoComplete="off"
            value={guestName}
            error={guestError}
            onChange={(e) => setGuestName(e.target.value)}
          />
        )}
        {invite === 'yes' && (
          <Checkbox
            label="Invite other residents"
            hint="They get an invite to this event."
            checked={inviting}
            onChange={(e) => setInviting(e.target.checked)}
          />
        )}
        {invite === 'yes' && inviting && (
          <InviteePicker invitees={invitees} onChange={setInvitees} />
        )}
        {invite === 'hiddenProfile' && <p>{strings.hiddenCannotInvite}</p>}
        {event.commentPrompt && (
          <TextField
            label={event.commentPrompt}
            hint="Optional"
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
        )}
      </form>
    </Dialog>
  );
}
