import { randomBytes } from 'node:crypto';
import { strings, validateGuestName } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { badInput, forbidden, notFound } from '../graph/graphErrors.ts';
import { HIDDEN_PROFILE } from '../people/privacy.ts';
import {
  type EventRow,
  findEventRow,
  type GraphInvite,
  hydrateEvents,
  type InviteRow,
  toInvite,
} from './eventRepository.ts';
import {
  commentProblem,
  openSpots,
  planSignup,
  promotions,
  type WaitingRsvp,
} from './eventRules.ts';
import type { EventViewer } from './eventViewer.ts';

export function newId(): string {
  return randomBytes(12).toString('hex');
}

function requireActor(viewer: EventViewer): void {
  if (viewer.access === 'view') throw forbidden(strings.actionsForbidden);
}

async function lockedEvent(tx: Db, viewer: EventViewer, eventId: string, now: Date) {
  const event = await findEventRow(tx, eventId, viewer.communityId, true);
  if (!event) throw notFound(strings.eventNotFound);
  if (new Date(event.ends_at).getTime() <= now.getTime()) throw badInput(strings.eventEnded);
  return event;
}

async function attendingCount(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx.query<{ taken: number }>(
    `SELECT count(*)::int AS taken FROM event_rsvps WHERE event_id = $1 AND status = 'Attending'`,
    [eventId],
  );
  return row.taken;
}

interface RsvpLockRow {
  id: string;
  user_id: string;
  type: 'UserRSVP' | 'GuestRSVP';
  status: string;
  added_by_staff: boolean;
}

async function liveRsvps(tx: Db, eventId: string, userId: string): Promise<RsvpLockRow[]> {
  return tx.query<RsvpLockRow>(
    `SELECT id, user_id, type, status, added_by_staff FROM event_rsvps
      WHERE event_id = $1 AND user_id = $2 AND status <> 'Withdrawn'
      FOR UPDATE`,
    [eventId, userId],
  );
}

