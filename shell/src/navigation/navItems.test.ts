import { routeTitle, setPortalAreas } from '@portal/shared';
import { area as calls } from '../../../mf-calls/src/area';
import { area as chat } from '../../../mf-chat/src/area';
import { area as controls } from '../../../mf-controls/src/area';
import { area as dining } from '../../../mf-dining/src/area';
import { area as directory } from '../../../mf-directory/src/area';
import { area as events } from '../../../mf-events/src/area';
import { area as library } from '../../../mf-feed/src/area';
import { area as profile } from '../../../mf-profile/src/area';
import { area as wellness } from '../../../mf-wellness/src/area';
import { childrenOf, submenuOf } from './loadedChildren';
import {
  bottomTabs,
  moreItems,
  type NavContext,
  showsBackButton,
  sidebarItems,
  topBarButtons,
} from './navItems';

const allOff = {
  wellnessEnabled: false,
  shortcutsEnabledPlus: false,
  requestExperienceEnabled: false,
};
const allOn = { wellnessEnabled: true, shortcutsEnabledPlus: true, requestExperienceEnabled: true };
// The areas' own definitions, in the registry's order: the navigation is composed from them.
const AREAS = [library, events, dining, directory, chat, calls, controls, wellness, profile];
beforeAll(() => setPortalAreas(AREAS));
afterAll(() => setPortalAreas([]));

const context = (patch: Partial<NavContext>): NavContext => ({
  role: 'Resident',
  settings: allOff,
  hasHomeSystem: false,
  home: '/library/new',
  areas: AREAS,
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
    expect(tabs[0]).toMatchObject({ to: '/', currentAt: '/library/category' });
  });

  it('leaves out the tab of an area the community does not have', () => {
    const tabs = bottomTabs(context({ areas: AREAS.filter((area) => area !== dining) }));
    expect(labels(tabs)).toEqual(['Home', 'Search', 'Events', 'More']);
  });

  it('gives a resident with a home system and every flag the whole More list, in order', () => {
    expect(labels(moreItems(context({ settings: allOn, hasHomeSystem: true })))).toEqual([
      'Directory',
      'Home Controls',
      'Library',
      'Shortcuts',
      'Requests',
      'Wellness',
      'Chat',
      'Share',
      'Profile',
    ]);
  });

  it('keeps the order when whole areas are missing for a person', () => {
    const staffAreas = AREAS.filter((area) => area !== chat && area !== controls);
    expect(
      labels(moreItems(context({ role: 'Staff', settings: allOn, areas: staffAreas }))),
    ).toEqual(['Directory', 'Library', 'Shortcuts', 'Requests', 'Wellness', 'Share', 'Profile']);
    expect(labels(sidebarItems(context({ role: 'Family', areas: staffAreas })))).toEqual([
      "What's New",
      'Library',
      'Events',
      'Dining',
      'Directory',
    ]);
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
  const diningItem = () => sidebarItems(context({})).find((item) => item.label === 'Dining');
  const pairs = (children: { label: string; to: string }[] | undefined) =>
    children?.map((child) => [child.label, child.to]);

  it('has Restaurants and Dining Info before the restaurants have loaded', () => {
    expect(pairs(submenuOf(diningItem()?.children, []))).toEqual([
      ['Restaurants', '/dining/restaurant'],
      ['Dining Info', '/dining/info/Menu'],
    ]);
  });

  it('lists each restaurant the query answers, linked to its menus, then Dining Info', () => {
    const item = diningItem();
    const source = item?.childrenFrom;
    if (!source) throw new Error('Dining loads its submenu');
    const loaded = childrenOf(
      {
        restaurants: [
          { _id: 'r1', name: 'Willow Room' },
          { _id: 'r 2', name: 'Corner Café' },
          { _id: 'r3', name: '' },
          { name: 'No id' },
        ],
      },
      source,
    );
    expect(item?.to).toBe('/dining/restaurant');
    expect(pairs(submenuOf(item?.children, loaded))).toEqual([
      ['Willow Room', '/dining/restaurant/r1'],
      ['Corner Café', '/dining/restaurant/r%202'],
      ['Dining Info', '/dining/info/Menu'],
    ]);
  });

  it('keeps the area’s own submenu when the answer has no list', () => {
    const source = diningItem()?.childrenFrom;
    if (!source) throw new Error('Dining loads its submenu');
    expect(childrenOf({ restaurants: null }, source)).toEqual([]);
    expect(childrenOf(null, source)).toEqual([]);
  });
});

describe('top bar', () => {
  const ids = (buttons: { id: string }[]) => buttons.map((button) => button.id);

  it('shows chat with its unread badge everywhere, and wellness settings on wellness pages only', () => {
    const withWellness = context({ settings: allOn });
    expect(ids(topBarButtons(withWellness, '/library/new'))).toEqual(['chat']);
    expect(topBarButtons(withWellness, '/library/new')[0]).toMatchObject({ badge: 'chat.unread' });
    expect(ids(topBarButtons(withWellness, '/wellness/progress'))).toEqual(['chat', 'wellness']);
  });

  it('has no chat button for staff and no wellness button without the flag', () => {
    expect(
      ids(topBarButtons(context({ role: 'Staff', settings: allOn }), '/wellness/devices')),
    ).toEqual(['wellness']);
    expect(ids(topBarButtons(context({}), '/wellness/devices'))).toEqual(['chat']);
  });
});

describe('page titles, from the areas’ definitions', () => {
  it.each([
    ['/library/new', "What's New"],
    ['/library/category', 'Library'],
    ['/library/category/Notice', 'Notices'],
    ['/library/category/Photo', 'Photos'],
    ['/library/category/Notice/all', 'All Notices'],
    ['/library/category/Menu/all', 'All Dining Info'],
    ['/library/category/Garden', 'Garden'],
    ['/library/category/Garden/ALL', 'All Garden'],
    ['/library/category/Request', 'Requests'],
    ['/library/category/Resource/Health%20%26%20Care', 'Health & Care'],
    ['/library/item/42/Pdf', 'Item'],
    ['/dining/info/Menu/all', 'All Dining Info'],
    ['/dining/restaurant/r1', 'Menus'],
    ['/dining/restaurant/r1/m1', 'Menu'],
    ['/directory/friends', 'Friends & Family'],
    ['/directory/details/u1', 'Details'],
    ['/events/signups', 'My Events'],
    ['/events/details/e1', 'Event Details'],
    ['/events/all/', 'Events'],
    ['/controls/thermostat/t1', 'Device Details'],
    ['/chat/details/c1', 'Messages'],
    ['/wellness/devices', 'Wellness Devices'],
    ['/profile', 'Profile'],
    ['/calls', 'Calls'],
    ['/more', 'More'],
  ])('%s reads %s', (path, title) => {
    expect(routeTitle(path)).toBe(title);
  });

  it.each(['/library/nowhere', '/events/details', '/nowhere', '/library/category/Notice/a/b'])(
    '%s has no title',
    (path) => {
      expect(routeTitle(path)).toBeUndefined();
    },
  );
});
