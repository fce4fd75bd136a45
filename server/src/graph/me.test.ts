import { buildSchema, type GraphQLObjectType } from 'graphql';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_HOME_SYSTEM_ID,
  DEMO_RESIDENT_ID,
  DEMO_RESIDENT_ROOM_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { SCHEMA_SDL } from './graphRoutes.ts';
import type { GraphUser } from './graphUser.ts';

const USER_FIELDS = `
  _id _type fullName firstName lastName name roles profileImage thumbnail image biography
  optOutOfDirectory hiddenFields email primaryPhone family
  rooms { _id name }
  community { _id communityId name timezone { name } settings {
    alexaCallingEnabled alexaWakeWord residentVideoCalling requestExperienceEnabled directoryOptOutEnabled } }
  communities { _id name }
  lastLogin { recentLogin previousLogin }
  alexaAddressBook { name contacts { contactId type phoneNumbers name } rooms { _id name } }
  homeSystem { _id systemStatus }
  address building phoneNumber secondaryPhone birthdate hasAlexaDevice careSetting
  relationship jobTitle department`;

const ME = `query Me($communityId: ID) { me(communityId: $communityId) { ${USER_FIELDS} } }`;
const USER_DETAILS = `query UserDetails($communityId: ID, $userId: ID) {
  userDetails(communityId: $communityId, userId: $userId) { ${USER_FIELDS} } }`;

const WILLOW_CREEK = {
  _id: WILLOW_CREEK_ID,
  communityId: WILLOW_CREEK_ID,
  name: 'Willow Creek',
  timezone: { name: 'America/New_York' },
  settings: {
    alexaCallingEnabled: true,
    alexaWakeWord: 'Alexa',
    residentVideoCalling: true,
    requestExperienceEnabled: true,
    directoryOptOutEnabled: true,
  },
};

const NO_RESIDENT_FIELDS = {
  address: null,
  building: null,
  phoneNumber: null,
  birthdate: null,
  hasAlexaDevice: null,
  careSetting: null,
};

const SCHEMA_USER_FIELDS = Object.keys(
  (buildSchema(SCHEMA_SDL).getType('User') as GraphQLObjectType).getFields(),
).sort();

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

async function me(userId: string, communityId?: string) {
  return graphQuery<{ me: GraphUser }>(testApp, await bearerFor(testApp, userId), ME, {
    communityId,
  });
}

