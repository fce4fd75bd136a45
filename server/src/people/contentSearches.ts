import type { Db } from '../db/database.ts';
import { audiencesForRole } from '../feed/feedAudiences.ts';
import {
  type ContentSearch,
  SEARCH_LIMIT,
  type SearchItem,
  toSearchField,
} from './peopleSearch.ts';
import type { Viewer } from './privacy.ts';

const HEADLINE_OPTIONS = 'StartSel=\u0002, StopSel=\u0003, HighlightAll=true';

type Row = { id: string } & Record<string, string | null>;

function toItems(rows: Row[], fields: readonly string[]): SearchItem[] {
  return rows.map((row) => {
    const item: SearchItem = { guid: row.id };
    for (const field of fields) {
      const value = row[field];
      item[field] = value === null ? null : toSearchField(value, row[`${field}_hl`]);
    }
    return item;
  });
}

function headlines(fields: readonly string[], optionsParam: string): string {
  return fields
    .map(
      (field) => `h."${field}", CASE WHEN h."${field}" IS NOT NULL
        THEN ts_headline('simple', h."${field}", q.q, ${optionsParam}) END AS "${field}_hl"`,
    )
    .join(', ');
}

const POST_FIELDS = ['title', 'body'] as const;

/**
 * Active library posts of the community that the viewer's role may read (spec 6 audiences),
 * once their start date has come.
 */
async function searchPosts(db: Db, viewer: Viewer, communityId: string, tsQuery: string) {
  const rows = await db.query<Row>(
    `WITH q AS (SELECT to_tsquery('simple', $3) AS q),
     hits AS (
       SELECT p.id, p.title,
              -- The body is authored HTML: search and show its text only.
              nullif(btrim(regexp_replace(regexp_replace(p.body, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), '') AS body,
              p.start_date
         FROM feed_posts p
        WHERE p.community_id = $1 AND p.status = 'Active' AND p.audiences && $2::text[]
          AND p.start_date <= $5
          -- Requests only where the community has them (spec 6: requestExperienceEnabled).
          AND (p.category <> 'Request' OR (SELECT coalesce((c.settings->>'requestExperienceEnabled')::boolean, false)
                                              FROM communities c WHERE c.id = $1))
     )
     SELECT h.id, ${headlines(POST_FIELDS, '$4')}
       FROM hits h, q
      WHERE to_tsvector('simple', h.title || ' ' || coalesce(h.body, '')) @@ q.q
      ORDER BY ts_rank(to_tsvector('simple', h.title || ' ' || coalesce(h.body, '')), q.q) DESC,
               h.start_date DESC, h.id
      LIMIT ${SEARCH_LIMIT}`,
    [communityId, audiencesForRole(viewer.role), tsQuery, HEADLINE_OPTIONS, new Date()],
  );
  return toItems(rows, POST_FIELDS);
}

const EVENT_FIELDS = ['name', 'description', 'location'] as const;

/** Published events of the community. */
async function searchEvents(db: Db, _viewer: Viewer, communityId: string, tsQuery: string) {
  const rows = await db.query<Row>(
    `WITH q AS (SELECT to_tsquery('simple', $2) AS q),
     hits AS (
       SELECT e.id, e.name, e.description, e.location, e.starts_at,
              to_tsvector('simple', concat_ws(' ', e.name, e.description, e.location)) AS doc
         FROM events e
        WHERE e.community_id = $1 AND e.published
     )
     SELECT h.id, ${headlines(EVENT_FIELDS, '$3')}
       FROM hits h, q
      WHERE h.doc @@ q.q
      ORDER BY ts_rank(h.doc, q.q) DESC, h.starts_at DESC, h.id
      LIMIT ${SEARCH_LIMIT}`,
    [communityId, tsQuery, HEADLINE_OPTIONS],
  );
  return toItems(rows, EVENT_FIELDS);
}

/**
 * Posts and events join the global search when their areas' tables exist (checked on each
 * search with `tableExists`, so the people area does not depend on the order migrations land).
 */
export const CONTENT_SEARCHES: ContentSearch[] = [
  {
    category: 'posts',
    label: 'Library',
    path: '/library/details',
    table: 'feed_posts',
    search: searchPosts,
  },
  {
    category: 'events',
    label: 'Events',
    path: '/events/details',
    table: 'events',
    search: searchEvents,
  },
];
