import { CHAT_ROLES, mayShare, mayUseHomeControls, primaryRole } from './roles.ts';

describe('primaryRole', () => {
  it.each([
    [['Family', 'Resident'], 'Contact', 'Family'],
    [['Advocate'], 'Resident', 'Advocate'],
    [[], 'Contact', 'Family'],
    [['Unknown'], 'Staff', 'Staff'],
    [[], 'Resident', 'Resident'],
  ] as const)('%j of a %s is %s', (roles, userType, role) => {
    expect(primaryRole(roles, userType)).toBe(role);
  });
});

describe('what a role allows', () => {
  it('keeps chat from staff only', () => {
    expect(CHAT_ROLES).toEqual(['Resident', 'Family', 'Advocate']);
  });
  it.each([
    ['Resident', true],
    ['Staff', true],
    ['Family', false],
    ['Advocate', false],
    [undefined, false],
  ] as const)('Share for a %s: %s', (role, allowed) => {
    expect(mayShare(role)).toBe(allowed);
  });
  it.each([
    ['Resident', 'Deployed', true],
    ['Resident', 'Pending', false],
    ['Resident', null, false],
    ['Family', 'Deployed', false],
    ['Staff', 'Deployed', false],
  ] as const)('home controls for a %s with a %s system: %s', (role, status, allowed) => {
    expect(mayUseHomeControls(role, status)).toBe(allowed);
  });
});
