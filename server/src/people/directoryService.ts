import { DIRECTORY_PAGE_MAX, DIRECTORY_PAGE_SIZE, type Role } from '@portal/contracts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { roleInCommunity } from '../graph/callerScope.ts';
import { badInput, notFound } from '../graph/graphErrors.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
import {
  type DirectoryList,
  type ListFilter,
  listFilter,
  listsForCodes,
  unknownRoleCodes,
} from './directoryRules.ts';
import {
  contactFieldsOf,
  countPeople,
  findPerson,
  type ListRange,
  listPeople,
  type PersonRow,
  privacyOf,
  userTypeOf,
} from './peopleRepository.ts';
import { searchTsQuery } from './peopleValidation.ts';
import {
  canCommunicate,
  canSeePerson,
  hasHiddenProfile,
  redactPerson,
  type Viewer,
} from './privacy.ts';

/** A person as the GraphQL DirectoryPerson, already through the privacy rules. */
export interface DirectoryPerson {
  _id: string;
  _type: PersonRow['user_type'];
  roles: string[];
  fullName: string;
  firstName: string;
  lastName: string;
  name: string;
  optOutOfDirectory: boolean;
  family: boolean;
  profileHidden: boolean;
  canCommunicate: boolean;
  profileImage: string | null;
  thumbnail: string | null;
  biography: string | null;
  email: string | null;
  primaryPhone: string | null;
  phoneNumber: string | null;
  secondaryPhone: string | null;
  birthdate: string | null;
  address: string | null;
  building: string | null;
  jobTitle: string | null;
  department: string | null;
  relationship: string | null;
}

export function toDirectoryPerson(
  viewer: Viewer & { hiddenFields: readonly string[] },
  row: PersonRow,
): DirectoryPerson {
  const privacy = privacyOf(row);
  const own = viewer.userId === row.id;
  const fields = redactPerson(viewer, privacy, contactFieldsOf(row));
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  const isStaff = row.user_type === 'Staff';
  return {
    _id: row.id,
    _type: row.user_type,
    roles: row.roles,
    fullName,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.preferred_name ? `${row.preferred_name} ${row.last_name}` : fullName,
    // Whether someone opted out is their own business; others only ever see false.
    optOutOfDirectory: own ? row.opt_out_of_directory : false,
    family: row.family,
    profileHidden: hasHiddenProfile(privacy),
    canCommunicate: !own && canCommunicate(viewer, privacy),
    ...fields,
    address: row.user_type === 'Resident' ? fields.address : null,
    building: row.user_type === 'Resident' ? fields.building : null,
    jobTitle: isStaff ? row.job_title : null,
    department: isStaff ? row.department : null,
    relationship: row.user_type === 'Contact' ? row.relationship : null,
  };
}

/** The caller as a viewer of people in a community they belong to, from their session. */
export function requireViewer(
  session: CallerSession,
  communityId: string,
): Viewer & { hiddenFields: readonly string[] } {
  return {
    userId: session.userId,
    userType: session.userType,
    role: roleInCommunity(session, communityId) as Role,
    hiddenFields: session.hiddenFields,
  };
}

/** Spec 9 and issue paging: a page of the directory, after a person, of a number of people. */
export interface DirectoryPageInput {
  after?: string | null;
  limit?: number | null;
}

/** The search of a directory query, as a prefix tsquery; none when there is no query. */
function directorySearch(query: string | null | undefined): string | undefined {
  if (!query?.trim()) return undefined;
  const tsQuery = searchTsQuery(query);
  if (!tsQuery) throw badInput('Search must have at least 2 characters.');
  return tsQuery;
}

function pageLimit(page: DirectoryPageInput): number {
  const limit = page.limit ?? DIRECTORY_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > DIRECTORY_PAGE_MAX) {
    throw badInput(`A directory page has 1 to ${DIRECTORY_PAGE_MAX} people.`);
  }
  return limit;
}

/** What the directory reads with: a request's database, shared answers and caller. */
export interface DirectoryReader {
  db: Db;
  answers: SharedAnswers;
  session: CallerSession;
}

/**
 * A range of one list as the caller sees it. The rows are read for everyone in the community
 * (kept by SharedAnswers until its people change): the caller is left out of their own list
 * here, not in the statement, so one more row is read for the place they may take.
 */
