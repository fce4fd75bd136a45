import { randomUUID } from 'node:crypto';
import { checkSearchText, strings } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { loadViewer } from './peopleRepository.ts';
import { searchTsQuery } from './peopleValidation.ts';
import type { Viewer } from './privacy.ts';

/** One field of a search hit (spec 3): its value, whether it matched, and the marked-up value. */
export interface SearchField {
  value: string;
  highlighted: boolean;
  /** The value as HTML-escaped text with each match wrapped in `<mark>`. */
  highlightedValue: string;
}

export type SearchItem = { guid: string } & Record<string, SearchField | string | null>;

export interface SearchAnswer {
  results: Record<string, SearchItem[]>;
  meta: Record<string, { path: string; label: string }>;
  status: { rid: string; timems: number };
}

export const PEOPLE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'biography',
  'email',
  'address',
  'jobtitle',
  'department',
] as const;

export const SEARCH_LIMIT = 50;
const START = '\u0002';
const STOP = '\u0003';
// MaxFragments=0 and HighlightAll mark the whole value rather than an excerpt.
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A headline from ts_headline (with control-character markers) as the answer's field. */
export function toSearchField(value: string, headline: string | null): SearchField {
  const marked = headline ?? value;
  const highlighted = marked.includes(START);
  const highlightedValue = escapeHtml(marked)
    .split(START)
    .join('<mark>')
    .split(STOP)
    .join('</mark>');
  return {
    value,
    highlighted,
    highlightedValue: highlighted ? highlightedValue : escapeHtml(value),
  };
}

/** The expression of users_search_idx (migration 005), repeated exactly so the index is used. */
const ALL_FIELDS_DOC = `to_tsvector('simple',
    u.first_name || ' ' || u.last_name || ' ' ||
    coalesce(u.primary_phone, '') || ' ' || coalesce(u.phone_number, '') || ' ' ||
    regexp_replace(coalesce(u.primary_phone, '') || ' ' || coalesce(u.phone_number, ''), '[^0-9 ]', '', 'g') || ' ' ||
    coalesce(u.biography, '') || ' ' || coalesce(u.email, '') || ' ' ||
    regexp_replace(coalesce(u.email, ''), '[^[:alnum:]]+', ' ', 'g') || ' ' ||
    coalesce(u.address, '') || ' ' || coalesce(u.job_title, '') || ' ' || coalesce(u.department, ''))`;

/**
 * People the viewer may find, with only the values they may see (spec 6): the same people as
 * the directory lists (opted-out residents only for staff and themselves, family not for staff),
 * and a hidden field, or any field of a hidden profile, neither matched nor shown. Everything
 * is decided in this one statement, so a hidden value cannot be found by guessing it.
 */
