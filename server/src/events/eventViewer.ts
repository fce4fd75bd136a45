import type { MercuriusContext } from 'mercurius';
import type { PortalSession } from '../auth/portalToken.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../graph/graphErrors.ts';
import { oncePerRequest } from '../graph/requestMemo.ts';
import { type EventAccess, eventAccess } from './eventRules.ts';

/** Who is looking at events, in which community, and what they may do there. */
export interface EventViewer {
  userId: string;
  role: string;
  access: EventAccess;
  communityId: string;
  timeZone: string;
}

/** The caller in a community they belong to, read once per request; anything else is refused. */
export async function loadViewer(
  context: MercuriusContext,
  communityId: string,
): Promise<EventViewer> {
  const row = await oncePerRequest(context, `event viewer ${communityId}`, () =>
    readViewer(context.db, context.session, communityId),
  );
  if (!row) throw forbidden('You do not belong to this community.');
  return {
    userId: context.session.userId,
    role: row.role,
    access: eventAccess(row.role),
    communityId,
    timeZone: row.timezone,
  };
}

async function readViewer(db: Db, session: PortalSession, communityId: string) {
  const [row] = await db.query<{ role: string; timezone: string }>(
    `SELECT u.roles[1] AS role, c.timezone
       FROM users u
       JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
       JOIN communities c ON c.id = uc.community_id
      WHERE u.id = $1`,
    [session.userId, communityId],
  );
  return row ?? null;
}

/** Sign-ups and invites are served to residents only (spec 4 and 6: staff and family skip them). */
export function servesSignups(viewer: EventViewer): boolean {
  return viewer.access === 'act';
}
