import {
  bottomTabs,
  moreItems,
  type NavContext,
  showsBackButton,
  sidebarItems,
  withRestaurants,
} from './navItems';

const allOff = {
  wellnessEnabled: false,
  shortcutsEnabledPlus: false,
  requestExperienceEnabled: false,
};
const allOn = { wellnessEnabled: true, shortcutsEnabledPlus: true, requestExperienceEnabled: true };
const context = (patch: Partial<NavContext>): NavContext => ({
  role: 'Resident',
  settings: allOff,
  hasHomeSystem: false,
  home: '/library/new',
  ...patch,
});
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('sidebarItems', () => {
  it('gives a resident with a home system and every flag the whole sidebar, in order', () => {
    expect(labels(sidebarItems(context({ settings: allOn, hasHomeSystem: true })))).toEqual([
      "What's New",
      'Shortcuts',
      'Library',
      'Requests',
      'Events',
      'Dining',
      'Directory',
      'Home Controls',
      'Wellness',
      'Chat',
      'Share',
    ]);
  });

  it('hides chat from staff but keeps share', () => {
    const items = labels(sidebarItems(context({ role: 'Staff' })));
    expect(items).not.toContain('Chat');
    expect(items).toContain('Share');
  });

  it.each(['Family', 'Advocate'] as const)('gives %s chat but no share', (role) => {
    const items = labels(sidebarItems(context({ role })));
    expect(items).toContain('Chat');
    expect(items).not.toContain('Share');
  });

  it('shows home controls only with a home system, and flagged items only with their flags', () => {
    const items = labels(sidebarItems(context({})));
    for (const hidden of ['Home Controls', 'Shortcuts', 'Requests', 'Wellness']) {
      expect(items).not.toContain(hidden);
    }
  });

  it('links the library submenu to each category and Requests to the Request category', () => {
    const items = sidebarItems(context({ settings: allOn }));
    const library = items.find((item) => item.label === 'Library');
    expect(library?.children?.map((child) => child.to)).toEqual([
      '/library/category/Notice',
      '/library/category/Photo',
      '/library/category/Resource',
      '/library/category/Video',
    ]);
    expect(items.find((item) => item.label === 'Requests')?.to).toBe('/library/category/Request');
  });
});

describe('phone navigation', () => {
  it('has Home, Search, Events, Dining and More, with Home at the saved home', () => {
    const tabs = bottomTabs(context({ home: '/library/category' }));
    expect(labels(tabs)).toEqual(['Home', 'Search', 'Events', 'Dining', 'More']);
    expect(tabs[0].to).toBe('/library/category');
  });

  it('puts Directory first in More and Home Controls only with a system', () => {
    expect(labels(moreItems(context({ hasHomeSystem: true }))).slice(0, 2)).toEqual([
      'Directory',
      'Home Controls',
    ]);
    expect(labels(moreItems(context({})))).not.toContain('Home Controls');
    expect(labels(moreItems(context({ role: 'Staff' })))).not.toContain('Chat');
  });
});

describe('showsBackButton', () => {
  it.each([
    ['/chat/channels', true],
    ['/search', true],
    ['/events/details/e1', true],
    ['/library/item/1/Photo', true],
    ['/library/new', false],
    ['/events/signups', false],
    ['/directory/staff', false],
    ['/more', false],
  ])('%s → %s', (path, back) => {
    expect(showsBackButton(path)).toBe(back);
  });
});

describe('the Dining submenu', () => {
  const dining = (items: ReturnType<typeof sidebarItems>) =>
    items.find((item) => item.label === 'Dining');

  it('has Restaurants and Dining Info before the restaurants have loaded', () => {
    const items = withRestaurants(sidebarItems(context({})), []);
    expect(dining(items)?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Restaurants', '/dining/restaurant'],
      ['Dining Info', '/dining/info/Menu'],
    ]);
  });

  it('lists each restaurant, linked to its menus, then Dining Info', () => {
    const items = withRestaurants(sidebarItems(context({})), [
      { _id: 'r1', name: 'Willow Room' },
      { _id: 'r 2', name: 'Corner Café' },
    ]);
    expect(dining(items)?.to).toBe('/dining/restaurant');
    expect(dining(items)?.children?.map((child) => [child.label, child.to])).toEqual([
      ['Willow Room', '/dining/restaurant/r1'],
      ['Corner Café', '/dining/restaurant/r%202'],
      ['Dining Info', '/dining/info/Menu'],
    ]);
    expect(labels(items)).toEqual(labels(sidebarItems(context({}))));
  });
});
