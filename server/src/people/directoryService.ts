import type { Db } from '../db/database.ts';
import { badInput, forbidden, notFound } from '../graph/graphErrors.ts';
import {
  type DirectoryList,
  listFilter,
  listsForCodes,
  unknownRoleCodes,
} from './directoryRules.ts';
import {
  contactFieldsOf,
  findPerson,
  listPeople,
  loadViewer,
  type PersonRow,
  privacyOf,
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

export async function requireViewer(db: Db, userId: string, communityId: string) {
  const viewer = await loadViewer(db, userId, communityId);
  if (!viewer) throw forbidden('You do not belong to this community.');
  return viewer;
}

/** Spec 6 and 7: the directory lists asked for, each filtered by its rule, optionally searched. */
export async function directoryLists(
  db: Db,
  userId: string,
  communityId: string,
  lists: DirectoryList[],
  query: string | null | undefined,
): Promise<DirectoryPerson[]> {
  const viewer = await requireViewer(db, userId, communityId);
  let tsQuery: string | undefined;
  if (query?.trim()) {
    tsQuery = searchTsQuery(query);
    if (!tsQuery) throw badInput('Search must have at least 2 characters.');
  }
  const people: DirectoryPerson[] = [];
  for (const list of lists) {
    const filter = listFilter(list, viewer);
    if (!filter) continue;
    const rows = await listPeople(db, communityId, viewer.userId, filter, tsQuery);
    for (const row of rows) people.push(toDirectoryPerson(viewer, row));
  }
  return people;
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
  userId: string,
  communityId: string,
  personId: string,
): Promise<DirectoryPerson> {
  const viewer = await requireViewer(db, userId, communityId);
  const row = await findPerson(db, communityId, personId);
  // Someone the caller may not see answers exactly like someone who does not exist.
  if (!row || !canSeePerson(viewer, privacyOf(row))) throw notFound('This person was not found.');
  return toDirectoryPerson(viewer, row);
}
