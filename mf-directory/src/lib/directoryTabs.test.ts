import { directoryTabs, isDirectoryRole } from './directoryTabs';

describe('directoryTabs', () => {
  it.each([
    ['Resident', ['residents', 'friends', 'staff']],
    ['Family', ['residents', 'friends', 'staff']],
    ['Advocate', ['residents', 'friends', 'staff']],
    ['Staff', ['residents', 'staff']],
  ] as const)('%s sees %j', (role, expected) => {
    expect(directoryTabs(role).map((tab) => tab.role)).toEqual(expected);
  });

  it('knows the three directory roles only', () => {
    expect(['residents', 'friends', 'staff', 'profile', undefined].map(isDirectoryRole)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
