import type { CommunityFlags } from '../communities/communityTypes.ts';
import type { Db } from '../db/database.ts';

export interface FlagsResponse extends CommunityFlags {
  requestExperienceEnabled: boolean;
}

/** A flag or setting that switches a part of the portal on for a community (spec 6). */
export type FeatureFlag = 'wellnessEnabled' | 'shortcutsEnabledPlus' | 'requestExperienceEnabled';

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

/**
 * Whether the feature is on in the community: the rule the navigation applies in the browser,
 * kept by the server too. An unknown community has every feature off.
 */
export function featureIsOn(flags: FlagsResponse | null, flag: FeatureFlag): boolean {
  return flags?.[flag] === true;
}

export async function communityHasFeature(
  db: Db,
  communityId: string,
  flag: FeatureFlag,
): Promise<boolean> {
  return featureIsOn(await loadCommunityFlags(db, communityId), flag);
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
