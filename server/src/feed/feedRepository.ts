import type { Db } from '../db/database.ts';
import { rewriteAssetUrl } from './feedAssetUrl.ts';
import type { FeedAudience } from './feedAudiences.ts';
import { encodeCursor, type FeedCursor } from './feedCursor.ts';

export const FEED_CATEGORIES = ['Notice', 'Photo', 'Resource', 'Video', 'Menu', 'Request'] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];
export const ASSET_TYPES = ['Photo', 'Web', 'Pdf', 'Form'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export interface FeedAsset {
  name: string;
  preview: string | null;
  type: AssetType;
  url: string;
  details: string | null;
}

export interface FeedPost {
  _id: string;
  tag: string;
  title: string;
  startDate: string;
  author: string | null;
  category: FeedCategory;
  body: string;
  assets: FeedAsset[];
}

export interface FeedPage {
  posts: FeedPost[];
  pageInfo: { hasNextPage: boolean; cursor: string | null; currentPage: number };
}

export interface FeedTag {
  _id: string;
  name: string;
  category: FeedCategory;
  postCount: number;
}

/** What a feed query reads, already checked and narrowed to the caller's audiences. */
export interface FeedQuery {
  communityId: string;
  audiences: FeedAudience[];
  status: 'Active' | 'Inactive';
  from: Date | null;
  category: FeedCategory | null;
  /** Categories the community has switched off (Requests without requestExperienceEnabled). */
  withoutCategories: FeedCategory[];
  tags: string[] | null;
  after: FeedCursor | null;
  limit: number;
  now: Date;
}

interface PostRow {
  id: string;
  tag: string;
  title: string;
  start_date: Date | string;
  author: string | null;
  category: FeedCategory;
  body: string;
  assets: FeedAsset[] | string;
}

const POST_COLUMNS = 'p.id, p.tag, p.title, p.start_date, p.author, p.category, p.body, p.assets';

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toFeedPost(row: PostRow): FeedPost {
  const assets = typeof row.assets === 'string' ? JSON.parse(row.assets) : row.assets;
  return {
    _id: row.id,
    tag: row.tag,
    title: row.title,
    startDate: iso(row.start_date),
    author: row.author,
    category: row.category,
    body: row.body,
    assets: (assets as FeedAsset[]).map((asset) => ({
      name: asset.name,
      preview: rewriteAssetUrl(asset.preview ?? null),
      type: asset.type,
      url: rewriteAssetUrl(asset.url),
      details: asset.details ?? null,
    })),
  };
}

/** One page of posts, newest first, by keyset: one statement, limit + 1 rows. */
export async function listPosts(db: Db, q: FeedQuery): Promise<FeedPage> {
  const params: unknown[] = [q.communityId, q.status, q.audiences, q.now];
  const where = [
    'p.community_id = $1',
    'p.status = $2',
    'p.audiences && $3::text[]',
    'p.start_date <= $4',
  ];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (q.from) add((n) => `p.start_date >= $${n}`, q.from);
  if (q.category) add((n) => `p.category = $${n}`, q.category);
  if (q.withoutCategories.length > 0) {
    add((n) => `NOT (p.category = ANY($${n}::text[]))`, q.withoutCategories);
  }
  if (q.tags && q.tags.length > 0) add((n) => `p.tag = ANY($${n}::text[])`, q.tags);
  if (q.after) {
    params.push(q.after.startDate, q.after.id);
    where.push(`(p.start_date, p.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(q.limit + 1);
  const rows = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM feed_posts p
      WHERE ${where.join(' AND ')}
      ORDER BY p.start_date DESC, p.id DESC
      LIMIT $${params.length}`,
    params,
  );
  const hasNextPage = rows.length > q.limit;
  const posts = rows.slice(0, q.limit).map(toFeedPost);
  const currentPage = (q.after?.page ?? 0) + 1;
  const last = posts.at(-1);
  return {
    posts,
    pageInfo: {
      hasNextPage,
      // The cursor always marks where this page ended, so a client may go on reading past a
      // `from` window (the firstCall rule of spec 4).
      cursor: last
        ? encodeCursor({ startDate: last.startDate, id: last._id, page: currentPage })
        : null,
      currentPage,
    },
  };
}

export interface TagQuery {
  communityId: string;
  category: FeedCategory;
  audiences: FeedAudience[];
  onlyActiveTags: boolean;
  descending: boolean;
  now: Date;
}

/** The tags of a category with how many posts the caller may read under each. */
export async function listTags(db: Db, q: TagQuery): Promise<FeedTag[]> {
  const rows = await db.query<{ category: FeedCategory; name: string; post_count: number }>(
    `SELECT t.category, t.name, count(p.id)::int AS post_count
       FROM feed_tags t
       LEFT JOIN feed_posts p ON p.community_id = t.community_id AND p.category = t.category
            AND p.tag = t.name AND p.status = 'Active' AND p.audiences && $3::text[]
            AND p.start_date <= $5
      WHERE t.community_id = $1 AND t.category = $2 AND (NOT $4 OR t.active)
      GROUP BY t.category, t.name
     HAVING NOT $4 OR count(p.id) > 0
      ORDER BY lower(t.name) ${q.descending ? 'DESC' : 'ASC'}, t.name`,
    [q.communityId, q.category, q.audiences, q.onlyActiveTags, q.now],
  );
  return rows.map((row) => ({
    _id: `${row.category}:${row.name}`,
    name: row.name,
    category: row.category,
    postCount: row.post_count,
  }));
}

/** One post the caller may read, or null: a post scheduled for later is not there yet. */
export async function findPost(
  db: Db,
  communityId: string,
  id: string,
  audiences: FeedAudience[],
): Promise<FeedPost | null> {
  const [row] = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM feed_posts p
      WHERE p.id = $1 AND p.community_id = $2 AND p.status = 'Active' AND p.audiences && $3::text[]
        AND p.start_date <= $4`,
    [id, communityId, audiences, new Date()],
  );
  return row ? toFeedPost(row) : null;
}

export interface Shortcut {
  _type: 'Section' | 'Shortcut';
  id: string;
  icon: string | null;
  link: string | null;
  name: string;
  type: 'section' | 'link';
}

export async function listShortcuts(db: Db, communityId: string): Promise<Shortcut[]> {
  const rows = await db.query<{
    id: string;
    type: 'section' | 'link';
    name: string;
    icon: string | null;
    link: string | null;
  }>('SELECT id, type, name, icon, link FROM shortcuts WHERE community_id = $1 ORDER BY position', [
    communityId,
  ]);
  return rows.map((row) => ({
    _type: row.type === 'section' ? 'Section' : 'Shortcut',
    id: row.id,
    icon: row.icon,
    link: row.link,
    name: row.name,
    type: row.type,
  }));
}

export interface FeedForm {
  id: string;
  /** Null for the local sample form every community has. */
  communityId: string | null;
  name: string;
  schema: Record<string, unknown>;
}

/** A form usable in a community: its own, or the local sample form every community has. */
export async function findForm(
  db: Db,
  formId: string,
  communityIds: readonly string[],
): Promise<FeedForm | null> {
  const [row] = await db.query<{
    id: string;
    community_id: string | null;
    name: string;
    schema: unknown;
  }>(
    `SELECT id, community_id, name, schema FROM feed_forms
      WHERE id = $1 AND (community_id IS NULL OR community_id = ANY($2::text[]))`,
    [formId, communityIds],
  );
  if (!row) return null;
  const schema = typeof row.schema === 'string' ? JSON.parse(row.schema) : row.schema;
  return {
    id: row.id,
    communityId: row.community_id,
    name: row.name,
    schema: schema as Record<string, unknown>,
  };
}

export async function userCommunityIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ community_id: string }>(
    'SELECT community_id FROM user_communities WHERE user_id = $1',
    [userId],
  );
  return rows.map((row) => row.community_id);
}
