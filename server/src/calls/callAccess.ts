import {
  CHAT_ROLES,
  primaryRole,
  type Role,
  strings,
  type UserType,
  videoCallAllowed,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { HIDDEN_PROFILE } from '../people/privacy.ts';
import { CallRefusal, FORBIDDEN } from './callRefusal.ts';

interface Member {
  id: string;
  role: Role;
  hidden: boolean;
  optedOut: boolean;
}

/** The people's membership of the community, as the rules look at it. */
async function membersOf(db: Db, userIds: string[], communityId: string): Promise<Member[]> {
  const rows = await db.query<{
    id: string;
    roles: string[];
    user_type: UserType;
    hidden: boolean;
    opted_out: boolean;
  }>(
    `SELECT u.id, u.roles, u.user_type, $3 = ANY (u.hidden_fields) AS hidden,
            uc.opt_out_of_directory AS opted_out
       FROM users u JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
      WHERE u.id = ANY ($1)`,
    [userIds, communityId, HIDDEN_PROFILE],
  );
  return rows.map((row) => ({
    id: row.id,
    role: primaryRole(row.roles, row.user_type),
    hidden: row.hidden,
    optedOut: row.opted_out,
  }));
}

async function residentVideoCalling(db: Db, communityId: string): Promise<boolean> {
  const [row] = await db.query<{ on: boolean }>(
    `SELECT coalesce(settings->'residentVideoCalling' = 'true'::jsonb, false) AS on
       FROM communities WHERE id = $1`,
    [communityId],
  );
  return row?.on === true;
}

/**
 * Spec 6: the two people of a call must be allowed to communicate, as they must to chat: both
 * of the community, neither staff, neither hiding their profile, and, for a resident who calls,
 * not someone who opted out of the directory there. A community that turns resident video
 * calling off refuses video calls a resident takes part in; voice calls still go through.
 * Throws the refusal the caller reads.
 */
export async function requireCallAllowed(
  db: Db,
  call: { callerId: string; calleeId: string; communityId: string; isVoiceCall: boolean },
): Promise<void> {
  const members = await membersOf(db, [call.callerId, call.calleeId], call.communityId);
  const caller = members.find((member) => member.id === call.callerId);
  if (!caller || !CHAT_ROLES.includes(caller.role)) throw new CallRefusal(403, FORBIDDEN);
  if (caller.hidden) throw new CallRefusal(403, strings.callHiddenProfile);
  const callee = members.find((member) => member.id === call.calleeId);
  const unreachable =
    call.calleeId === call.callerId ||
    !callee ||
    !CHAT_ROLES.includes(callee.role) ||
    callee.hidden ||
    (callee.optedOut && caller.role === 'Resident');
  if (unreachable) throw new CallRefusal(400, strings.callCannotReach);
  if (call.isVoiceCall) return;
  const setting = await residentVideoCalling(db, call.communityId);
  if (!videoCallAllowed(setting, [caller.role, callee.role])) {
    throw new CallRefusal(403, strings.callVideoOff);
  }
}

/** A callee who may no longer take the call (their profile hidden since it rang) is refused. */
export async function requireMayTakeCall(
  db: Db,
  userId: string,
  communityId: string,
): Promise<void> {
  const [member] = await membersOf(db, [userId], communityId);
  if (!member || !CHAT_ROLES.includes(member.role)) throw new CallRefusal(403, FORBIDDEN);
  if (member.hidden) throw new CallRefusal(403, strings.callHiddenProfile);
}