describe('me', () => {
  it('returns every field of the demo resident', async () => {
    const answer = await me(DEMO_RESIDENT_ID);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({
      _id: DEMO_RESIDENT_ID,
      _type: 'Resident',
      fullName: 'Eleanor Whitfield',
      firstName: 'Eleanor',
      lastName: 'Whitfield',
      name: 'Ellie Whitfield',
      roles: ['Resident'],
      profileImage: null,
      thumbnail: null,
      image: null,
      biography: expect.stringContaining('librarian'),
      optOutOfDirectory: false,
      hiddenFields: [],
      email: 'resident@demo.portal',
      primaryPhone: '2155550142',
      family: false,
      rooms: [{ _id: DEMO_RESIDENT_ROOM_ID, name: 'Oak 214' }],
      community: WILLOW_CREEK,
      communities: [
        { _id: WILLOW_CREEK_ID, name: 'Willow Creek' },
        { _id: MAPLE_GROVE_ID, name: 'Maple Grove' },
      ],
      lastLogin: { recentLogin: null, previousLogin: null },
      alexaAddressBook: {
        name: 'Oak 214',
        contacts: [
          {
            contactId: DEMO_FAMILY_ID,
            type: 'reciprocal',
            phoneNumbers: ['+12675550119'],
            name: 'Claire Whitfield',
          },
          {
            contactId: '64b0f0000000000000000001',
            type: 'pstn',
            phoneNumbers: ['6105550184', '6105550185'],
            name: 'Dr. Samuel Ortiz',
          },
        ],
        rooms: [{ _id: DEMO_RESIDENT_ROOM_ID, name: 'Oak 214' }],
      },
      homeSystem: { _id: DEMO_HOME_SYSTEM_ID, systemStatus: 'Deployed' },
      address: '4100 Willow Creek Drive, Apartment 214',
      building: 'Oak Hall',
      phoneNumber: '+12155550143',
      secondaryPhone: '6105550178',
      birthdate: '1941-04-17',
      hasAlexaDevice: true,
      careSetting: 'Independent Living',
      relationship: null,
      jobTitle: null,
      department: null,
    });
  });

  it('returns every field of the demo family member', async () => {
    const answer = await me(DEMO_FAMILY_ID);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({
      _id: DEMO_FAMILY_ID,
      _type: 'Contact',
      fullName: 'Claire Whitfield',
      firstName: 'Claire',
      lastName: 'Whitfield',
      name: 'Claire Whitfield',
      roles: ['Family'],
      profileImage: null,
      thumbnail: null,
      image: null,
      biography: expect.any(String),
      optOutOfDirectory: false,
      hiddenFields: [],
      email: 'family@demo.portal',
      primaryPhone: '+12675550119',
      family: true,
      rooms: [],
      community: WILLOW_CREEK,
      communities: [{ _id: WILLOW_CREEK_ID, name: 'Willow Creek' }],
      lastLogin: { recentLogin: null, previousLogin: null },
      alexaAddressBook: null,
      homeSystem: null,
      ...NO_RESIDENT_FIELDS,
      secondaryPhone: null,
      relationship: 'Daughter',
      jobTitle: null,
      department: null,
    });
  });

  it('returns every field of the demo staff member', async () => {
    const answer = await me(DEMO_STAFF_ID);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({
      _id: DEMO_STAFF_ID,
      _type: 'Staff',
      fullName: 'Marcus Bell',
      firstName: 'Marcus',
      lastName: 'Bell',
      name: 'Marcus Bell',
      roles: ['Staff'],
      profileImage: null,
      thumbnail: null,
      image: null,
      biography: expect.any(String),
      optOutOfDirectory: false,
      hiddenFields: [],
      email: 'staff@demo.portal',
      primaryPhone: '4845550131',
      family: false,
      rooms: [],
      community: WILLOW_CREEK,
      communities: [{ _id: WILLOW_CREEK_ID, name: 'Willow Creek' }],
      lastLogin: { recentLogin: null, previousLogin: null },
      alexaAddressBook: null,
      homeSystem: null,
      ...NO_RESIDENT_FIELDS,
      secondaryPhone: '4845550132',
      relationship: null,
      jobTitle: 'Life Enrichment Director',
      department: 'Life Enrichment',
    });
  });

  it('returns every field of the demo advocate', async () => {
    const answer = await me(DEMO_ADVOCATE_ID);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toMatchObject({
      _id: DEMO_ADVOCATE_ID,
      _type: 'Contact',
      fullName: 'Priya Raman',
      roles: ['Advocate'],
      email: 'advocate@demo.portal',
      family: false,
      rooms: [],
      community: WILLOW_CREEK,
      alexaAddressBook: null,
      homeSystem: null,
      ...NO_RESIDENT_FIELDS,
      secondaryPhone: null,
      relationship: null,
      jobTitle: null,
      department: null,
    });
  });

  it.each([DEMO_RESIDENT_ID, DEMO_FAMILY_ID, DEMO_STAFF_ID, DEMO_ADVOCATE_ID])(
    'answers every field of the schema for %s',
    async (userId) => {
      const answer = await me(userId);
      expect(Object.keys(answer.data?.me ?? {}).sort()).toEqual(SCHEMA_USER_FIELDS);
    },
  );
});

describe('community scope', () => {
  it('answers the resident in Maple Grove, a community she also belongs to', async () => {
    const answer = await me(DEMO_RESIDENT_ID, MAPLE_GROVE_ID);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.community).toEqual({
      _id: MAPLE_GROVE_ID,
      communityId: MAPLE_GROVE_ID,
      name: 'Maple Grove',
      timezone: { name: 'America/Chicago' },
      settings: {
        alexaCallingEnabled: false,
        alexaWakeWord: null,
        residentVideoCalling: false,
        requestExperienceEnabled: false,
        directoryOptOutEnabled: false,
      },
    });
  });

  it.each([
    ['Maple Grove', MAPLE_GROVE_ID],
    ['an unknown community', '64b0c00000000000000000ff'],
  ])('refuses staff of Willow Creek in %s with FORBIDDEN', async (_label, communityId) => {
    const answer = await me(DEMO_STAFF_ID, communityId);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('applies the same scope to userDetails', async () => {
    const authorization = await bearerFor(testApp, DEMO_STAFF_ID);
    const refused = await graphQuery(testApp, authorization, USER_DETAILS, {
      communityId: MAPLE_GROVE_ID,
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const allowed = await graphQuery<{ userDetails: GraphUser }>(
      testApp,
      authorization,
      USER_DETAILS,
      {
        communityId: WILLOW_CREEK_ID,
        userId: DEMO_STAFF_ID,
      },
    );
    expect(allowed.data?.userDetails.jobTitle).toBe('Life Enrichment Director');
  });

  it('lets userDetails answer only for the caller', async () => {
    const answer = await graphQuery(
      testApp,
      await bearerFor(testApp, DEMO_STAFF_ID),
      USER_DETAILS,
      {
        userId: DEMO_RESIDENT_ID,
      },
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
