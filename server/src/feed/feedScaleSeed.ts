import type { Db } from '../db/database.ts';
import { buildDemoDataset } from '../db/seedData/buildDemoDataset.ts';
import { WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { buildFeedSeed, insertPosts, type SeedPost } from './feedSeed.ts';

const YEAR_MS = 365 * 86_400_000;
/** Scale posts have ids of their own, so the command can replace them. */
export const SCALE_ID_PREFIX = 'ffff';

/**
 * Benchmark data: `count` posts in Willow Creek over the last year, newest first, copied from
 * the demo posts (their tags, bodies and files already exist). Earlier scale posts are replaced.
 */
export async function seedFeedScale(db: Db, count: number, now: Date = new Date()): Promise<void> {
  const templates = buildFeedSeed(buildDemoDataset(), now).posts.filter(
    (post) => post.communityId === WILLOW_CREEK_ID,
  );
  await db.query('DELETE FROM feed_posts WHERE community_id = $1 AND id LIKE $2', [
    WILLOW_CREEK_ID,
    `${SCALE_ID_PREFIX}%`,
  ]);
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    const posts: SeedPost[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const template = templates[i % templates.length];
      posts.push({
        ...template,
        id: `${SCALE_ID_PREFIX}${i.toString(16).padStart(20, '0')}`,
        startDate: new Date(now.getTime() - Math.floor((i / count) * YEAR_MS) - 60_000),
      });
    }
    await db.transaction((tx) => insertPosts(tx, posts));
  }
}
