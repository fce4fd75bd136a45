import type { UserType } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { ListFilter } from './directoryRules.ts';
import type { PersonContactFields, PersonPrivacy } from './privacy.ts';

/** One person as the directory stores them (before the privacy rules). */
export interface PersonRow {
  id: string;
  user_type: UserType;
  roles: string[];
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  opt_out_of_directory: boolean;
  hidden_fields: string[];
  family: boolean;
  email: string | null;
  primary_phone: string | null;
  phone_number: string | null;
  secondary_phone: string | null;
  birthdate: string | null;
  biography: string | null;
  profile_image: string | null;
  thumbnail: string | null;
  address: string | null;
  building: string | null;
  job_title: string | null;
  department: string | null;
  relationship: string | null;
}

/** The columns of a PersonRow; `uc` is the person's membership of the community listed. */
export const PERSON_COLUMNS = `u.id, u.user_type, u.roles, u.first_name, u.last_name, u.preferred_name,
  uc.opt_out_of_directory, u.hidden_fields, u.family, u.email, u.primary_phone, u.phone_number,
  u.secondary_phone, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u.biography,
  u.profile_image, u.thumbnail, u.address, u.building, u.job_title, u.department,
  CASE WHEN u.user_type = 'Contact' THEN
    (SELECT cr.relationship FROM contact_relationships cr
      WHERE cr.contact_id = u.id ORDER BY cr.is_primary DESC, cr.created_at LIMIT 1) END AS relationship`;

export function privacyOf(row: PersonRow): PersonPrivacy {
  return {
    id: row.id,
    userType: row.user_type,
    optOutOfDirectory: row.opt_out_of_directory,
    hiddenFields: row.hidden_fields,
  };
}

export function contactFieldsOf(row: PersonRow): PersonContactFields {
  return {
    email: row.email,
    primaryPhone: row.primary_phone,
    phoneNumber: row.phone_number,
    secondaryPhone: row.secondary_phone,
    birthdate: row.birthdate,
    biography: row.biography,
    profileImage: row.profile_image,
    thumbnail: row.thumbnail,
    address: row.address,
    building: row.building,
  };
}

/** Where a directory list starts and how much of it to read; none: all of it. */
export interface ListRange {
  /** The person the list goes on after, in its order. */
  after?: string;
  limit?: number;
}

/** Who of a community is in one directory list: the list's people, for everyone. */
export type PeopleFilter = Omit<ListFilter, 'excludeViewer'>;

function listWhere(
  communityId: string,
  filter: PeopleFilter,
  tsQuery: string | undefined,
): { where: string[]; params: unknown[] } {
  const params: unknown[] = [communityId, filter.userType];
  const where = ['uc.community_id = $1', 'u.user_type = $2'];
  if (filter.excludeOptedOut) where.push('NOT uc.opt_out_of_directory');
  if (filter.familyOnly) where.push('u.family');
  if (tsQuery) {
    params.push(tsQuery);
    where.push(
      `to_tsvector('simple', u.first_name || ' ' || u.last_name || ' ' || coalesce(u.preferred_name, ''))
         @@ to_tsquery('simple', $${params.length})`,
    );
  }
  return { where, params };
}

/**
 * One directory list of a community, ordered by last then first name, optionally narrowed by
 * a prefix tsquery over the names, all of it or the range asked for. One statement, whatever
 * the size.
 */
export async function listPeople(
  db: Db,
  communityId: string,
  filter: PeopleFilter,
  tsQuery: string | undefined,
  range: ListRange = {},
): Promise<PersonRow[]> {
  const { where, params } = listWhere(communityId, filter, tsQuery);
  if (range.after) {
    params.push(range.after);
    where.push(`(lower(u.last_name), lower(u.first_name), u.id) >
      (SELECT lower(last_name), lower(first_name), id FROM users WHERE id = $${params.length})`);
  }
  let limit = '';
  if (range.limit !== undefined) {
    params.push(range.limit);
    limit = `LIMIT $${params.length}`;
  }
  return db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS}
       FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE ${where.join(' AND ')}
      ORDER BY lower(u.last_name), lower(u.first_name), u.id
      ${limit}`,
    params,
  );
}

/**
 * How many people one directory list of a community has, narrowed as listPeople narrows it;
 * with `onlyId`, whether that one person is among them (1 or 0).
 */
export async function countPeople(
  db: Db,
  communityId: string,
  filter: PeopleFilter,
  tsQuery: string | undefined,
  onlyId?: string,
): Promise<number> {
  const { where, params } = listWhere(communityId, filter, tsQuery);
  if (onlyId) {
    params.push(onlyId);
    where.push(`u.id = $${params.length}`);
  }
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count
       FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE ${where.join(' AND ')}`,
    params,
  );
  return row.count;
}

/** The kind of person an id names, to find which list of the directory they are in. */
export async function userTypeOf(db: Db, id: string): Promise<PersonRow['user_type'] | null> {
  const [row] = await db.query<{ user_type: PersonRow['user_type'] }>(
    'SELECT user_type FROM users WHERE id = $1',
    [id],
  );
  return row?.user_type ?? null;
}

export async function findPerson(
  db: Db,
  communityId: string,
  personId: string,
): Promise<PersonRow | null> {
  const [row] = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS}
       FROM users u JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $1
      WHERE u.id = $2`,
    [communityId, personId],
  );
  return row ?? null;
}
