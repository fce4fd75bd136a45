import type { Role } from '@portal/shared';
import type { PortalEvent } from '../api/eventsApi';

/** Spec 6: Resident and Staff see event actions; Staff in demo mode; everyone else none. */
export type ActionMode = 'act' | 'demo' | 'none';

export function actionMode(role: Role | undefined): ActionMode {
  if (role === 'Resident') return 'act';
  if (role === 'Staff') return 'demo';
  return 'none';
}

/** My Events and Invites tabs are for Resident and Staff (spec 2). */
export function showsEventTabs(role: Role | undefined): boolean {
  return actionMode(role) !== 'none';
}

/** Spec 4: a full event (totalSpots set and openSpots below 1) offers the waitlist. */
export function isFull(event: Pick<PortalEvent, 'totalSpots' | 'openSpots'>): boolean {
  return event.totalSpots !== null && event.openSpots !== null && event.openSpots < 1;
}

/** Spec 5: with fewer than two spots left the user can only sign up alone. */
export function canBringGuest(event: Pick<PortalEvent, 'totalSpots' | 'openSpots'>): boolean {
  return event.openSpots === null || event.openSpots >= 2;
}

export type PrimaryAction = 'attend' | 'waitlist' | 'signedUp' | 'waitlisted' | 'ended';

/** What the main button of an event offers the viewer. */
export function primaryAction(event: PortalEvent, now = Date.now()): PrimaryAction {
  if (new Date(event.endsAt).getTime() <= now) return 'ended';
  if (event.rsvp?.status === 'Attending') return 'signedUp';
  if (event.rsvp?.status === 'Waitlisted') return 'waitlisted';
  return isFull(event) ? 'waitlist' : 'attend';
}

/** 'No limit', 'Full', '1 spot left', '6 of 14 spots left'. */
export function spotsText(event: Pick<PortalEvent, 'totalSpots' | 'openSpots'>): string {
  if (event.totalSpots === null || event.openSpots === null) return 'Open to everyone';
  if (event.openSpots < 1) return 'Full';
  if (event.openSpots === 1) return '1 spot left';
  return `${event.openSpots} of ${event.totalSpots} spots left`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
