import { strings } from '@portal/contracts';
import type { CommunityFlags } from '../communities/communityTypes.ts';
import type { Db } from '../db/database.ts';
import { toFlagsResponse } from '../flags/communityFlags.ts';

export const WELLNESS_REFUSALS = {
  notMember: 'Forbidden',
  notConfigured: strings.wellnessNotConfigured,
} as const;

export type WellnessAccess =
  | { timeZone: string }
  | { refusal: (typeof WELLNESS_REFUSALS)[keyof typeof WELLNESS_REFUSALS] };

/**
 * Whether a person may use wellness in a community, and its time zone when they may. The
 * community's `wellnessEnabled` flag gates it, as it gates the navigation entry, for every role
 * (spec 2, 6): each person has their own wellness account.
 */
export async function wellnessAccess(
  db: Db,
  userId: string,
  communityId: string,
): Promise<WellnessAccess> {
  const [row] = await db.query<{
    flags: Partial<CommunityFlags> | null;
    timezone: string;
  }>(
    `SELECT c.timezone, c.flags
       FROM users u
       JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
       JOIN communities c ON c.id = uc.community_id
      WHERE u.id = $1`,
    [userId, communityId],
  );
  if (!row) return { refusal: WELLNESS_REFUSALS.notMember };
  // The flag as `/v3/flags` and the registry read it: on only when it is JSON true.
  const { wellnessEnabled } = toFlagsResponse(row.flags ?? {}, {});
  if (!wellnessEnabled) {
    return { refusal: WELLNESS_REFUSALS.notConfigured };
  }
  return { timeZone: row.timezone };
}
