import { categoryTitle, routeTitle, tagTitle } from './routeTitle';

describe('routeTitle', () => {
  it.each([
    ['/library/new', "What's New"],
    ['/library/category', 'Library'],
    ['/library/category/Notice', 'Notices'],
    ['/library/category/Photo', 'Photos'],
    ['/library/category/Notice/all', 'All Notices'],
    ['/library/category/Menu/all', 'All Dining Info'],
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

  it('keeps unknown categories and plain tags as they are', () => {
    expect(categoryTitle('Garden')).toBe('Garden');
    expect(tagTitle('Notice', 'Maintenance')).toBe('Maintenance');
    expect(tagTitle('menu', 'ALL')).toBe('All Dining Info');
  });
});
