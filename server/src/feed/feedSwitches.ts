import type { Db } from '../db/database.ts';
import { type FeatureFlag, featureIsOn, loadCommunityFlags } from '../flags/communityFlags.ts';
import type { FeedCategory } from './feedRepository.ts';

/** Library categories a community has only with a flag on (spec 2 and 6). */
const CATEGORY_FLAGS: readonly { category: FeedCategory; flag: FeatureFlag }[] = [
  { category: 'Request', flag: 'requestExperienceEnabled' },
];

export const SWITCHED_OFF = {
  requests: 'Requests are not available in this community.',
  shortcuts: 'Shortcuts are not available in this community.',
} as const;

/**
 * The categories the community has switched off. Their posts are left out of every list and
 * search, and asking for one of them by name is refused.
 */
export async function switchedOffCategories(db: Db, communityId: string): Promise<FeedCategory[]> {
  const flags = await loadCommunityFlags(db, communityId);
  return CATEGORY_FLAGS.filter(({ flag }) => !featureIsOn(flags, flag)).map(
    ({ category }) => category,
  );
}
