import { randomBytes } from 'node:crypto';
import {
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { INVITES_PER_HOUR } from './inviteService.ts';

const INVITE = `mutation SendInvite($firstName: String!, $lastName: String!, $email: String!, $relationship: String!, $primaryPhone: String, $communityId: ID!) {
  sendInvite(firstName: $firstName, lastName: $lastName, email: $email, relationship: $relationship, primaryPhone: $primaryPhone, communityId: $communityId) { matchType } }`;
const INVITATION = '_id communityId communityName invitedBy resident relationship status createdAt';
const MINE = `query MyContactInvitations { myContactInvitations { ${INVITATION} } }`;
const ACCEPT = `mutation AcceptContactInvitation($invitationId: ID!) {
  acceptContactInvitation(invitationId: $invitationId) { ${INVITATION} } }`;
const DECLINE = `mutation DeclineContactInvitation($invitationId: ID!) {
  declineContactInvitation(invitationId: $invitationId) { ${INVITATION} } }`;

interface Invitation {
  _id: string;
  communityId: string;
  communityName: string;
  invitedBy: string | null;
  resident: string | null;
  relationship: string;
  status: string;
  createdAt: string;
}

let testApp: TestApp;
let resident: string;
let staff: string;
let mapleResidentEmail: string;
let mapleStaffEmail: string;

function uniqueEmail(name: string): string {
  return `${name}.${randomBytes(4).toString('hex')}@example.org`;
}

function inviteOf(email: string, relationship = 'Son') {
  return {
    firstName: 'Sam',
    lastName: 'Otter',
    email,
    relationship,
    primaryPhone: null,
    communityId: WILLOW_CREEK_ID,
  };
}

async function emailOf(where: string, params: unknown[]): Promise<string> {
  const [row] = await testApp.db.query<{ email: string }>(
    `SELECT u.email FROM users u WHERE u.email IS NOT NULL AND ${where} ORDER BY u.id LIMIT 1`,
    params,
  );
  if (!row) throw new Error(`No user where ${where}`);
  return row.email;
}

/** A family contact of Maple Grove only, with a bearer token of their own. */
async function mapleContact(name: string): Promise<{ id: string; email: string; bearer: string }> {
  const id = randomBytes(12).toString('hex');
  const email = uniqueEmail(name);
  await testApp.db.query(
    `INSERT INTO users (id, user_type, roles, first_name, last_name, email, primary_community_id, family)
     VALUES ($1, 'Contact', ARRAY['Family'], 'Maple', $2, $3, $4, true)`,
    [id, name, email, MAPLE_GROVE_ID],
  );
  await testApp.db.query('INSERT INTO user_communities (user_id, community_id) VALUES ($1, $2)', [
    id,
    MAPLE_GROVE_ID,
  ]);
  return { id, email, bearer: await bearerFor(testApp, id) };
}

async function links(contactId: string) {
  const [row] = await testApp.db.query<{ in_willow: boolean; relationships: string[] }>(
    `SELECT EXISTS (SELECT 1 FROM user_communities
                     WHERE user_id = $1 AND community_id = $2) AS in_willow,
            ARRAY(SELECT resident_id || ':' || relationship || ':' || is_primary
                    FROM contact_relationships WHERE contact_id = $1 ORDER BY resident_id) AS relationships`,
    [contactId, WILLOW_CREEK_ID],
  );
  return row;
}

/** What the accounts of the Maple Grove resident and staff member are. */
async function accounts() {
  const rows = await testApp.db.query(
    `SELECT u.id, u.user_type, u.roles, u.primary_community_id,
            ARRAY(SELECT community_id FROM user_communities WHERE user_id = u.id ORDER BY 1) AS communities,
            ARRAY(SELECT resident_id FROM contact_relationships WHERE contact_id = u.id) AS residents
       FROM users u WHERE lower(u.email) IN (lower($1), lower($2)) ORDER BY u.id`,
    [mapleResidentEmail, mapleStaffEmail],
  );
  expect(rows).toHaveLength(2);
  return rows;
}

async function mailCount(email: string): Promise<number> {
  const [row] = await testApp.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_email) = lower($1)',
    [email],
  );
  return row.n;
}

async function myInvitations(bearer: string): Promise<Invitation[]> {
  const answer = await graphQuery<{ myContactInvitations: Invitation[] }>(testApp, bearer, MINE);
  if (!answer.data) throw new Error(answer.errors?.[0].message);
  return answer.data.myContactInvitations;
}

