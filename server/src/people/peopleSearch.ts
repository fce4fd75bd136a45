import type { SearchContribution, SearchSources } from '../search/globalSearch.ts';
import {
  HEADLINE_OPTIONS,
  type HitRow,
  headlines,
  SEARCH_LIMIT,
  type SearchItem,
  toItems,
} from '../search/searchHits.ts';
import type { Viewer } from './privacy.ts';

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

/**
 * The values a viewer sees of a person `u`: all of them when it is the viewer (`own`), else
 * none that is hidden, and only the name of a hidden profile (`hid_profile`).
 */
export const VISIBLE_VALUES = `u.first_name AS "firstName", u.last_name AS "lastName",
         CASE WHEN own OR (NOT hid_profile AND NOT 'primaryPhone' = ANY(u.hidden_fields))
              THEN coalesce(u.primary_phone, u.phone_number) END AS phone,
         CASE WHEN own OR NOT hid_profile THEN u.biography END AS biography,
         CASE WHEN own OR (NOT hid_profile AND NOT 'email' = ANY(u.hidden_fields))
              THEN u.email END AS email,
         CASE WHEN u.user_type = 'Resident' AND (own OR NOT hid_profile) THEN u.address END AS address,
         CASE WHEN u.user_type = 'Staff' THEN u.job_title END AS jobtitle,
         CASE WHEN u.user_type = 'Staff' THEN u.department END AS department`;

/** The words of those values (`v`), in the order users.search_document has them (migration 031). */
export const VISIBLE_DOCUMENT = `to_tsvector('simple', concat_ws(' ', v."firstName", v."lastName", v.phone,
    regexp_replace(coalesce(v.phone, ''), '[^0-9 ]', '', 'g'), v.biography, v.email,
    regexp_replace(coalesce(v.email, ''), '[^[:alnum:]]+', ' ', 'g'),
    v.address, v.jobtitle, v.department))`;

/**
 * People the viewer may find, with only the values they may see (spec 6): the same people as
 * the directory lists (opted-out residents only for staff and themselves, family not for staff),
 * and a hidden field, or any field of a hidden profile, neither matched nor shown. Everything
 * is decided in this one statement, so a hidden value cannot be found by guessing it.
 */
const PEOPLE_SQL = `
WITH q AS (SELECT to_tsquery('simple', $3) AS q),
visible AS (
  SELECT u.id, u.last_name AS sort_name, ${VISIBLE_VALUES}, own, u.search_document
    FROM users u
    JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $1
    CROSS JOIN LATERAL (SELECT u.id = $2 AS own, 'profile' = ANY(u.hidden_fields) AS hid_profile) p
   -- What others may see of the person matches (users_search_document_idx), or it is the viewer.
   WHERE (u.search_document @@ (SELECT q FROM q) OR u.id = $2)
     AND CASE u.user_type
           WHEN 'Resident' THEN own OR NOT uc.opt_out_of_directory OR $4
           WHEN 'Contact' THEN own OR (NOT $4 AND u.roles[1] = 'Family')
           ELSE true
         END
),
hits AS (
  SELECT v.*, ts_rank(doc, q.q) AS rank
    FROM visible v, q,
         -- A person's own values, hidden ones too, are theirs to find (the same words in the same
         -- order as search_document, migration 031, which holds what everyone else may see).
         LATERAL (SELECT CASE WHEN v.own THEN ${VISIBLE_DOCUMENT} ELSE v.search_document END AS doc) d
   WHERE doc @@ q.q
   ORDER BY rank DESC, lower(sort_name), id
   LIMIT ${SEARCH_LIMIT}
)
SELECT h.id, ${headlines(PEOPLE_FIELDS, '$5')}
  FROM hits h, q
 ORDER BY h.rank DESC, lower(h.sort_name), h.id`;

async function searchPeople(
  { db }: SearchSources,
  viewer: Viewer,
  communityId: string,
  tsQuery: string,
): Promise<SearchItem[]> {
  const rows = await db.query<HitRow>(PEOPLE_SQL, [
    communityId,
    viewer.userId,
    tsQuery,
    viewer.role === 'Staff',
    HEADLINE_OPTIONS,
  ]);
  return toItems(rows, PEOPLE_FIELDS);
}

/** People join global search first (spec 7). */
export const peopleSearch: SearchContribution = {
  category: 'people',
  label: 'People',
  path: '/directory/details',
  table: 'users',
  search: searchPeople,
};
