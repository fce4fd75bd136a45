import type { UserProfileRow } from '../users/userProfile.ts';
import { isCallerOwnRecord, requestedCommunityId } from './callerScope.ts';
import { toCommunitySettings, toGraphUser, toIsoTimestamp } from './graphUser.ts';

const community = { _id: 'c1', name: 'Willow Creek', timezone: 'America/New_York', settings: {} };

function row(overrides: Partial<UserProfileRow>): UserProfileRow & { community: typeof community } {
  return {
    id: 'u1',
    user_type: 'Resident',
    roles: ['Resident'],
    first_name: 'Dorothy',
    last_name: 'Keane',
    preferred_name: null,
    email: null,
    profile_image: null,
    thumbnail: null,
    image: null,
    biography: null,
    opt_out_of_directory: false,
    hidden_fields: [],
    primary_phone: null,
    family: false,
    address: 'Apartment 1',
    building: 'Oak Hall',
    phone_number: '2155550100',
    secondary_phone: '2155550101',
    birthdate: '1938-02-03',
    has_alexa_device: null,
    care_setting: 'Assisted Living',
    job_title: 'stale title',
    department: 'stale department',
    recent_login: null,
    previous_login: null,
    relationship: 'Daughter',
    rooms: [],
    communities: [],
    home_system: null,
    alexa_address_book: null,
    ...overrides,
    community,
  };
}

describe('toGraphUser', () => {
  it('keeps resident fields for residents and drops staff and contact ones', () => {
    const user = toGraphUser(row({}));
    expect(user).toMatchObject({
      address: 'Apartment 1',
      building: 'Oak Hall',
      phoneNumber: '2155550100',
      secondaryPhone: '2155550101',
      birthdate: '1938-02-03',
      hasAlexaDevice: false,
      careSetting: 'Assisted Living',
      jobTitle: null,
      department: null,
      relationship: null,
    });
  });

  it('keeps job title, department and secondary phone for staff only', () => {
    const user = toGraphUser(row({ user_type: 'Staff', roles: ['Staff'] }));
    expect(user).toMatchObject({
      jobTitle: 'stale title',
      department: 'stale department',
      secondaryPhone: '2155550101',
      address: null,
      birthdate: null,
      hasAlexaDevice: null,
      relationship: null,
    });
  });

  it('keeps the relationship for contacts only', () => {
    const user = toGraphUser(row({ user_type: 'Contact', roles: ['Family'] }));
    expect(user).toMatchObject({ relationship: 'Daughter', secondaryPhone: null, jobTitle: null });
  });

  it('names people by their preferred first name when they have one', () => {
    expect(toGraphUser(row({ preferred_name: 'Dot' }))).toMatchObject({
      fullName: 'Dorothy Keane',
      name: 'Dot Keane',
    });
    expect(toGraphUser(row({})).name).toBe('Dorothy Keane');
  });

  it('gives the community id twice, as the schema asks', () => {
    expect(toGraphUser(row({})).community).toMatchObject({ _id: 'c1', communityId: 'c1' });
  });
});

describe('toCommunitySettings', () => {
  it('turns missing settings off', () => {
    expect(toCommunitySettings({ residentVideoCalling: true })).toEqual({
      alexaCallingEnabled: false,
      alexaWakeWord: null,
      residentVideoCalling: true,
      requestExperienceEnabled: false,
      directoryOptOutEnabled: false,
    });
  });
});

describe('toIsoTimestamp', () => {
  it.each([
    [null, null],
    [new Date('2025-03-01T10:00:00Z'), '2025-03-01T10:00:00.000Z'],
    ['2025-03-01 05:00:00-05', '2025-03-01T10:00:00.000Z'],
  ])('turns %p into %p', (value, iso) => {
    expect(toIsoTimestamp(value)).toBe(iso);
  });
});

describe('caller scope', () => {
  const session = {
    userId: 'u1',
    communityId: 'c1',
    userType: 'Resident' as const,
    sessionId: 's1',
  };

  it.each([
    [undefined, 'c1'],
    [null, 'c1'],
    ['', 'c1'],
    ['c2', 'c2'],
  ])('asks about community %p as %p', (asked, expected) => {
    expect(requestedCommunityId(session, asked)).toBe(expected);
  });

  it.each([
    [undefined, true],
    ['u1', true],
    ['u2', false],
  ])('treats user id %p as the caller: %p', (userId, own) => {
    expect(isCallerOwnRecord(session, userId)).toBe(own);
  });
});
