import type { Viewer } from '../people/privacy.ts';
import type { SearchContribution, SearchSources } from '../search/globalSearch.ts';
import {
  HEADLINE_OPTIONS,
  type HitRow,
  headlines,
  SEARCH_LIMIT,
  toItems,
} from '../search/searchHits.ts';
import { audiencesForRole } from './feedAudiences.ts';
import { categoriesOff } from './feedSwitches.ts';

const POST_FIELDS = ['title', 'body'] as const;

/**
 * Active library posts of the community that the viewer's role may read (spec 6 audiences),
 * once their start date has come, outside the categories the community has switched off.
 */
async function searchPosts(
  sources: SearchSources,
  viewer: Viewer,
  communityId: string,
  tsQuery: string,
) {
  const rows = await sources.db.query<HitRow>(
    `WITH q AS (SELECT to_tsquery('simple', $3) AS q),
     hits AS (
       SELECT p.id, p.title, p.body AS html, p.start_date,
              ts_rank(p.search_document, (SELECT q FROM q)) AS rank
         FROM feed_posts p
        WHERE p.search_document @@ (SELECT q FROM q)
          AND p.community_id = $1 AND p.status = 'Active' AND p.audiences && $2::text[]
          AND p.start_date <= $5
          AND NOT (p.category = ANY($6::text[]))
        ORDER BY rank DESC, p.start_date DESC, p.id
        LIMIT ${SEARCH_LIMIT}
     )
     SELECT h.id, ${headlines(POST_FIELDS, '$4')}
       -- The body is authored HTML: search and show its text only (the words search_document,
       -- migration 032, holds), made for the hits alone.
       FROM (SELECT hits.*, nullif(btrim(regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'),
                                  '\\s+', ' ', 'g')), '') AS body
               FROM hits) h, q
      ORDER BY h.rank DESC, h.start_date DESC, h.id`,
    [
      communityId,
      audiencesForRole(viewer.role),
      tsQuery,
      HEADLINE_OPTIONS,
      new Date(),
      await categoriesOff(sources, communityId),
    ],
  );
  return toItems(rows, POST_FIELDS);
}

/** Library posts in global search (spec 7). */
export const feedSearch: SearchContribution = {
  category: 'posts',
  label: 'Library',
  path: '/library/details',
  table: 'feed_posts',
  search: searchPosts,
};