async function listRange(
  { db, answers }: DirectoryReader,
  communityId: string,
  viewer: Viewer,
  { excludeViewer, ...filter }: ListFilter,
  tsQuery: string | undefined,
  range: ListRange,
): Promise<PersonRow[]> {
  const limit = range.limit === undefined ? undefined : range.limit + (excludeViewer ? 1 : 0);
  const rows = await answers.answer(
    'people',
    communityId,
    JSON.stringify(['list', filter, tsQuery, range.after, limit]),
    () => listPeople(db, communityId, filter, tsQuery, { after: range.after, limit }),
  );
  const listed = excludeViewer ? rows.filter((row) => row.id !== viewer.userId) : rows;
  return range.limit === undefined ? listed : listed.slice(0, range.limit);
}

/** How many people one list holds as the caller sees it (shared as listRange is). */
async function listCount(
  { db, answers }: DirectoryReader,
  communityId: string,
  viewer: Viewer,
  { excludeViewer, ...filter }: ListFilter,
  tsQuery: string | undefined,
): Promise<number> {
  const all = await answers.answer(
    'people',
    communityId,
    JSON.stringify(['count', filter, tsQuery]),
    () => countPeople(db, communityId, filter, tsQuery),
  );
  // Only a list of the caller's own kind can hold them.
  const leftOut =
    excludeViewer && viewer.userType === filter.userType
      ? await countPeople(db, communityId, filter, tsQuery, viewer.userId)
      : 0;
  return all - leftOut;
}

/**
 * Spec 6 and 7: the directory lists asked for, each filtered by its rule, optionally searched;
 * all of them, or one page: the lists follow one another, each by last name, and a page goes on
 * after the person given, in their list (the lists are of different kinds of people).
 */
export async function directoryLists(
  reader: DirectoryReader,
  communityId: string,
  lists: DirectoryList[],
  query: string | null | undefined,
  page?: DirectoryPageInput | null,
): Promise<DirectoryPerson[]> {
  const viewer = requireViewer(reader.session, communityId);
  const tsQuery = directorySearch(query);
  const filters = lists
    .map((list) => listFilter(list, viewer))
    .filter((filter): filter is ListFilter => !!filter);
  let limit = page ? pageLimit(page) : undefined;
  let start = 0;
  if (page?.after) {
    const kind = await userTypeOf(reader.db, page.after);
    start = filters.findIndex((filter) => filter.userType === kind);
    if (start < 0) throw badInput('The page starts after someone who is not in this directory.');
  }
  const people: DirectoryPerson[] = [];
  for (let index = start; index < filters.length && limit !== 0; index++) {
    const after = index === start ? (page?.after ?? undefined) : undefined;
    const rows = await listRange(reader, communityId, viewer, filters[index], tsQuery, {
      after,
      limit,
    });
    for (const row of rows) people.push(toDirectoryPerson(viewer, row));
    if (limit !== undefined) limit -= rows.length;
  }
  return people;
}

/** How many people the directory query lists in all (spec 9: the count beside the list). */
export async function directoryCount(
  reader: DirectoryReader,
  communityId: string,
  lists: DirectoryList[],
  query: string | null | undefined,
): Promise<number> {
  const viewer = requireViewer(reader.session, communityId);
  const tsQuery = directorySearch(query);
  let count = 0;
  for (const list of lists) {
    const filter = listFilter(list, viewer);
    if (filter) count += await listCount(reader, communityId, viewer, filter, tsQuery);
  }
  return count;
}

export function listsFromRoleCodes(roles: number[] | null | undefined): DirectoryList[] {
  const unknown = unknownRoleCodes(roles);
  if (unknown.length > 0) {
    throw badInput(`Unknown directory roles: ${unknown.join(', ')}. Use 2, 3 or 4.`);
  }
  return listsForCodes(roles);
}

/** One person, or NOT_FOUND when they are not in the community or hidden from the caller. */
export async function personDetails(
  db: Db,
  session: CallerSession,
  communityId: string,
  personId: string,
): Promise<DirectoryPerson> {
  const viewer = requireViewer(session, communityId);
  const row = await findPerson(db, communityId, personId);
  // Someone the caller may not see answers exactly like someone who does not exist.
  if (!row || !canSeePerson(viewer, privacyOf(row))) throw notFound('This person was not found.');
  return toDirectoryPerson(viewer, row);
}
