import {
  CHAT_ROLES,
  type ChatUser,
  primaryRole,
  ROLES,
  type Role,
  strings,
  type UserType,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { HIDDEN_PROFILE } from '../people/privacy.ts';
import { ChatRefusal } from './chatRefusal.ts';
import { USER_NAME } from './chatRepository.ts';

async function isResident(db: Db, userId: string): Promise<boolean> {
  const [me] = await db.query<{ roles: Role[]; user_type: UserType }>(
    'SELECT roles, user_type FROM users WHERE id = $1',
    [userId],
  );
  return me ? primaryRole(me.roles, me.user_type) === 'Resident' : false;
}

/**
 * Spec 6: chat user search covers the caller's team (the community of the chat token), leaves
 * out the caller, people who may not chat (staff, hidden profiles) and, for a resident, people
 * who opted out of the directory there.
 */
export async function searchChatUsers(
  db: Db,
  caller: { userId: string; communityId: string },
  text: string,
  limit: number,
): Promise<ChatUser[]> {
  const callerIsResident = await isResident(db, caller.userId);
  const words = text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'));
  return db.query<ChatUser>(
    `SELECT u.id, ${USER_NAME} AS name, u.thumbnail AS image
       FROM user_communities uc JOIN users u ON u.id = uc.user_id
      WHERE uc.community_id = $1 AND u.id <> $2
        AND (CASE WHEN u.roles[1] = ANY ($8) THEN u.roles[1]
                  WHEN u.user_type = 'Contact' THEN 'Family' ELSE u.user_type END) = ANY ($3)
        AND NOT ($4 = ANY (u.hidden_fields))
        AND NOT ($5 AND uc.opt_out_of_directory)
        AND (SELECT bool_and(lower(u.first_name || ' ' || coalesce(u.preferred_name, '') || ' '
                                 || u.last_name) LIKE '%' || w || '%')
               FROM unnest($6::text[]) w)
              IS NOT false
      ORDER BY lower(u.last_name), lower(u.first_name), u.id
      LIMIT $7`,
    [
      caller.communityId,
      caller.userId,
      CHAT_ROLES,
      HIDDEN_PROFILE,
      callerIsResident,
      words,
      limit,
      ROLES,
    ],
  );
}

/**
 * The person a new chat is with: someone of the caller's team who may chat, or the community's
 * staff account. Refuses with the spec's messages.
 */
export async function chatPartner(
  db: Db,
  caller: { userId: string; communityId: string },
  request: { memberId: string } | { staff: true },
): Promise<string> {
  if ('staff' in request) {
    const [row] = await db.query<{ chat_staff_user_id: string | null }>(
      'SELECT chat_staff_user_id FROM communities WHERE id = $1',
      [caller.communityId],
    );
    if (!row?.chat_staff_user_id) throw new ChatRefusal(404, strings.chatStaffNotFound);
    return row.chat_staff_user_id;
  }
  if (request.memberId === caller.userId) throw new ChatRefusal(400, strings.chatSelf);
  const [member] = await db.query<{
    roles: Role[];
    user_type: UserType;
    hidden: boolean;
    opted_out: boolean;
  }>(
    `SELECT u.roles, u.user_type, $3 = ANY (u.hidden_fields) AS hidden,
            uc.opt_out_of_directory AS opted_out
       FROM users u JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
      WHERE u.id = $1`,
    [request.memberId, caller.communityId, HIDDEN_PROFILE],
  );
  if (!member) throw new ChatRefusal(400, strings.chatNoSharedTeam);
  // The search's rules: people who may not chat, and, for a resident, directory opt-outs.
  const unreachable =
    member.hidden ||
    !CHAT_ROLES.includes(primaryRole(member.roles, member.user_type)) ||
    (member.opted_out && (await isResident(db, caller.userId)));
  if (unreachable) throw new ChatRefusal(400, strings.chatCannotReach);
  return request.memberId;
}
