import { listFilter, listsForCodes, unknownRoleCodes } from './directoryRules.ts';
import {
  canCommunicate,
  canSeePerson,
  isFieldVisible,
  redactPerson,
  type Viewer,
} from './privacy.ts';

const resident: Viewer = { userId: 'r1', userType: 'Resident', role: 'Resident' };
const family: Viewer = { userId: 'f1', userType: 'Contact', role: 'Family' };
const staff: Viewer = { userId: 's1', userType: 'Staff', role: 'Staff' };

const person = (
  overrides: Partial<{ optOutOfDirectory: boolean; hiddenFields: string[] }> = {},
) => ({
  id: 'p1',
  userType: 'Resident' as const,
  optOutOfDirectory: false,
  hiddenFields: [] as string[],
  ...overrides,
});

const values = {
  email: 'p@example.org',
  primaryPhone: '2155550100',
  phoneNumber: '2155550101',
  secondaryPhone: '2155550102',
  birthdate: '1940-01-01',
  biography: 'Bio',
  profileImage: 'img',
  thumbnail: 'thumb',
  address: '1 Oak',
  building: 'Oak',
};

describe('canSeePerson', () => {
  it.each([
    [resident, false, true],
    [resident, true, false],
    [family, true, false],
    [staff, true, true],
  ])('%o sees a resident with opt-out %s: %s', (viewer, optedOut, expected) => {
    expect(canSeePerson(viewer, person({ optOutOfDirectory: optedOut }))).toBe(expected);
  });

  it('always lets the owner see themselves', () => {
    expect(canSeePerson({ ...resident, userId: 'p1' }, person({ optOutOfDirectory: true }))).toBe(
      true,
    );
  });
});

describe('isFieldVisible and redactPerson', () => {
  it.each(['email', 'primaryPhone', 'secondaryPhone', 'birthdate'])(
    'hides %s from residents, family and staff but not from the owner',
    (field) => {
      const hidden = person({ hiddenFields: [field] });
      for (const viewer of [resident, family, staff]) {
        expect(isFieldVisible(viewer, hidden, field)).toBe(false);
      }
      expect(isFieldVisible({ ...resident, userId: 'p1' }, hidden, field)).toBe(true);
    },
  );

  it('treats the resident phone number as the primary phone', () => {
    const shown = redactPerson(resident, person({ hiddenFields: ['primaryPhone'] }), values);
    expect(shown).toMatchObject({
      primaryPhone: null,
      phoneNumber: null,
      secondaryPhone: '2155550102',
    });
  });

  it('leaves only the name of a hidden profile', () => {
    const shown = redactPerson(staff, person({ hiddenFields: ['profile'] }), values);
    expect(Object.values(shown).every((value) => value === null)).toBe(true);
  });

  it('gives the owner everything', () => {
    const owner = { ...resident, userId: 'p1' };
    expect(redactPerson(owner, person({ hiddenFields: ['profile', 'email'] }), values)).toEqual(
      values,
    );
  });
});

describe('canCommunicate', () => {
  it.each([
    [[], [], true],
    [['profile'], [], false],
    [[], ['profile'], false],
    [['email'], ['birthdate'], true],
  ])('from %j to %j: %s', (from, to, expected) => {
    expect(canCommunicate({ hiddenFields: from }, { hiddenFields: to })).toBe(expected);
  });
});

describe('directory rules', () => {
  it('maps role codes 2, 3, 4 and defaults to residents and friends', () => {
    expect(listsForCodes([4, 2, 2])).toEqual(['staff', 'residents']);
    expect(listsForCodes(undefined)).toEqual(['residents', 'friends']);
    expect(unknownRoleCodes([1, 2, 5])).toEqual([1, 5]);
  });

  it.each([
    ['residents', resident, { userType: 'Resident', excludeOptedOut: true, excludeViewer: false }],
    ['friends', resident, { userType: 'Contact', familyOnly: true, excludeViewer: true }],
    ['friends', staff, null],
    ['staff', family, { userType: 'Staff', excludeViewer: true }],
  ] as const)('%s for %o', (list, viewer, expected) => {
    const filter = listFilter(list, viewer);
    if (expected === null) expect(filter).toBeNull();
    else expect(filter).toMatchObject(expected);
  });
});
