import { setPortalAreas } from '../area/portalAreas';
import { categoryTitle, routeTitle, tagTitle } from './routeTitle';

afterEach(() => setPortalAreas([]));

describe('routeTitle', () => {
  it('names the shell’s own pages', () => {
    expect(routeTitle('/more')).toBe('More');
    expect(routeTitle('/search/')).toBe('Search');
  });

  it('asks the area serving the path, by its route patterns', () => {
    setPortalAreas([
      {
        id: 'garden',
        platform: '^1.0.0',
        paths: ['garden'],
        titles: [
          { path: 'beds', title: 'Beds' },
          { path: 'beds/all', title: 'All beds' },
          { path: 'beds/:bed', title: 'Bed :bed' },
        ],
      },
    ]);
    expect(routeTitle('/garden/beds/')).toBe('Beds');
    expect(routeTitle('/garden/beds/North%20%26%20South')).toBe('Bed North & South');
    expect(routeTitle('/garden/beds/ALL')).toBe('All beds');
    expect(routeTitle('/garden/nowhere')).toBeUndefined();
    expect(routeTitle('/elsewhere/beds')).toBeUndefined();
  });

  it('keeps unknown categories and plain tags as they are', () => {
    expect(categoryTitle('Garden')).toBe('Garden');
    expect(tagTitle('Notice', 'Maintenance')).toBe('Maintenance');
    expect(tagTitle('menu', 'ALL')).toBe('All Dining Info');
  });
});
