import type { CommunityFlags } from '../communities/communityTypes.ts';
import type { Db } from '../db/database.ts';

export interface FlagsResponse extends CommunityFlags {
  requestExperienceEnabled: boolean;
}

interface FlagsRow {
  flags: Partial<CommunityFlags> | null;
  settings: { requestExperienceEnabled?: boolean } | null;
}

/** The community's remote feature flags, with every flag off unless set. */
export async function loadCommunityFlags(
  db: Db,
  communityId: string,
): Promise<FlagsResponse | null> {
  const [row] = await db.query<FlagsRow>('SELECT flags, settings FROM communities WHERE id = $1', [
    communityId,
  ]);
  if (!row) return null;
  return toFlagsResponse(row.flags ?? {}, row.settings ?? {});
}

export function toFlagsResponse(
  flags: Partial<CommunityFlags>,
  settings: { requestExperienceEnabled?: boolean },
): FlagsResponse {
  return {
    wellnessEnabled: flags.wellnessEnabled === true,
    shortcutsEnabledPlus: flags.shortcutsEnabledPlus === true,
    communityCustomThemeFile: flags.communityCustomThemeFile ?? null,
    requestExperienceEnabled: settings.requestExperienceEnabled === true,
  };
}
