import type { PortalSession } from '../auth/portalToken.ts';

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
