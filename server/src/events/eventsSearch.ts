import type { Viewer } from '../people/privacy.ts';
import type { SearchContribution, SearchSources } from '../search/globalSearch.ts';
import {
  HEADLINE_OPTIONS,
  type HitRow,
  headlines,
  SEARCH_LIMIT,
  toItems,
} from '../search/searchHits.ts';

const EVENT_FIELDS = ['name', 'description', 'location'] as const;

/** Published events of the community. */
async function searchEvents(
  { db }: SearchSources,
  _viewer: Viewer,
  communityId: string,
  tsQuery: string,
) {
  const rows = await db.query<HitRow>(
    `WITH q AS (SELECT to_tsquery('simple', $2) AS q),
     hits AS (
       SELECT e.id, e.name, e.description, e.location, e.starts_at,
              ts_rank(e.search_document, (SELECT q FROM q)) AS rank
         FROM events e
        WHERE e.search_document @@ (SELECT q FROM q) AND e.community_id = $1 AND e.published
        ORDER BY rank DESC, e.starts_at DESC, e.id
        LIMIT ${SEARCH_LIMIT}
     )
     SELECT h.id, ${headlines(EVENT_FIELDS, '$3')}
       FROM hits h, q
      ORDER BY h.rank DESC, h.starts_at DESC, h.id`,
    [communityId, tsQuery, HEADLINE_OPTIONS],
  );
  return toItems(rows, EVENT_FIELDS);
}

/** Events in global search (spec 7). */
export const eventsSearch: SearchContribution = {
  category: 'events',
  label: 'Events',
  path: '/events/details',
  table: 'events',
  search: searchEvents,
};
