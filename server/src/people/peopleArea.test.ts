import { DIRECTORY_PAGE_MAX, DIRECTORY_PAGE_SIZE } from '@portal/contracts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import type { SearchAnswer } from '../search/globalSearch.ts';
import type { SearchField } from '../search/searchHits.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { VISIBLE_DOCUMENT, VISIBLE_VALUES } from './peopleSearch.ts';

const PERSON = `_id _type fullName firstName lastName optOutOfDirectory profileHidden canCommunicate
  biography email primaryPhone phoneNumber secondaryPhone birthdate address jobTitle department relationship`;
const DIRECTORY = `query DirectoryList($communityId: ID!, $query: String, $roles: [Int!]) {
  directory(communityId: $communityId, query: $query, roles: $roles) { ${PERSON} }
  staffDirectory(communityId: $communityId, query: $query) { ${PERSON} } }`;
const DETAILS = `query ResidentDetails($id: ID!, $communityId: ID!) {
  residentDetails(id: $id, communityId: $communityId) { ${PERSON} } }`;
const UPDATE = `mutation UpdateResident($residentId: ID!, $edits: ResidentEdits, $deletions: [String!], $communityId: ID!) {
  updateResident(residentId: $residentId, edits: $edits, deletions: $deletions, communityId: $communityId) {
    _id biography optOutOfDirectory } }`;
const HIDE = `mutation Hide($residentId: ID!, $properties: [String!]!, $communityId: ID!) {
  hideResidentProperties(residentId: $residentId, properties: $properties, communityId: $communityId) { _id hiddenFields } }`;
const EXPOSE = `mutation Expose($residentId: ID!, $properties: [String!]!, $communityId: ID!) {
  exposeResidentProperties(residentId: $residentId, properties: $properties, communityId: $communityId) { _id hiddenFields } }`;
const INVITE = `mutation SendInvite($firstName: String!, $lastName: String!, $email: String!, $relationship: String!, $primaryPhone: String, $communityId: ID!) {
  sendInvite(firstName: $firstName, lastName: $lastName, email: $email, relationship: $relationship, primaryPhone: $primaryPhone, communityId: $communityId) { matchType } }`;
const ADD = `mutation AddContactToPersonalAddressbook($roomName: String!, $contacts: [AlexaContactInput!]!, $communityId: ID!) {
  addContactToPersonalAddressbook(roomName: $roomName, contacts: $contacts, communityId: $communityId) { message } }`;
const REMOVE = `mutation RemoveContactFromPersonalAddressBook($roomName: String!, $contactName: String!, $communityId: ID!) {
  removeContactFromPersonalAddressBook(roomName: $roomName, contactName: $contactName, communityId: $communityId) { message } }`;
const BOOK = `query AlexaAddressBook($communityId: ID!) { alexaAddressBook(communityId: $communityId) { name contacts { name phoneNumbers type } rooms { name } } }`;

interface Person {
  _id: string;
  _type: string;
  fullName: string;
  firstName: string;
  lastName: string;
  optOutOfDirectory: boolean;
  profileHidden: boolean;
  canCommunicate: boolean;
  biography: string | null;
  email: string | null;
  primaryPhone: string | null;
  phoneNumber: string | null;
  secondaryPhone: string | null;
  birthdate: string | null;
  address: string | null;
  jobTitle: string | null;
  relationship: string | null;
}

let testApp: TestApp;
let resident: string;
let family: string;
let staff: string;
/** Another Willow Creek resident, with every field filled and nothing hidden. */
let neighbourId: string;
let neighbour: string;
let mapleResidentId: string;

