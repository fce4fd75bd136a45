import type { Db } from '../db/database.ts';
import { type FeatureFlag, featureIsOn, loadCommunityFlags } from '../flags/communityFlags.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
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
 * Whether the community has switched off every post that offers this form (the request forms
 * go with Requests): such a form is neither served nor taken there. A form no post offers (the
 * sample form) stays.
 */
export async function formIsSwitchedOff(
  db: Db,
  formId: string,
  communityId: string,
): Promise<boolean> {
  const off = await switchedOffCategories(db, communityId);
  if (!off.length) return false;
  const offering = await db.query<{ category: FeedCategory }>(
    `SELECT DISTINCT category FROM feed_posts
      WHERE community_id = $1
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(assets) AS asset
                     WHERE asset->>'type' = 'Form'
                       AND right(asset->>'url', length($2) + 7) = '/forms/' || $2)`,
    [communityId, formId],
  );
  return offering.length > 0 && offering.every(({ category }) => off.includes(category));
}

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

/** The same, kept for everyone until the community's row changes (lists and search alike). */
export function categoriesOff(
  { db, answers }: { db: Db; answers: SharedAnswers },
  communityId: string,
): Promise<FeedCategory[]> {
  return answers.answer('community', communityId, 'categories off', () =>
    switchedOffCategories(db, communityId),
  );
}
