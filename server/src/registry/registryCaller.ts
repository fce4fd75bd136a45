import { primaryRole, type UserType } from '@portal/contracts';
import type { CommunityFlags, CommunitySettings } from '../communities/communityTypes.ts';
import type { Db } from '../db/database.ts';
import { toFlagsResponse } from '../flags/communityFlags.ts';
import { toCommunitySettings } from '../graph/graphUser.ts';
import type { RegistryCaller } from './registryAccess.ts';

interface CallerRow {
  roles: string[];
  user_type: UserType;
  deployed_home_system: boolean;
  flags: Partial<CommunityFlags> | null;
  settings: Partial<CommunitySettings> | null;
  registry_version: string;
}

export interface RegistryRequest {
  caller: RegistryCaller;
  /** The registry's change counter as this statement saw it (`registry_version`). */
  registryVersion: string;
}

/**
 * The caller's role, home system and community flags in one community, or null when they do
 * not belong to it; with the registry's change counter. One statement.
 */
export async function loadRegistryCaller(
  db: Db,
  userId: string,
  communityId: string,
): Promise<RegistryRequest | null> {
  const [row] = await db.query<CallerRow>(
    `SELECT u.roles, u.user_type, c.flags, c.settings,
            (SELECT version::text FROM registry_version) AS registry_version,
            EXISTS (SELECT 1 FROM home_systems h
                     WHERE h.user_id = u.id AND h.system_status = 'Deployed') AS deployed_home_system
       FROM users u
       JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
       JOIN communities c ON c.id = uc.community_id
      WHERE u.id = $1`,
    [userId, communityId],
  );
  if (!row) return null;
  const role = primaryRole(row.roles, row.user_type);
  const settings = row.settings ?? {};
  return {
    caller: {
      role,
      flags: { ...toCommunitySettings(settings), ...toFlagsResponse(row.flags ?? {}, settings) },
      hasHomeSystem: role === 'Resident' && row.deployed_home_system,
    },
    registryVersion: row.registry_version,
  };
}
