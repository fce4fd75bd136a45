import type { PortalSession } from '../auth/portalToken.ts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import { forbidden } from './graphErrors.ts';

/** The community a query is about: the one asked for, else the one the session signed in to. */
export function requestedCommunityId(
  session: PortalSession,
  communityId: string | null | undefined,
): string {
  return communityId || session.communityId;
}

/** me / userDetails answer for the caller only; other people are the directory's business. */
export function isCallerOwnRecord(
  session: PortalSession,
  userId: string | null | undefined,
): boolean {
  return !userId || userId === session.userId;
}

/**
 * The caller's role in a community they belong to, from their session (the guard read it with
 * the session, so no query); FORBIDDEN for any other community.
 */
export function roleInCommunity(session: CallerSession, communityId: string): string {
  if (!session.memberOf.includes(communityId)) {
    throw forbidden('You do not belong to this community.');
  }
  return session.role;
}