async function residentWhere(where: string, params: unknown[] = []): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE u.user_type = 'Resident' AND ${where} ORDER BY u.id LIMIT 1`,
    params,
  );
  return row.id;
}

async function directory(authorization: string, variables: Record<string, unknown> = {}) {
  const answer = await graphQuery<{ directory: Person[]; staffDirectory: Person[] }>(
    testApp,
    authorization,
    DIRECTORY,
    { communityId: WILLOW_CREEK_ID, ...variables },
  );
  if (answer.errors) throw new Error(answer.errors[0].message);
  return answer.data as { directory: Person[]; staffDirectory: Person[] };
}

async function searchAs(authorization: string, query: string, communityId = WILLOW_CREEK_ID) {
  return testApp.request({
    method: 'POST',
    url: '/search',
    headers: { authorization },
    payload: { communityId, query },
  });
}

/** Eleanor's directory opt-out in each of her communities. */
async function eleanorOptOuts(): Promise<Record<string, boolean>> {
  const rows = await testApp.db.query<{ community_id: string; opt_out_of_directory: boolean }>(
    `SELECT community_id, opt_out_of_directory FROM user_communities
      WHERE user_id = $1 ORDER BY community_id`,
    [DEMO_RESIDENT_ID],
  );
  return Object.fromEntries(rows.map((row) => [row.community_id, row.opt_out_of_directory]));
}

function hitIds(answer: SearchAnswer): string[] {
  return answer.results.people.map((item) => item.guid);
}

beforeAll(async () => {
  testApp = await startTestApp();
  resident = await bearerFor(testApp, DEMO_RESIDENT_ID);
  family = await bearerFor(testApp, DEMO_FAMILY_ID);
  staff = await bearerFor(testApp, DEMO_STAFF_ID);
  neighbourId = await residentWhere(
    `u.primary_community_id = $1 AND u.id <> $2
       AND NOT EXISTS (SELECT 1 FROM user_communities uc
                        WHERE uc.user_id = u.id AND uc.opt_out_of_directory)
       AND u.email IS NOT NULL AND u.primary_phone IS NOT NULL AND u.secondary_phone IS NOT NULL`,
    [WILLOW_CREEK_ID, DEMO_RESIDENT_ID],
  );
  await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [neighbourId]);
  neighbour = await bearerFor(testApp, neighbourId);
  mapleResidentId = await residentWhere('u.primary_community_id = $1', [MAPLE_GROVE_ID]);
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe('directory lists (spec 6)', () => {
  it('lists residents who have not opted out, and family without residents or the caller', async () => {
    const { directory: people } = await directory(resident, { roles: [2, 3] });
    const [{ opted }] = await testApp.db.query<{ opted: number }>(
      `SELECT count(*)::int AS opted FROM users u JOIN user_communities uc ON uc.user_id = u.id
        WHERE uc.community_id = $1 AND u.user_type = 'Resident' AND uc.opt_out_of_directory`,
      [WILLOW_CREEK_ID],
    );
    expect(opted).toBeGreaterThan(0);
    const residents = people.filter((p) => p._type === 'Resident');
    expect(residents.length).toBeGreaterThan(50);
    expect(residents.every((p) => !p.optOutOfDirectory || p._id === DEMO_RESIDENT_ID)).toBe(true);
    const optedOut = await testApp.db.query<{ id: string }>(
      'SELECT user_id AS id FROM user_communities WHERE community_id = $1 AND opt_out_of_directory',
      [WILLOW_CREEK_ID],
    );
    const ids = new Set(people.map((p) => p._id));
    expect(optedOut.some((row) => ids.has(row.id))).toBe(false);
    const contacts = people.filter((p) => p._type === 'Contact');
    expect(contacts.length).toBeGreaterThan(10);
    expect(people.every((p) => p._type === 'Resident' || p._type === 'Contact')).toBe(true);
  });

  it('lists as friends the contacts with the family flag, whatever their role (spec 6)', async () => {
    const flagged = await testApp.db.query<{ id: string; family: boolean }>(
      `SELECT u.id, u.family FROM users u JOIN user_communities uc ON uc.user_id = u.id
        WHERE uc.community_id = $1 AND u.user_type = 'Contact'`,
      [WILLOW_CREEK_ID],
    );
    const notFamily = flagged.filter((row) => !row.family).map((row) => row.id);
    expect(notFamily.length).toBeGreaterThan(0);
    const { directory: friends } = await directory(resident, { roles: [3] });
    const ids = friends.map((p) => p._id);
    expect(ids.some((id) => notFamily.includes(id))).toBe(false);
    expect(new Set(ids)).toEqual(new Set(flagged.filter((row) => row.family).map((row) => row.id)));
  });

  it('gives staff an empty friends list and leaves the caller out of the staff list', async () => {
    const asStaff = await directory(staff, { roles: [3] });
    expect(asStaff.directory).toEqual([]);
    expect(asStaff.staffDirectory.length).toBeGreaterThan(5);
    expect(asStaff.staffDirectory.map((p) => p._id)).not.toContain(DEMO_STAFF_ID);
    const asFamily = await directory(family, { roles: [3] });
    expect(asFamily.directory.map((p) => p._id)).not.toContain(DEMO_FAMILY_ID);
    expect(asFamily.directory.every((p) => p._type === 'Contact')).toBe(true);
    expect(asFamily.staffDirectory.map((p) => p._id)).toContain(DEMO_STAFF_ID);
  });

  it('searches by name with the numeric roles and refuses unknown roles and 1 character', async () => {
    const [{ last_name }] = await testApp.db.query<{ last_name: string }>(
      'SELECT last_name FROM users WHERE id = $1',
      [neighbourId],
    );
    const found = await directory(resident, { roles: [2], query: last_name.slice(0, 4) });
    expect(found.directory.map((p) => p._id)).toContain(neighbourId);
    expect(
      found.directory.every(
        (p) =>
          p.lastName.toLowerCase().startsWith(last_name.slice(0, 4).toLowerCase()) ||
          p.firstName.toLowerCase().startsWith(last_name.slice(0, 4).toLowerCase()),
      ),
    ).toBe(true);
    const unknown = await graphQuery(testApp, resident, DIRECTORY, {
      communityId: WILLOW_CREEK_ID,
      roles: [9],
    });
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const short = await graphQuery(testApp, resident, DIRECTORY, {
      communityId: WILLOW_CREEK_ID,
      query: 'a',
    });
    expect(short.errors?.[0].message).toBe('Search must have at least 2 characters.');
  });

  it('refuses a community the caller is not in', async () => {
    const answer = await graphQuery(testApp, family, DIRECTORY, { communityId: MAPLE_GROVE_ID });
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('directory pages', () => {
  const PAGED = `query Paged($communityId: ID!, $query: String, $roles: [Int!], $page: DirectoryPage) {
    directory(communityId: $communityId, query: $query, roles: $roles, page: $page) { _id }
    directoryCount(communityId: $communityId, query: $query, roles: $roles) }`;

  async function paged(variables: Record<string, unknown>) {
    const answer = await graphQuery<{ directory: { _id: string }[]; directoryCount: number }>(
      testApp,
      resident,
      PAGED,
      { communityId: WILLOW_CREEK_ID, ...variables },
    );
    return answer;
  }

  /** Every page in turn, as a list that follows the last person of each page reads them. */
  async function allPages(variables: Record<string, unknown>, limit: number): Promise<string[]> {
    const ids: string[] = [];
    for (;;) {
      const answer = await paged({ ...variables, page: { after: ids.at(-1), limit } });
      if (answer.errors) throw new Error(answer.errors[0].message);
      const page = answer.data?.directory.map((person) => person._id) ?? [];
      expect(page.length).toBeLessThanOrEqual(limit);
      ids.push(...page);
      if (page.length < limit) return ids;
    }
  }

  it('reads residents and friends page by page, in the order and number of the whole list', async () => {
    const { directory: whole } = await directory(resident, { roles: [2, 3] });
    const ids = await allPages({ roles: [2, 3] }, 37);
    expect(ids).toEqual(whole.map((person) => person._id));
    const first = await paged({ roles: [2, 3], page: {} });
    expect(first.data?.directory).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(first.data?.directoryCount).toBe(whole.length);
  });

  it('pages a search and counts its matches', async () => {
    const { directory: whole } = await directory(resident, { roles: [2], query: 'ma' });
    expect(whole.length).toBeGreaterThan(3);
    expect(await allPages({ roles: [2], query: 'ma' }, 3)).toEqual(whole.map((p) => p._id));
    expect((await paged({ roles: [2], query: 'ma' })).data?.directoryCount).toBe(whole.length);
  });

  it.each([
    ['no one', { limit: 0 }],
    ['more than the most a page has', { limit: DIRECTORY_PAGE_MAX + 1 }],
    ['after someone of no list asked for', { after: DEMO_STAFF_ID }],
    ['after no one known', { after: 'nobody' }],
  ])('refuses a page of %s', async (_name, page) => {
    const answer = await paged({ roles: [2, 3], page });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('privacy (spec 6)', () => {
  it('keeps a hidden field out of the directory, details and search for everyone but the owner', async () => {
    const before = await graphQuery<{ residentDetails: Person }>(testApp, resident, DETAILS, {
      communityId: WILLOW_CREEK_ID,
      id: neighbourId,
    });
    const visibleEmail = before.data?.residentDetails.email;
    expect(visibleEmail).toMatch(/@/);
    expect(before.data?.residentDetails.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byEmail = (await searchAs(resident, String(visibleEmail))).json<SearchAnswer>();
    expect(hitIds(byEmail)).toContain(neighbourId);

    const hidden = await graphQuery<{ hideResidentProperties: { hiddenFields: string[] } }>(
      testApp,
      neighbour,
      HIDE,
      {
        communityId: WILLOW_CREEK_ID,
        residentId: neighbourId,
        properties: ['birthdate', 'email', 'secondaryPhone'],
      },
    );
    expect(hidden.data?.hideResidentProperties.hiddenFields).toEqual([
      'birthdate',
      'email',
      'secondaryPhone',
    ]);

    for (const viewer of [resident, family, staff]) {
      const details = await graphQuery<{ residentDetails: Person }>(testApp, viewer, DETAILS, {
        communityId: WILLOW_CREEK_ID,
        id: neighbourId,
      });
      expect(details.data?.residentDetails).toMatchObject({
        email: null,
        birthdate: null,
        secondaryPhone: null,
      });
      expect(details.data?.residentDetails.primaryPhone).not.toBeNull();
      const listed = (await directory(viewer, { roles: [2] })).directory.find(
        (p) => p._id === neighbourId,
      );
      expect(listed).toMatchObject({ email: null, birthdate: null, secondaryPhone: null });
      const response = await searchAs(viewer, String(visibleEmail));
      const answer = response.json<SearchAnswer>();
      expect(response.body).not.toContain(String(visibleEmail));
      expect(hitIds(answer)).not.toContain(neighbourId);
    }
    const own = await graphQuery<{ residentDetails: Person }>(testApp, neighbour, DETAILS, {
      communityId: WILLOW_CREEK_ID,
      id: neighbourId,
    });
    expect(own.data?.residentDetails.email).toBe(visibleEmail);
    const ownSearch = (await searchAs(neighbour, String(visibleEmail))).json<SearchAnswer>();
    expect(hitIds(ownSearch)).toContain(neighbourId);

    await graphQuery(testApp, neighbour, EXPOSE, {
      communityId: WILLOW_CREEK_ID,
      residentId: neighbourId,
      properties: ['birthdate', 'email', 'secondaryPhone'],
    });
    const after = await graphQuery<{ residentDetails: Person }>(testApp, resident, DETAILS, {
      communityId: WILLOW_CREEK_ID,
      id: neighbourId,
    });
    expect(after.data?.residentDetails.email).toBe(visibleEmail);
  });

  it('shows only the name of a hidden profile, which cannot communicate', async () => {
    const [{ biography }] = await testApp.db.query<{ biography: string }>(
      `UPDATE users SET biography = 'Grew up on a quince orchard' WHERE id = $1 RETURNING biography`,
      [neighbourId],
    );
    expect(hitIds((await searchAs(resident, 'quince')).json())).toContain(neighbourId);
    await graphQuery(testApp, neighbour, HIDE, {
      communityId: WILLOW_CREEK_ID,
      residentId: neighbourId,
      properties: ['profile'],
    });
    for (const viewer of [resident, family, staff]) {
      const response = await searchAs(viewer, 'quince');
      expect(response.body).not.toContain(biography);
      expect(hitIds(response.json())).not.toContain(neighbourId);
    }
    expect(hitIds((await searchAs(neighbour, 'quince')).json())).toContain(neighbourId);
    const details = await graphQuery<{ residentDetails: Person }>(testApp, resident, DETAILS, {
      communityId: WILLOW_CREEK_ID,
      id: neighbourId,
    });
    expect(details.data?.residentDetails).toMatchObject({
      profileHidden: true,
      canCommunicate: false,
      biography: null,
      email: null,
      primaryPhone: null,
      phoneNumber: null,
      address: null,
    });
    expect(details.data?.residentDetails.fullName).toBeTruthy();
    await graphQuery(testApp, neighbour, EXPOSE, {
      communityId: WILLOW_CREEK_ID,
      residentId: neighbourId,
      properties: ['profile'],
    });
    const again = await graphQuery<{ residentDetails: Person }>(testApp, resident, DETAILS, {
      communityId: WILLOW_CREEK_ID,
      id: neighbourId,
    });
    expect(again.data?.residentDetails.canCommunicate).toBe(true);
  });

  it('takes an opted-out resident out of every list and search of other residents', async () => {
    const [{ first_name, last_name }] = await testApp.db.query<{
      first_name: string;
      last_name: string;
    }>('SELECT first_name, last_name FROM users WHERE id = $1', [neighbourId]);
    const optOut = await graphQuery<{ updateResident: { optOutOfDirectory: boolean } }>(
      testApp,
      neighbour,
      UPDATE,
      { communityId: WILLOW_CREEK_ID, residentId: neighbourId, edits: { optOutOfDirectory: true } },
    );
    expect(optOut.data?.updateResident.optOutOfDirectory).toBe(true);
    const query = `${first_name} ${last_name}`;
    expect((await directory(resident, { roles: [2] })).directory.map((p) => p._id)).not.toContain(
      neighbourId,
    );
    expect(hitIds((await searchAs(resident, query)).json())).not.toContain(neighbourId);
    expect(hitIds((await searchAs(family, query)).json())).not.toContain(neighbourId);
    const details = await graphQuery(testApp, resident, DETAILS, {
      communityId: WILLOW_CREEK_ID,
      id: neighbourId,
    });
    expect(details.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Staff still find them for care, but not in the directory list.
    expect(hitIds((await searchAs(staff, query)).json())).toContain(neighbourId);
    expect((await directory(staff, { roles: [2] })).directory.map((p) => p._id)).not.toContain(
      neighbourId,
    );
    await graphQuery(testApp, neighbour, UPDATE, {
      communityId: WILLOW_CREEK_ID,
      residentId: neighbourId,
      edits: { optOutOfDirectory: false },
    });
    expect(hitIds((await searchAs(resident, query)).json())).toContain(neighbourId);
  });
});

describe('the words search finds a person by', () => {
  it('are, for every person, the words of what someone else sees of them', async () => {
    const staffMember = await testApp.db.query<{ id: string }>(
      `SELECT id FROM users WHERE user_type = 'Staff' ORDER BY id LIMIT 1`,
    );
    const someone = [neighbourId, DEMO_FAMILY_ID, staffMember[0].id];
    const differing = () =>
      testApp.db.query<{ id: string }>(
        `SELECT u.id FROM users u
           CROSS JOIN LATERAL (SELECT false AS own, 'profile' = ANY(u.hidden_fields) AS hid_profile) p
           CROSS JOIN LATERAL (SELECT ${VISIBLE_VALUES}) v
          WHERE u.search_document IS DISTINCT FROM ${VISIBLE_DOCUMENT}`,
      );
    try {
      for (const hidden of [[], ['email'], ['primaryPhone', 'email'], ['profile']]) {
        await testApp.db.query('UPDATE users SET hidden_fields = $2 WHERE id = ANY($1)', [
          someone,
          hidden,
        ]);
        expect(await differing()).toEqual([]);
      }
    } finally {
      await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = ANY($1)`, [someone]);
    }
  });
});

