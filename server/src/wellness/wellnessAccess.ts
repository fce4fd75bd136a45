import { primaryRole, strings, type UserType } from '@portal/contracts';
import type { Db } from '../db/database.ts';

export const WELLNESS_REFUSALS = {
  notMember: 'Forbidden',
  notConfigured: strings.wellnessNotConfigured,
} as const;

export type WellnessAccess =
  | { timeZone: string }
  | { refusal: (typeof WELLNESS_REFUSALS)[keyof typeof WELLNESS_REFUSALS] };

/**
 * Whether a person may use wellness in a community, and its time zone when they may. Wellness is
 * a resident's own device data: the community's `wellnessEnabled` flag must be on (spec 2, 6)
 * and the person a resident; family, advocates and staff have none.
 */
export async function wellnessAccess(
  db: Db,
  userId: string,
  communityId: string,
): Promise<WellnessAccess> {
  const [row] = await db.query<{
    roles: string[];
    user_type: UserType;
    enabled: boolean;
    timezone: string;
  }>(
    `SELECT u.roles, u.user_type, c.timezone,
            coalesce((c.flags ->> 'wellnessEnabled')::boolean, false) AS enabled
       FROM users u
       JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
       JOIN communities c ON c.id = uc.community_id
      WHERE u.id = $1`,
    [userId, communityId],
  );
  if (!row) return { refusal: WELLNESS_REFUSALS.notMember };
  if (!row.enabled || primaryRole(row.roles, row.user_type) !== 'Resident') {
    return { refusal: WELLNESS_REFUSALS.notConfigured };
  }
  return { timeZone: row.timezone };
}