const PEOPLE_SQL = `
WITH q AS (SELECT to_tsquery('simple', $3) AS q),
visible AS (
  SELECT u.id, u.last_name AS sort_name, u.first_name AS "firstName", u.last_name AS "lastName",
         CASE WHEN own OR (NOT hid_profile AND NOT 'primaryPhone' = ANY(u.hidden_fields))
              THEN coalesce(u.primary_phone, u.phone_number) END AS phone,
         CASE WHEN own OR NOT hid_profile THEN u.biography END AS biography,
         CASE WHEN own OR (NOT hid_profile AND NOT 'email' = ANY(u.hidden_fields))
              THEN u.email END AS email,
         CASE WHEN u.user_type = 'Resident' AND (own OR NOT hid_profile) THEN u.address END AS address,
         CASE WHEN u.user_type = 'Staff' THEN u.job_title END AS jobtitle,
         CASE WHEN u.user_type = 'Staff' THEN u.department END AS department
    FROM users u
    JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $1
    CROSS JOIN LATERAL (SELECT u.id = $2 AS own, 'profile' = ANY(u.hidden_fields) AS hid_profile) p
   -- Everything the person might match (users_search_idx); the visible values are checked below.
   WHERE ${ALL_FIELDS_DOC} @@ (SELECT q FROM q)
     AND CASE u.user_type
           WHEN 'Resident' THEN own OR NOT uc.opt_out_of_directory OR $4
           WHEN 'Contact' THEN own OR (NOT $4 AND u.roles[1] = 'Family')
           ELSE true
         END
),
hits AS (
  SELECT v.*, ts_rank(doc, q.q) AS rank
    FROM visible v, q,
         LATERAL (SELECT to_tsvector('simple', concat_ws(' ', v."firstName", v."lastName", v.phone,
                    regexp_replace(coalesce(v.phone, ''), '[^0-9 ]', '', 'g'), v.biography, v.email,
                    regexp_replace(coalesce(v.email, ''), '[^[:alnum:]]+', ' ', 'g'),
                    v.address, v.jobtitle, v.department)) AS doc) d
   WHERE doc @@ q.q
   ORDER BY rank DESC, lower(sort_name), id
   LIMIT ${SEARCH_LIMIT}
)
SELECT h.id, ${PEOPLE_FIELDS.map(
  (field) => `h."${field}", CASE WHEN h."${field}" IS NOT NULL
      THEN ts_headline('simple', h."${field}", q.q, $5) END AS "${field}_hl"`,
).join(',\n       ')}
  FROM hits h, q
 ORDER BY h.rank DESC, lower(h.sort_name), h.id`;

type PeopleHitRow = { id: string } & Record<string, string | null>;

export async function searchPeople(
  db: Db,
  viewer: Viewer,
  communityId: string,
  tsQuery: string,
): Promise<SearchItem[]> {
  const rows = await db.query<PeopleHitRow>(PEOPLE_SQL, [
    communityId,
    viewer.userId,
    tsQuery,
    viewer.role === 'Staff',
    HEADLINE_OPTIONS,
  ]);
  return rows.map((row) => {
    const item: SearchItem = { guid: row.id };
    for (const field of PEOPLE_FIELDS) {
      const value = row[field];
      item[field] = value === null ? null : toSearchField(value, row[`${field}_hl`]);
    }
    return item;
  });
}

/** Another area's searchable content; included only when its table exists. */
export interface ContentSearch {
  category: string;
  label: string;
  path: string;
  table: string;
  search(db: Db, viewer: Viewer, communityId: string, tsQuery: string): Promise<SearchItem[]>;
}

export async function tableExists(db: Db, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
    table,
  ]);
  return row?.found != null;
}

export type SearchOutcome =
  | { ok: true; answer: SearchAnswer }
  | { ok: false; status: 400 | 403; message: string };

/** POST /search (spec 7): results grouped by category, with each category's item path. */
export async function search(
  db: Db,
  userId: string,
  communityId: string,
  query: string,
  contentSearches: readonly ContentSearch[] = [],
): Promise<SearchOutcome> {
  const started = performance.now();
  const checked = checkSearchText(query);
  const tsQuery = checked.ok ? searchTsQuery(checked.text) : undefined;
  if (!tsQuery) {
    return { ok: false, status: 400, message: checked.ok ? strings.searchMin : checked.message };
  }
  const viewer = await loadViewer(db, userId, communityId);
  if (!viewer) return { ok: false, status: 403, message: 'Forbidden' };
  const results: SearchAnswer['results'] = {
    people: await searchPeople(db, viewer, communityId, tsQuery),
  };
  const meta: SearchAnswer['meta'] = { people: { path: '/directory/details', label: 'People' } };
  for (const content of contentSearches) {
    if (!(await tableExists(db, content.table))) continue;
    results[content.category] = await content.search(db, viewer, communityId, tsQuery);
    meta[content.category] = { path: content.path, label: content.label };
  }
  return {
    ok: true,
    answer: {
      results,
      meta,
      status: { rid: randomUUID(), timems: Math.round(performance.now() - started) },
    },
  };
}