/** Moves waitlisted people onto the event while spots are open (the event row is locked). */
async function promoteWaitlist(tx: Db, event: EventRow): Promise<string[]> {
  const open = openSpots(event.total_spots, await attendingCount(tx, event.id));
  const waiting = await tx.query<{ id: string; user_id: string; type: WaitingRsvp['type'] }>(
    `SELECT id, user_id, type FROM event_rsvps
      WHERE event_id = $1 AND status = 'Waitlisted'
      ORDER BY created_at, arrival`,
    [event.id],
  );
  if (waiting.length === 0) return [];
  const hosts = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM event_rsvps
      WHERE event_id = $1 AND status = 'Attending' AND type = 'UserRSVP'`,
    [event.id],
  );
  const promoted = promotions(
    waiting.map((w) => ({ id: w.id, userId: w.user_id, type: w.type })),
    open ?? waiting.length,
    new Set(hosts.map((h) => h.user_id)),
  );
  if (promoted.length > 0) {
    await tx.query(
      `UPDATE event_rsvps SET status = 'Attending', updated_at = clock_timestamp()
        WHERE id = ANY($1)`,
      [promoted],
    );
  }
  return promoted;
}

export interface SignupInput {
  eventId: string;
  userId?: string | null;
  guests?: { guestName: string }[] | null;
  comments?: string | null;
  invitees?: string[] | null;
}

export interface SignupResult {
  _id: string | null;
  status: string;
  user: { _id: string };
  demo: boolean;
  message: string | null;
}

/**
 * Attend / EventSignupWithInvites: in one transaction with the event row locked, so two
 * residents racing for the last spot can never both get it.
 */
export async function signUp(
  db: Db,
  viewer: EventViewer,
  input: SignupInput,
  now = new Date(),
): Promise<SignupResult> {
  requireActor(viewer);
  if (input.userId && input.userId !== viewer.userId) throw forbidden(strings.notYourself);
  const guests = (input.guests ?? []).map((guest) => guest.guestName.trim());
  if (guests.length > 1) throw badInput(strings.oneGuestOnly);
  for (const name of guests) {
    const problem = validateGuestName(name);
    if (problem) throw badInput(problem);
  }
  const invitees = [...new Set(input.invitees ?? [])];
  if (invitees.includes(viewer.userId)) throw badInput(strings.inviteeNotFound);

  return db.transaction(async (tx) => {
    const event = await lockedEvent(tx, viewer, input.eventId, now);
    const commentIssue = commentProblem(input.comments, event.comment_prompt);
    if (commentIssue) throw badInput(commentIssue);
    if (invitees.length > 0) {
      // Spec 6: a hidden profile cannot communicate, neither the inviter's nor an invitee's.
      const people = await tx.query<{ id: string; resident: boolean; hidden: boolean }>(
        `SELECT u.id, u.roles[1] = 'Resident' AS resident, $3 = ANY(u.hidden_fields) AS hidden
           FROM users u
           JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
          WHERE u.id = ANY($1)`,
        [[viewer.userId, ...invitees], viewer.communityId, HIDDEN_PROFILE],
      );
      if (people.find((person) => person.id === viewer.userId)?.hidden) {
        throw forbidden(strings.hiddenCannotInvite);
      }
      const found = people.filter((person) => person.id !== viewer.userId && person.resident);
      if (found.length !== invitees.length) throw badInput(strings.inviteeNotFound);
      if (found.some((person) => person.hidden)) throw badInput(strings.inviteeHidden);
    }
    if (viewer.access === 'demo') {
      return {
        _id: null,
        status: 'Demo',
        user: { _id: viewer.userId },
        demo: true,
        message: strings.staffDemo,
      };
    }
    const mine = await liveRsvps(tx, event.id, viewer.userId);
    if (mine.some((rsvp) => rsvp.type === 'UserRSVP')) throw badInput(strings.alreadySignedUp);
    // A guest still on the event (staff keep the ones they added) is the one guest.
    if (guests.length > 0 && mine.length > 0) throw badInput(strings.oneGuestOnly);

    const open = openSpots(event.total_spots, await attendingCount(tx, event.id));
    const plan = planSignup(open, guests.length);
    if (plan.outcome === 'refused') throw badInput(plan.message);
    const status = plan.outcome;
    const rsvpId = newId();
    const comments = input.comments?.trim() || null;
    await tx.query(
      `INSERT INTO event_rsvps (id, event_id, user_id, type, status, comments)
       VALUES ($1, $2, $3, 'UserRSVP', $4, $5)`,
      [rsvpId, event.id, viewer.userId, status, comments],
    );
    for (const guestName of guests) {
      await tx.query(
        `INSERT INTO event_rsvps (id, event_id, user_id, type, guest_name, status)
         VALUES ($1, $2, $3, 'GuestRSVP', $4, $5)`,
        [newId(), event.id, viewer.userId, guestName, status],
      );
    }
    if (invitees.length > 0) {
      await tx.query(
        `INSERT INTO event_invites (id, event_id, inviter_id, invitee_id, status)
         SELECT md5(random()::text || clock_timestamp()::text || invitee)::text, $1, $2, invitee, 'Pending'
           FROM unnest($3::text[]) AS invitee
          WHERE NOT EXISTS (SELECT 1 FROM event_rsvps r
                             WHERE r.event_id = $1 AND r.user_id = invitee AND r.status <> 'Withdrawn')
         ON CONFLICT (event_id, invitee_id) WHERE status = 'Pending' DO NOTHING`,
        [event.id, viewer.userId, invitees],
      );
    }
    return {
      _id: rsvpId,
      status,
      user: { _id: viewer.userId },
      demo: false,
      message: status === 'Waitlisted' ? strings.eventFull : null,
    };
  });
}

export interface PlainResult {
  _id: string;
  status: string;
  demo: boolean;
  message: string | null;
}

/** EventWithdraw: the caller's own RSVP (with their guest) or their guest's alone. */
export async function withdraw(
  db: Db,
  viewer: EventViewer,
  eventId: string,
  rsvpId: string,
  now = new Date(),
): Promise<PlainResult> {
  requireActor(viewer);
  return db.transaction(async (tx) => {
    const event = await lockedEvent(tx, viewer, eventId, now);
    if (viewer.access === 'demo') {
      return { _id: rsvpId, status: 'Demo', demo: true, message: strings.staffDemo };
    }
    const mine = await liveRsvps(tx, event.id, viewer.userId);
    const target = mine.find((rsvp) => rsvp.id === rsvpId);
    if (!target) throw notFound(strings.rsvpNotFound);
    const guest = mine.find((rsvp) => rsvp.type === 'GuestRSVP');
    const leaving = target.type === 'UserRSVP' ? mine : [target];
    if (guest && leaving.includes(guest) && guest.added_by_staff) {
      throw badInput(strings.guestWithdrawContactStaff);
    }
    await tx.query(
      `UPDATE event_rsvps SET status = 'Withdrawn', updated_at = clock_timestamp()
        WHERE id = ANY($1)`,
      [leaving.map((rsvp) => rsvp.id)],
    );
    await promoteWaitlist(tx, event);
    return { _id: rsvpId, status: 'Withdrawn', demo: false, message: null };
  });
}

async function lockedInvite(tx: Db, viewer: EventViewer, inviteId: string): Promise<InviteRow> {
  const [invite] = await tx.query<InviteRow>(
    `SELECT i.id, i.event_id, i.status, i.inviter_id, i.invitee_id,
            u.first_name AS inviter_first, u.last_name AS inviter_last,
            (SELECT r.id FROM event_rsvps r WHERE r.event_id = i.event_id AND r.user_id = i.inviter_id
                AND r.type = 'UserRSVP' AND r.status <> 'Withdrawn' LIMIT 1) AS inviter_rsvp_id
       FROM event_invites i
       JOIN events e ON e.id = i.event_id AND e.community_id = $2 AND e.published
       JOIN users u ON u.id = i.inviter_id
      WHERE i.id = $1
      FOR UPDATE OF i`,
    [inviteId, viewer.communityId],
  );
  if (!invite || (viewer.access === 'act' && invite.invitee_id !== viewer.userId)) {
    throw notFound(strings.inviteNotFound);
  }
  return invite;
}

async function answeredInvite(
  db: Db,
  viewer: EventViewer,
  invite: InviteRow,
): Promise<GraphInvite> {
  const event = await findEventRow(db, invite.event_id, viewer.communityId);
  if (!event) throw notFound(strings.eventNotFound);
  const [graphEvent] = await hydrateEvents(db, [event], viewer);
  return toInvite(invite, graphEvent);
}

/**
 * Staff demo (spec 6): nothing changes, and the answer tells nothing staff cannot read anyway.
 * Invites are not served to staff, so neither the sender nor the event of an invite is in it;
 * an invite id that is not in the staff member's community is not found.
 */
async function demoInviteAnswer(
  db: Db,
  viewer: EventViewer,
  inviteId: string,
  status: 'Accepted' | 'Declined',
): Promise<GraphInvite> {
  const [invite] = await db.query<{ id: string }>(
    `SELECT i.id FROM event_invites i
       JOIN events e ON e.id = i.event_id AND e.community_id = $2 AND e.published
      WHERE i.id = $1`,
    [inviteId, viewer.communityId],
  );
  if (!invite) throw notFound(strings.inviteNotFound);
  return { _id: invite.id, status, signup: null, demo: true, message: strings.staffDemo };
}

/** AcceptEventInvite: signs the invitee up alone under the usual rules (waitlist when full). */
export async function acceptInvite(
  db: Db,
  viewer: EventViewer,
  inviteId: string,
  now = new Date(),
): Promise<GraphInvite> {
  requireActor(viewer);
  if (viewer.access === 'demo') return demoInviteAnswer(db, viewer, inviteId, 'Accepted');
  const invite = await db.transaction(async (tx) => {
    const invite = await lockedInvite(tx, viewer, inviteId);
    if (invite.status !== 'Pending') throw badInput(strings.inviteAnswered);
    const event = await lockedEvent(tx, viewer, invite.event_id, now);
    const mine = await liveRsvps(tx, event.id, viewer.userId);
    if (!mine.some((rsvp) => rsvp.type === 'UserRSVP')) {
      const plan = planSignup(openSpots(event.total_spots, await attendingCount(tx, event.id)), 0);
      if (plan.outcome === 'refused') throw badInput(plan.message);
      await tx.query(
        `INSERT INTO event_rsvps (id, event_id, user_id, type, status)
         VALUES ($1, $2, $3, 'UserRSVP', $4)`,
        [newId(), event.id, viewer.userId, plan.outcome],
      );
    }
    await tx.query(
      `UPDATE event_invites SET status = 'Accepted', answered_at = clock_timestamp() WHERE id = $1`,
      [invite.id],
    );
    return { ...invite, status: 'Accepted' as const };
  });
  return answeredInvite(db, viewer, invite);
}

/** DeclineEventInvite: records the answer. */
export async function declineInvite(
  db: Db,
  viewer: EventViewer,
  inviteId: string,
): Promise<GraphInvite> {
  requireActor(viewer);
  if (viewer.access === 'demo') return demoInviteAnswer(db, viewer, inviteId, 'Declined');
  const invite = await db.transaction(async (tx) => {
    const invite = await lockedInvite(tx, viewer, inviteId);
    if (invite.status !== 'Pending') throw badInput(strings.inviteAnswered);
    await tx.query(
      `UPDATE event_invites SET status = 'Declined', answered_at = clock_timestamp() WHERE id = $1`,
      [invite.id],
    );
    return { ...invite, status: 'Declined' as const };
  });
  return answeredInvite(db, viewer, invite);
}

/** ModifySignupComment: the caller's own RSVP, on an event that asks for comments. */
export async function modifyComment(
  db: Db,
  viewer: EventViewer,
  input: { rsvpId: string; eventId: string; comment: string },
  now = new Date(),
): Promise<{ _id: string; demo: boolean; message: string | null }> {
  requireActor(viewer);
  return db.transaction(async (tx) => {
    const event = await lockedEvent(tx, viewer, input.eventId, now);
    const problem = commentProblem(input.comment, event.comment_prompt);
    if (problem) throw badInput(problem);
    if (viewer.access === 'demo') {
      return { _id: input.rsvpId, demo: true, message: strings.staffDemo };
    }
    const mine = await liveRsvps(tx, event.id, viewer.userId);
    const target = mine.find((rsvp) => rsvp.id === input.rsvpId && rsvp.type === 'UserRSVP');
    if (!target) throw notFound(strings.rsvpNotFound);
    await tx.query(
      `UPDATE event_rsvps SET comments = $2, updated_at = clock_timestamp() WHERE id = $1`,
      [target.id, input.comment.trim()],
    );
    return { _id: target.id, demo: false, message: null };
  });
}