beforeAll(async () => {
  testApp = await startTestApp();
  resident = await bearerFor(testApp, DEMO_RESIDENT_ID);
  staff = await bearerFor(testApp, DEMO_STAFF_ID);
  mapleResidentEmail = await emailOf(`u.user_type = 'Resident' AND u.primary_community_id = $1`, [
    MAPLE_GROVE_ID,
  ]);
  mapleStaffEmail = await emailOf(
    `u.user_type = 'Staff' AND NOT EXISTS (SELECT 1 FROM user_communities uc
       WHERE uc.user_id = u.id AND uc.community_id = $1)`,
    [WILLOW_CREEK_ID],
  );
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => testApp.db.query('DELETE FROM rate_limits'));

describe('SendInvite reveals nothing beyond the caller community (security finding 10)', () => {
  it('answers the address of a resident, staff member or contact elsewhere exactly like an unknown one', async () => {
    const elsewhere = await mapleContact('Elsewhere');
    const before = await accounts();
    for (const bearer of [resident, staff]) {
      const unknown = uniqueEmail('nobody');
      const first = await graphQuery(testApp, bearer, INVITE, inviteOf(unknown));
      const again = await graphQuery(testApp, bearer, INVITE, inviteOf(unknown));
      expect(first).toEqual({ data: { sendInvite: { matchType: 'NEW_CONTACT' } } });
      expect(again).toEqual({ data: { sendInvite: { matchType: 'ALREADY_LINKED' } } });
      for (const email of [mapleResidentEmail, mapleStaffEmail, elsewhere.email]) {
        const mailsBefore = await mailCount(email);
        expect(await graphQuery(testApp, bearer, INVITE, inviteOf(email))).toEqual(first);
        // A second invite by the same inviter answers like a second one of a new address.
        expect(await graphQuery(testApp, bearer, INVITE, inviteOf(email.toUpperCase()))).toEqual(
          again,
        );
        // One mail for the first invite, none for the second: as for the new address.
        expect(await mailCount(email)).toBe(mailsBefore + 1);
      }
      expect(await mailCount(unknown)).toBe(1);
    }
    // The resident and the staff member got no account, role, community or link.
    expect(await accounts()).toEqual(before);
    expect(await links(elsewhere.id)).toEqual({ in_willow: false, relationships: [] });
  });
});

describe('linking an existing contact needs their acceptance (security finding 12)', () => {
  it('does not link a contact of another community until they accept; accepting links', async () => {
    const person = await mapleContact('Accepting');
    const answer = await graphQuery(testApp, resident, INVITE, inviteOf(person.email, 'Grandson'));
    expect(answer).toEqual({ data: { sendInvite: { matchType: 'NEW_CONTACT' } } });
    expect(await links(person.id)).toEqual({ in_willow: false, relationships: [] });
    const [mail] = await testApp.db.query<{ data: Record<string, string> }>(
      'SELECT data FROM mail_outbox WHERE to_email = $1',
      [person.email],
    );
    expect(mail.data).toMatchObject({ communityId: WILLOW_CREEK_ID, relationship: 'Grandson' });

    const [invitation] = await myInvitations(person.bearer);
    expect(invitation).toMatchObject({
      communityId: WILLOW_CREEK_ID,
      communityName: 'Willow Creek',
      invitedBy: 'Eleanor Whitfield',
      resident: 'Eleanor Whitfield',
      relationship: 'Grandson',
      status: 'Pending',
    });
    expect(mail.data.invitationId).toBe(invitation._id);

    const accepted = await graphQuery<{ acceptContactInvitation: Invitation }>(
      testApp,
      person.bearer,
      ACCEPT,
      { invitationId: invitation._id },
    );
    expect(accepted.data?.acceptContactInvitation).toMatchObject({
      _id: invitation._id,
      status: 'Accepted',
    });
    expect(await links(person.id)).toEqual({
      in_willow: true,
      relationships: [`${DEMO_RESIDENT_ID}:Grandson:false`],
    });
    expect(await myInvitations(person.bearer)).toEqual([]);
    const twice = await graphQuery(testApp, person.bearer, ACCEPT, {
      invitationId: invitation._id,
    });
    expect(twice.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Now a contact of the community, linked to her: the answers of spec 7 apply.
    const again = await graphQuery(testApp, resident, INVITE, inviteOf(person.email));
    expect(again).toEqual({ data: { sendInvite: { matchType: 'ALREADY_LINKED' } } });
  });

  it('links nothing when the contact declines, and a second invite sends nothing', async () => {
    const person = await mapleContact('Declining');
    await graphQuery(testApp, staff, INVITE, inviteOf(person.email, 'Friend'));
    const [invitation] = await myInvitations(person.bearer);
    expect(invitation).toMatchObject({ invitedBy: 'Marcus Bell', resident: null });
    const declined = await graphQuery<{ declineContactInvitation: Invitation }>(
      testApp,
      person.bearer,
      DECLINE,
      { invitationId: invitation._id },
    );
    expect(declined.data?.declineContactInvitation.status).toBe('Declined');
    expect(await links(person.id)).toEqual({ in_willow: false, relationships: [] });
    expect(await myInvitations(person.bearer)).toEqual([]);
    const mails = await mailCount(person.email);
    const again = await graphQuery(testApp, staff, INVITE, inviteOf(person.email, 'Friend'));
    expect(again).toEqual({ data: { sendInvite: { matchType: 'ALREADY_LINKED' } } });
    expect(await mailCount(person.email)).toBe(mails);
    expect(await myInvitations(person.bearer)).toEqual([]);
    const late = await graphQuery(testApp, person.bearer, ACCEPT, {
      invitationId: invitation._id,
    });
    expect(late.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await links(person.id)).toEqual({ in_willow: false, relationships: [] });
  });

  it("refuses anyone else's invitation id with NOT_FOUND and changes nothing", async () => {
    const invited = await mapleContact('Invited');
    const other = await mapleContact('Other');
    await graphQuery(testApp, resident, INVITE, inviteOf(invited.email));
    const [invitation] = await myInvitations(invited.bearer);
    for (const bearer of [other.bearer, resident, staff]) {
      for (const mutation of [ACCEPT, DECLINE]) {
        const answer = await graphQuery(testApp, bearer, mutation, {
          invitationId: invitation._id,
        });
        expect(answer.data).toBeNull();
        expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
      }
    }
    const unknown = await graphQuery(testApp, other.bearer, ACCEPT, { invitationId: 'nope' });
    expect(unknown.errors?.[0]).toEqual(
      (await graphQuery(testApp, other.bearer, ACCEPT, { invitationId: invitation._id }))
        .errors?.[0],
    );
    expect(await myInvitations(other.bearer)).toEqual([]);
    expect(await myInvitations(invited.bearer)).toEqual([invitation]);
    expect(await links(invited.id)).toEqual({ in_willow: false, relationships: [] });
    expect(await links(other.id)).toEqual({ in_willow: false, relationships: [] });
  });

  it('asks a contact of the caller community before linking them to one more resident', async () => {
    const person = await mapleContact('Neighbour');
    await testApp.db.query('INSERT INTO user_communities (user_id, community_id) VALUES ($1, $2)', [
      person.id,
      WILLOW_CREEK_ID,
    ]);
    const answer = await graphQuery(testApp, resident, INVITE, inviteOf(person.email, 'Sibling'));
    expect(answer).toEqual({ data: { sendInvite: { matchType: 'EXISTING_CONTACT' } } });
    expect((await links(person.id)).relationships).toEqual([]);
    const repeated = await graphQuery(testApp, resident, INVITE, inviteOf(person.email));
    expect(repeated).toEqual(answer);
    const mine = await myInvitations(person.bearer);
    expect(mine).toHaveLength(1);
    await graphQuery(testApp, person.bearer, ACCEPT, { invitationId: mine[0]._id });
    expect((await links(person.id)).relationships).toEqual([`${DEMO_RESIDENT_ID}:Sibling:false`]);
  });
});

describe('invitations are rate limited', () => {
  it(`allows ${INVITES_PER_HOUR} an hour per person, then answers TOO_MANY_REQUESTS and sends nothing`, async () => {
    for (let index = 0; index < INVITES_PER_HOUR; index += 1) {
      const answer = await graphQuery(testApp, staff, INVITE, inviteOf(uniqueEmail('many')));
      expect(answer.errors).toBeUndefined();
    }
    const email = uniqueEmail('one.too.many');
    const refused = await graphQuery(testApp, staff, INVITE, inviteOf(email));
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await mailCount(email)).toBe(0);
    // Someone else may still invite.
    const other = await graphQuery(testApp, resident, INVITE, inviteOf(uniqueEmail('other')));
    expect(other.errors).toBeUndefined();
  });
});