describe('updateResident and hidden properties', () => {
  it('needs the community, and refuses one the caller is not in', async () => {
    const memberships = await testApp.db.query(
      'SELECT 1 FROM user_communities WHERE user_id = $1 AND community_id = $2',
      [neighbourId, MAPLE_GROVE_ID],
    );
    expect(memberships).toHaveLength(0);
    const change = { residentId: neighbourId, properties: ['email'] };
    const missing = await graphQuery(testApp, neighbour, HIDE, change);
    expect(missing.errors?.[0].message).toMatch(/communityId/);
    for (const query of [HIDE, EXPOSE]) {
      const elsewhere = await graphQuery(testApp, neighbour, query, {
        ...change,
        communityId: MAPLE_GROVE_ID,
      });
      expect(elsewhere.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const details = await graphQuery(testApp, neighbour, DETAILS, {
      id: DEMO_RESIDENT_ID,
      communityId: MAPLE_GROVE_ID,
    });
    expect(details.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [row] = await testApp.db.query<{ hidden_fields: string[] }>(
      'SELECT hidden_fields FROM users WHERE id = $1',
      [neighbourId],
    );
    expect(row.hidden_fields).not.toContain('email');
  });

  it('edits and deletes the biography of the caller only', async () => {
    const edited = await graphQuery<{ updateResident: { biography: string } }>(
      testApp,
      resident,
      UPDATE,
      {
        communityId: WILLOW_CREEK_ID,
        residentId: DEMO_RESIDENT_ID,
        edits: { biography: '  I taught piano for forty years.  ' },
      },
    );
    expect(edited.data?.updateResident).toEqual({
      _id: DEMO_RESIDENT_ID,
      biography: 'I taught piano for forty years.',
      optOutOfDirectory: false,
    });
    const other = await graphQuery(testApp, resident, UPDATE, {
      communityId: WILLOW_CREEK_ID,
      residentId: neighbourId,
      edits: { biography: 'not mine' },
    });
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const deleted = await graphQuery<{ updateResident: { biography: string | null } }>(
      testApp,
      resident,
      UPDATE,
      { communityId: WILLOW_CREEK_ID, residentId: DEMO_RESIDENT_ID, deletions: ['biography'] },
    );
    expect(deleted.data?.updateResident.biography).toBeNull();
    const tooLong = await graphQuery(testApp, resident, UPDATE, {
      communityId: WILLOW_CREEK_ID,
      residentId: DEMO_RESIDENT_ID,
      edits: { biography: 'x'.repeat(2001) },
    });
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is only available for residents', async () => {
    for (const [caller, id] of [
      [family, DEMO_FAMILY_ID],
      [staff, DEMO_STAFF_ID],
    ]) {
      const answer = await graphQuery(testApp, caller, UPDATE, {
        communityId: WILLOW_CREEK_ID,
        residentId: id,
        edits: { biography: 'hello' },
      });
      expect(answer.errors?.[0].message).toBe('The profile page is only available for residents.');
      const hide = await graphQuery(testApp, caller, HIDE, {
        communityId: WILLOW_CREEK_ID,
        residentId: id,
        properties: ['email'],
      });
      expect(hide.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('allows the directory opt-out only where the community enables it', async () => {
    const answer = await graphQuery(testApp, resident, UPDATE, {
      residentId: DEMO_RESIDENT_ID,
      communityId: MAPLE_GROVE_ID,
      edits: { optOutOfDirectory: true },
    });
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await eleanorOptOuts()).toEqual({ [WILLOW_CREEK_ID]: false, [MAPLE_GROVE_ID]: false });
  });

  it('keeps the opt-out to the community it was made in', async () => {
    const mapleResident = await bearerFor(testApp, mapleResidentId);
    const listed = async (authorization: string, communityId: string) =>
      (await directory(authorization, { communityId, roles: [2] })).directory.map((p) => p._id);
    const me = async (communityId: string) =>
      (
        await graphQuery<{ me: { optOutOfDirectory: boolean } }>(
          testApp,
          resident,
          'query Me($communityId: ID) { me(communityId: $communityId) { optOutOfDirectory } }',
          { communityId },
        )
      ).data?.me.optOutOfDirectory;
    expect(await listed(neighbour, WILLOW_CREEK_ID)).toContain(DEMO_RESIDENT_ID);
    expect(await listed(mapleResident, MAPLE_GROVE_ID)).toContain(DEMO_RESIDENT_ID);

    const optOut = await graphQuery<{ updateResident: { optOutOfDirectory: boolean } }>(
      testApp,
      resident,
      UPDATE,
      {
        residentId: DEMO_RESIDENT_ID,
        communityId: WILLOW_CREEK_ID,
        edits: { optOutOfDirectory: true },
      },
    );
    expect(optOut.errors).toBeUndefined();
    expect(optOut.data?.updateResident.optOutOfDirectory).toBe(true);
    try {
      expect(await listed(neighbour, WILLOW_CREEK_ID)).not.toContain(DEMO_RESIDENT_ID);
      expect(await listed(mapleResident, MAPLE_GROVE_ID)).toContain(DEMO_RESIDENT_ID);
      expect(await me(WILLOW_CREEK_ID)).toBe(true);
      expect(await me(MAPLE_GROVE_ID)).toBe(false);
      expect(await eleanorOptOuts()).toEqual({ [WILLOW_CREEK_ID]: true, [MAPLE_GROVE_ID]: false });

      // Maple Grove does not allow opting out: refused, and nothing changes anywhere.
      const refused = await graphQuery(testApp, resident, UPDATE, {
        residentId: DEMO_RESIDENT_ID,
        communityId: MAPLE_GROVE_ID,
        edits: { optOutOfDirectory: true },
      });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0].message).toBe(
        'Directory opt-out is not available in this community.',
      );
      expect(await eleanorOptOuts()).toEqual({ [WILLOW_CREEK_ID]: true, [MAPLE_GROVE_ID]: false });
      expect(await listed(mapleResident, MAPLE_GROVE_ID)).toContain(DEMO_RESIDENT_ID);
    } finally {
      await graphQuery(testApp, resident, UPDATE, {
        residentId: DEMO_RESIDENT_ID,
        communityId: WILLOW_CREEK_ID,
        edits: { optOutOfDirectory: false },
      });
    }
    expect(await eleanorOptOuts()).toEqual({ [WILLOW_CREEK_ID]: false, [MAPLE_GROVE_ID]: false });
  });

  it('refuses properties that cannot be hidden', async () => {
    const answer = await graphQuery(testApp, resident, HIDE, {
      communityId: WILLOW_CREEK_ID,
      residentId: DEMO_RESIDENT_ID,
      properties: ['lastName'],
    });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('SendInvite (spec 5 and 7)', () => {
  const valid = {
    firstName: 'Rosa',
    lastName: 'Lind',
    email: 'rosa.lind@example.org',
    relationship: 'In_Laws',
    primaryPhone: '(215) 555-0199',
    communityId: WILLOW_CREEK_ID,
  };

  it.each([
    [{ firstName: ' ' }, 'The first name is required'],
    [{ lastName: '' }, 'The last name is required'],
    [{ email: '' }, 'The email is required.'],
    [{ email: 'rosa@' }, 'Please enter a valid email address.'],
    [{ relationship: 'Cousin' }, 'Please selact a relationship'],
    [{ primaryPhone: '12345' }, 'Please enter a valid phone number'],
  ])('refuses %j with its message and changes nothing', async (change, message) => {
    const answer = await graphQuery(testApp, resident, INVITE, {
      ...valid,
      ...change,
    });
    expect(answer.errors?.[0].message).toBe(message);
    const rows = await testApp.db.query('SELECT 1 FROM users WHERE email = $1', [valid.email]);
    expect(rows).toHaveLength(0);
  });

  it('creates a new contact, never primary, then knows them as linked', async () => {
    const first = await graphQuery<{ sendInvite: { matchType: string } }>(
      testApp,
      resident,
      INVITE,
      valid,
    );
    expect(first.data?.sendInvite.matchType).toBe('NEW_CONTACT');
    const [link] = await testApp.db.query<{
      relationship: string;
      is_primary: boolean;
      phone: string;
    }>(
      `SELECT cr.relationship, cr.is_primary, u.primary_phone AS phone
         FROM contact_relationships cr JOIN users u ON u.id = cr.contact_id
        WHERE u.email = $1 AND cr.resident_id = $2`,
      [valid.email, DEMO_RESIDENT_ID],
    );
    expect(link).toEqual({ relationship: 'In_Laws', is_primary: false, phone: '2155550199' });
    const mail = await testApp.db.query('SELECT 1 FROM mail_outbox WHERE to_email = $1', [
      valid.email,
    ]);
    expect(mail).toHaveLength(1);
    const again = await graphQuery<{ sendInvite: { matchType: string } }>(
      testApp,
      resident,
      INVITE,
      { ...valid, email: 'ROSA.LIND@example.org' },
    );
    expect(again.data?.sendInvite.matchType).toBe('ALREADY_LINKED');
    const fromNeighbour = await graphQuery<{ sendInvite: { matchType: string } }>(
      testApp,
      neighbour,
      INVITE,
      { ...valid, relationship: 'Friend', primaryPhone: null },
    );
    expect(fromNeighbour.data?.sendInvite.matchType).toBe('EXISTING_CONTACT');
  });

  it('is for residents and staff only', async () => {
    const answer = await graphQuery(testApp, family, INVITE, {
      ...valid,
      email: 'someone.else@example.org',
    });
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asStaff = await graphQuery<{ sendInvite: { matchType: string } }>(
      testApp,
      staff,
      INVITE,
      { ...valid, email: 'staff.guest@example.org' },
    );
    expect(asStaff.data?.sendInvite.matchType).toBe('NEW_CONTACT');
  });
});

describe('voice-assistant address book', () => {
  async function roomName(): Promise<string> {
    const answer = await graphQuery<{ alexaAddressBook: { rooms: { name: string }[] } }>(
      testApp,
      resident,
      BOOK,
      { communityId: WILLOW_CREEK_ID },
    );
    return answer.data?.alexaAddressBook.rooms[0].name as string;
  }

  async function numbersInBook(): Promise<number> {
    const answer = await graphQuery<{
      alexaAddressBook: { contacts: { phoneNumbers: string[] }[] };
    }>(testApp, resident, BOOK, { communityId: WILLOW_CREEK_ID });
    return (answer.data?.alexaAddressBook.contacts ?? []).reduce(
      (sum, c) => sum + c.phoneNumbers.length,
      0,
    );
  }

  it('adds and removes pstn contacts up to 10 phone numbers', async () => {
    const room = await roomName();
    const start = await numbersInBook();
    expect(start).toBeLessThan(10);
    const free = 10 - start;
    const fill = Array.from(
      { length: free },
      (_, n) => `+1 215 555 01${String(n).padStart(2, '0')}`,
    );
    const added = await graphQuery<{ addContactToPersonalAddressbook: { message: string } }>(
      testApp,
      resident,
      ADD,
      {
        communityId: WILLOW_CREEK_ID,
        roomName: room,
        contacts: [{ type: 'pstn', phoneNumbers: fill, name: 'Pharmacy' }],
      },
    );
    expect(added.data?.addContactToPersonalAddressbook.message).toContain('Pharmacy');
    expect(await numbersInBook()).toBe(10);
    const over = await graphQuery(testApp, resident, ADD, {
      communityId: WILLOW_CREEK_ID,
      roomName: room,
      contacts: [{ type: 'pstn', phoneNumbers: ['2155550142'], name: 'Library' }],
    });
    expect(over.errors?.[0].message).toBe('The address book can hold at most 10 phone numbers.');
    expect(await numbersInBook()).toBe(10);
    const removed = await graphQuery<{ removeContactFromPersonalAddressBook: { message: string } }>(
      testApp,
      resident,
      REMOVE,
      { communityId: WILLOW_CREEK_ID, roomName: room, contactName: 'Pharmacy' },
    );
    expect(removed.data?.removeContactFromPersonalAddressBook.message).toContain('Pharmacy');
    expect(await numbersInBook()).toBe(start);
  });

  it('needs a pstn contact with valid numbers, a device and calling enabled', async () => {
    const room = await roomName();
    const reciprocal = await graphQuery(testApp, resident, ADD, {
      communityId: WILLOW_CREEK_ID,
      roomName: room,
      contacts: [{ type: 'reciprocal', phoneNumbers: ['2155550142'], name: 'X' }],
    });
    expect(reciprocal.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await testApp.db.query('UPDATE users SET has_alexa_device = false WHERE id = $1', [
      DEMO_RESIDENT_ID,
    ]);
    const noDevice = await graphQuery(testApp, resident, ADD, {
      communityId: WILLOW_CREEK_ID,
      roomName: room,
      contacts: [{ type: 'pstn', phoneNumbers: ['2155550142'], name: 'Library' }],
    });
    expect(noDevice.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await testApp.db.query('UPDATE users SET has_alexa_device = true WHERE id = $1', [
      DEMO_RESIDENT_ID,
    ]);
    const asFamily = await graphQuery(testApp, family, ADD, {
      communityId: WILLOW_CREEK_ID,
      roomName: room,
      contacts: [{ type: 'pstn', phoneNumbers: ['2155550142'], name: 'Library' }],
    });
    expect(asFamily.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('POST /search', () => {
  it('answers people grouped with meta paths and highlighted fields', async () => {
    const [{ first_name, last_name }] = await testApp.db.query<{
      first_name: string;
      last_name: string;
    }>('SELECT first_name, last_name FROM users WHERE id = $1', [neighbourId]);
    const response = await searchAs(resident, `${last_name.slice(0, 3)}!!`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<SearchAnswer>();
    expect(answer.meta.people.path).toBe('/directory/details');
    expect(answer.status.rid).toMatch(/[0-9a-f-]{36}/);
    expect(typeof answer.status.timems).toBe('number');
    const hit = answer.results.people.find((item) => item.guid === neighbourId);
    expect(hit).toBeDefined();
    const lastName = (hit?.lastName ?? {}) as SearchField;
    expect(lastName.value).toBe(last_name);
    expect(lastName.highlighted).toBe(true);
    expect(lastName.highlightedValue).toContain('<mark>');
    expect(hit?.firstName).toMatchObject({ value: first_name });
  });

  it('refuses 1 character, a foreign community and no token', async () => {
    const short = await searchAs(resident, 'a');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(
      'Search must have at least 2 characters.',
    );
    expect((await searchAs(family, 'ab', MAPLE_GROVE_ID)).statusCode).toBe(403);
    const anonymous = await testApp.request({
      method: 'POST',
      url: '/search',
      payload: { communityId: WILLOW_CREEK_ID, query: 'ab' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds only people of the community asked about', async () => {
    const [{ last_name }] = await testApp.db.query<{ last_name: string }>(
      'SELECT last_name FROM users WHERE id = $1',
      [mapleResidentId],
    );
    const answer = (await searchAs(staff, last_name)).json<SearchAnswer>();
    expect(hitIds(answer)).not.toContain(mapleResidentId);
  });
});

describe('POST /search across the library and events', () => {
  it('finds active posts for the caller audience and published events, highlighted', async () => {
    await testApp.db.query(
      `INSERT INTO feed_tags (community_id, category, name) VALUES ($1, 'Notice', 'Zumbathon')
       ON CONFLICT DO NOTHING`,
      [WILLOW_CREEK_ID],
    );
    await testApp.db.query(
      `INSERT INTO feed_posts (id, community_id, category, tag, title, start_date, body, audiences)
       VALUES ('post-res', $1, 'Notice', 'Zumbathon', 'Zumbathon for residents', $2, '<p>Bring <b>water</b></p>', ARRAY['Resident']),
              ('post-fam', $1, 'Notice', 'Zumbathon', 'Zumbathon for families', $2, '', ARRAY['Family'])`,
      [WILLOW_CREEK_ID, new Date(Date.now() - 60_000)],
    );
    await testApp.db.query(
      `INSERT INTO events (id, community_id, name, description, starts_at, ends_at, location)
       VALUES ('event-z', $1, 'Zumbathon night', 'Dance <fun>', $2, $3, 'Hall')`,
      [WILLOW_CREEK_ID, new Date(), new Date(Date.now() + 3_600_000)],
    );
    const answer = (await searchAs(resident, 'zumbath')).json<SearchAnswer>();
    expect(answer.results.posts.map((item) => item.guid)).toEqual(['post-res']);
    expect(answer.meta.posts.path).toBe('/library/details');
    expect(answer.results.posts[0].body).toMatchObject({
      value: 'Bring water',
      highlighted: false,
    });
    expect(answer.results.events.map((item) => item.guid)).toEqual(['event-z']);
    expect(answer.results.events[0].name).toMatchObject({
      highlighted: true,
      highlightedValue: '<mark>Zumbathon</mark> night',
    });
    expect(answer.results.events[0].description).toMatchObject({
      highlightedValue: 'Dance &lt;fun&gt;',
    });
    const asFamily = (await searchAs(family, 'zumbath')).json<SearchAnswer>();
    expect(asFamily.results.posts.map((item) => item.guid)).toEqual(['post-fam']);

    // A post is found by the text of its body, not by its markup; an event by its place.
    const byBody = (await searchAs(resident, 'water')).json<SearchAnswer>();
    expect(byBody.results.posts.map((item) => item.guid)).toContain('post-res');
    const byTag = (await searchAs(resident, 'zumbath p')).json<SearchAnswer>();
    expect(byTag.results.posts.map((item) => item.guid)).toEqual([]);
    await testApp.db.query(`UPDATE events SET location = 'Orangery' WHERE id = 'event-z'`);
    const byPlace = (await searchAs(resident, 'orangery')).json<SearchAnswer>();
    expect(byPlace.results.events.map((item) => item.guid)).toEqual(['event-z']);
    expect(byPlace.results.events[0].location).toMatchObject({
      highlightedValue: '<mark>Orangery</mark>',
    });
  });

  it('answers each category best match first, and the categories in the order of the areas', async () => {
    const start = Date.now() + 86_400_000;
    // Later events come first among equal matches; a closer match comes before them all.
    await testApp.db.query(
      `INSERT INTO events (id, community_id, name, description, starts_at, ends_at, location)
       VALUES ('quokka-1', $1, 'Quokka talk', 'Slides', $2, $2, 'Hall'),
              ('quokka-2', $1, 'Quokka walk', 'Quokka spotting, quokka photos', $3, $3, 'Quokka park'),
              ('quokka-3', $1, 'Quokka film', 'Popcorn', $4, $4, 'Hall')`,
      [WILLOW_CREEK_ID, new Date(start), new Date(start + 1000), new Date(start + 2000)],
    );
    await testApp.db.query(
      `UPDATE users SET biography = 'Quokka keeper for ten years' WHERE id = $1`,
      [neighbourId],
    );
    const answer = (await searchAs(resident, 'quokka')).json<SearchAnswer>();
    expect(answer.results.events.map((item) => item.guid)).toEqual([
      'quokka-2',
      'quokka-3',
      'quokka-1',
    ]);
    expect(Object.keys(answer.results)).toEqual(['people', 'posts', 'events']);
    expect(hitIds(answer)).toEqual([neighbourId]);
    expect(answer.results.posts).toEqual([]);
  });
});
