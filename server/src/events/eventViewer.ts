import type { MercuriusContext } from 'mercurius';
import type { Db } from '../db/database.ts';
import { roleInCommunity } from '../graph/callerScope.ts';
import { forbidden } from '../graph/graphErrors.ts';
import { type EventAccess, eventAccess } from './eventRules.ts';

/** Who is looking at events, in which community, and what they may do there. */
export interface EventViewer {
  userId: string;
  role: string;
  access: EventAccess;
  communityId: string;
  timeZone: string;
}

/**
 * The caller in a community they belong to (their role comes with their session, the
 * community's time zone is kept for everyone); anyone else is refused.
 */
export async function loadViewer(
  context: MercuriusContext,
  communityId: string,
): Promise<EventViewer> {
  const role = roleInCommunity(context.session, communityId);
  const timeZone = await context.answers.answer('community', communityId, 'time zone', () =>
    readTimeZone(context.db, communityId),
  );
  return {
    userId: context.session.userId,
    role,
    access: eventAccess(role),
    communityId,
    timeZone,
  };
}

async function readTimeZone(db: Db, communityId: string): Promise<string> {
  const [row] = await db.query<{ timezone: string }>(
    'SELECT timezone FROM communities WHERE id = $1',
    [communityId],
  );
  if (!row) throw forbidden('You do not belong to this community.');
  return row.timezone;
}

/** Sign-ups and invites are served to residents only (spec 4 and 6: staff and family skip them). */
export function servesSignups(viewer: EventViewer): boolean {
  return viewer.access === 'act';
}
