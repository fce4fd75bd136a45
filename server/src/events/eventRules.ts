/**
 * The rules of event sign-up (spec 4, 5 and 6) as plain functions; the transactions in
 * eventActions.ts apply them to rows they have locked.
 */

export const MESSAGES = {
  guestRequired: 'Please enter guests name.',
  guestLettersOnly: 'Name must only contain letters.',
  guestMin: 'Name must have at least 3 characters.',
  oneGuestOnly: 'Only one guest can be signed up with you.',
  oneSpotLeft: 'Only one spot is left, so you can sign up for yourself but cannot bring a guest.',
  eventFull: "We're sorry, but this event is full.",
  staffDemo: '...This is a demo for Staff users, the event will not be affected.',
  actionsForbidden: 'Only residents and staff can sign up for events.',
  signupsForbidden: 'Sign-ups and invites are only available to residents.',
  eventNotFound: 'This event could not be found.',
  eventEnded: 'This event has already ended.',
  alreadySignedUp: 'You are already signed up for this event.',
  rsvpNotFound: 'This sign-up could not be found.',
  inviteNotFound: 'This invite could not be found.',
  inviteAnswered: 'This invite has already been answered.',
  guestContactStaff: 'To remove your guest from this event, please contact a staff member.',
  commentRequired: 'This information is required.',
  commentsNotTaken: 'This event does not ask for comments.',
  commentTooLong: 'Comments can be at most 1000 characters.',
  notYourself: 'You can only sign yourself up.',
  inviteeNotFound: 'Only residents of this community can be invited.',
  inviteeHidden: 'A resident who has hidden their profile cannot be invited.',
  hiddenCannotInvite: 'You cannot invite others while your profile is hidden.',
} as const;

export const GUEST_NAME_MIN = 3;
export const COMMENT_MAX = 1000;

export type Role = 'Resident' | 'Family' | 'Staff' | 'Advocate';

/** What a role may do with events (spec 6). */
export type EventAccess = 'act' | 'demo' | 'view';

export function eventAccess(role: string | undefined): EventAccess {
  if (role === 'Resident') return 'act';
  if (role === 'Staff') return 'demo';
  return 'view';
}

/** A guest's name: required, letters only (words may be joined by spaces, hyphens, apostrophes), 3+ letters. */
export function guestNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (!name) return MESSAGES.guestRequired;
  if (!/^\p{L}+(?:[\s'’-]+\p{L}+)*$/u.test(name)) return MESSAGES.guestLettersOnly;
  if ((name.match(/\p{L}/gu) ?? []).length < GUEST_NAME_MIN) return MESSAGES.guestMin;
  return undefined;
}

/** Comments follow the event's prompt: none without one; otherwise non-empty text. */
export function commentProblem(
  comment: string | null | undefined,
  commentPrompt: string | null,
): string | undefined {
  if (comment === null || comment === undefined) return undefined;
  if (!commentPrompt) return MESSAGES.commentsNotTaken;
  if (!comment.trim()) return MESSAGES.commentRequired;
  if (comment.trim().length > COMMENT_MAX) return MESSAGES.commentTooLong;
  return undefined;
}

/** Spots still open, or null when the event has no limit. */
export function openSpots(totalSpots: number | null, taken: number): number | null {
  return totalSpots === null ? null : Math.max(0, totalSpots - taken);
}

/** Spec 4: a full event (totalSpots set and openSpots below 1) offers the waitlist. */
export function isFull(totalSpots: number | null, open: number | null): boolean {
  return totalSpots !== null && open !== null && open < 1;
}

export type SignupPlan =
  | { outcome: 'Attending' }
  | { outcome: 'Waitlisted' }
  | { outcome: 'refused'; message: string };

/**
 * How a sign-up of the resident and `guests` more people goes with `open` spots left
 * (null: no limit). One guest at most; with fewer than two spots only a solo sign-up is
 * accepted; a full event takes the party onto the waitlist.
 */
export function planSignup(open: number | null, guests: number): SignupPlan {
  if (guests > 1) return { outcome: 'refused', message: MESSAGES.oneGuestOnly };
  if (open === null) return { outcome: 'Attending' };
  if (open < 1) return { outcome: 'Waitlisted' };
  if (open < 1 + guests) return { outcome: 'refused', message: MESSAGES.oneSpotLeft };
  return { outcome: 'Attending' };
}

export interface WaitingRsvp {
  id: string;
  userId: string;
  type: 'UserRSVP' | 'GuestRSVP';
}

/**
 * Who moves from the waitlist onto the event when `open` spots free up: waitlisted people in
 * the order they joined, each while a spot is left; a guest only with their host attending.
 */
export function promotions(
  waiting: readonly WaitingRsvp[],
  open: number,
  attendingHosts: ReadonlySet<string>,
): string[] {
  const promoted: string[] = [];
  const hosts = new Set(attendingHosts);
  let left = open;
  for (const rsvp of waiting) {
    if (left < 1) break;
    if (rsvp.type === 'GuestRSVP' && !hosts.has(rsvp.userId)) continue;
    promoted.push(rsvp.id);
    if (rsvp.type === 'UserRSVP') hosts.add(rsvp.userId);
    left -= 1;
  }
  return promoted;
}
