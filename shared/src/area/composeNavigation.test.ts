import type { AreaDefinition, NavContribution } from './areaDefinition';
import { type AccessContext, allows, composeNavigation, placeInOrder } from './composeNavigation';

const entry = (id: string, patch: Partial<NavContribution> = {}): NavContribution => ({
  id,
  label: id,
  to: `/${id}`,
  icon: 'home',
  ...patch,
});
const resident: AccessContext = {
  role: 'Resident',
  flags: { wellnessEnabled: false, shortcutsEnabledPlus: true, requestExperienceEnabled: false },
  hasHomeSystem: false,
};
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('placeInOrder', () => {
  it('puts each item right after the one it names, in any order of arrival', () => {
    const placed = placeInOrder([
      { item: { id: 'dining' }, placement: { after: 'events' } },
      { item: { id: 'new' }, placement: {} },
      { item: { id: 'events' }, placement: { after: 'library' } },
      { item: { id: 'library' }, placement: { after: 'new' } },
    ]);
    expect(ids(placed)).toEqual(['new', 'library', 'events', 'dining']);
  });

  it('keeps the given order of items after the same one, each followed by its own', () => {
    const placed = placeInOrder([
      { item: { id: 'a' }, placement: {} },
      { item: { id: 'b' }, placement: { after: 'a' } },
      { item: { id: 'c' }, placement: { after: 'a' } },
      { item: { id: 'b2' }, placement: { after: 'b' } },
    ]);
    expect(ids(placed)).toEqual(['a', 'b', 'b2', 'c']);
  });

  it('takes the first anchor that is there', () => {
    const placed = placeInOrder([
      { item: { id: 'a' }, placement: {} },
      { item: { id: 'c' }, placement: { after: ['missing', 'a'] } },
      { item: { id: 'b' }, placement: { after: ['a', 'c'] } },
    ]);
    expect(ids(placed)).toEqual(['a', 'c', 'b']);
  });

  it('puts an item whose anchor is missing last, with what follows it', () => {
    const placed = placeInOrder([
      { item: { id: 'x' }, placement: { after: 'nowhere' } },
      { item: { id: 'a' }, placement: {} },
      { item: { id: 'y' }, placement: { after: 'x' } },
    ]);
    expect(ids(placed)).toEqual(['a', 'x', 'y']);
  });

  it('still shows items whose placements only name each other, and an id used twice, without looping', () => {
    const placed = placeInOrder([
      { item: { id: 'a' }, placement: {} },
      { item: { id: 'x' }, placement: { after: 'y' } },
      { item: { id: 'y' }, placement: { after: 'x' } },
      { item: { id: 'a', n: 2 }, placement: { after: 'a' } },
    ]);
    expect(ids(placed)).toEqual(['a', 'a', 'x', 'y']);
  });
});

describe('allows', () => {
  it.each([
    [{ roles: ['Resident' as const] }, true],
    [{ roles: ['Staff' as const] }, false],
    [{ flag: 'shortcutsEnabledPlus' as const }, true],
    [{ flag: 'wellnessEnabled' as const }, false],
    [{ requiresHomeSystem: true }, false],
    [undefined, true],
  ])('%j → %s', (access, expected) => {
    expect(allows(access, resident)).toBe(expected);
  });
});

describe('composeNavigation', () => {
  const feed: AreaDefinition = {
    id: 'library',
    platform: '^1.0.0',
    paths: ['library'],
    nav: [
      entry('new', { sidebar: {} }),
      entry('shortcuts', { sidebar: { after: 'new' }, access: { flag: 'shortcutsEnabledPlus' } }),
      entry('requests', {
        sidebar: { after: 'shortcuts' },
        more: {},
        access: { flag: 'requestExperienceEnabled' },
      }),
    ],
  };
  const chat: AreaDefinition = {
    id: 'chat',
    platform: '^1.0.0',
    paths: ['chat'],
    access: { roles: ['Resident', 'Family', 'Advocate'] },
    nav: [entry('chat', { sidebar: { after: 'requests' }, more: { after: 'requests' } })],
  };
  const share = entry('share', { sidebar: { after: 'chat' }, access: { roles: ['Resident'] } });

  it('places every area’s entries and the shell’s, then keeps what the person may use', () => {
    // Requests is off, but Chat still sits where Requests would be.
    expect(ids(composeNavigation([chat, feed], [share], 'sidebar', resident))).toEqual([
      'new',
      'shortcuts',
      'chat',
      'share',
    ]);
  });

  it('applies the area’s access to its entries, and each list has its own places', () => {
    const staff = { ...resident, role: 'Staff' as const };
    expect(ids(composeNavigation([chat, feed], [share], 'sidebar', staff))).toEqual([
      'new',
      'shortcuts',
    ]);
    const withRequests = {
      ...resident,
      flags: { ...resident.flags, requestExperienceEnabled: true },
    };
    expect(ids(composeNavigation([chat, feed], [share], 'more', withRequests))).toEqual([
      'requests',
      'chat',
    ]);
  });
});
