import { CHAT_ROLES, primaryRole, strings, type UserType } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { HIDDEN_PROFILE } from '../people/privacy.ts';

export const CHAT_REFUSALS = {
  notMember: 'Forbidden',
  staff: strings.chatStaffRefused,
  hiddenProfile: strings.chatHiddenProfile,
} as const;

/**
 * Why a person may not chat in a community (spec 6), or null when they may: they must belong
 * to it, not be staff, and not hide their profile.
 */
export async function chatRefusal(
  db: Db,
  userId: string,
  communityId: string,
): Promise<(typeof CHAT_REFUSALS)[keyof typeof CHAT_REFUSALS] | null> {
  const [row] = await db.query<{ roles: string[]; user_type: UserType; hidden: boolean }>(
    `SELECT u.roles, u.user_type, $3 = ANY(u.hidden_fields) AS hidden
       FROM users u
       JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
      WHERE u.id = $1`,
    [userId, communityId, HIDDEN_PROFILE],
  );
  if (!row) return CHAT_REFUSALS.notMember;
  if (!CHAT_ROLES.includes(primaryRole(row.roles, row.user_type))) return CHAT_REFUSALS.staff;
  if (row.hidden) return CHAT_REFUSALS.hiddenProfile;
  return null;
}
