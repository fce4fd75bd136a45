import type { PortalSession } from '../auth/portalToken.ts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import type { FileLinks } from '../http/fileLinks.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
import { loadUserProfile } from '../users/userProfile.ts';
import { isCallerOwnRecord, requestedCommunityId } from './callerScope.ts';
import { forbidden, unauthenticated } from './graphErrors.ts';
import { type GraphUser, toGraphUser } from './graphUser.ts';
import type { Resolvers } from './resolverTypes.ts';

declare module 'mercurius' {
  interface MercuriusContext {
    db: Db;
    /** The caller's session, with their role and communities (read by the session guard). */
    session: CallerSession;
    fileLinks: FileLinks;
    /** Answers kept for everyone of one audience in a community (a page of What's New). */
    answers: SharedAnswers;
  }
}

async function callerProfile(
  db: Db,
  session: PortalSession,
  communityId: string,
): Promise<GraphUser> {
  const row = await loadUserProfile(db, session.userId, communityId);
  if (!row) throw unauthenticated();
  const { community } = row;
  if (!community) throw forbidden('You do not belong to this community.');
  return toGraphUser({ ...row, community });
}

export const resolvers: Resolvers = {
  Query: {
    me: (_root, args, { db, session }) =>
      callerProfile(db, session, requestedCommunityId(session, args.communityId)),
    userDetails: (_root, args, { db, session }) => {
      if (!isCallerOwnRecord(session, args.userId)) {
        throw forbidden('Only your own details are available here.');
      }
      return callerProfile(db, session, requestedCommunityId(session, args.communityId));
    },
  },
};
