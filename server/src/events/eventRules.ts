/**
 * The rules of event sign-up (spec 4, 5 and 6) as plain functions; the transactions in
 * eventActions.ts apply them to rows they have locked.
 */
import { COMMENT_MAX, strings } from '@portal/contracts';

/** What a role may do with events (spec 6). */
export type EventAccess = 'act' | 'demo' | 'view';

export function eventAccess(role: string | undefined): EventAccess {
  if (role === 'Resident') return 'act';
  if (role === 'Staff') return 'demo';
  return 'view';
}

/** Comments follow the event's prompt: none without one; otherwise non-empty text. */
export function commentProblem(
  comment: string | null | undefined,
  commentPrompt: string | null,
): string | undefined {
  if (comment === null || comment === undefined) return undefined;
  if (!commentPrompt) return strings.commentsNotTaken;
  if (!comment.trim()) return strings.required;
  if (comment.trim().length > COMMENT_MAX) return strings.commentTooLong;
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
  if (guests > 1) return { outcome: 'refused', message: strings.oneGuestOnly };
  if (open === null) return { outcome: 'Attending' };
  if (open < 1) return { outcome: 'Waitlisted' };
  if (open < 1 + guests) return { outcome: 'refused', message: strings.eventOneSpotLeft };
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
