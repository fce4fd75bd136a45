import { AREA_DEFINITION_SCHEMA, registryAjv } from './areaDefinition.ts';

const valid = registryAjv.compile(AREA_DEFINITION_SCHEMA);

const dining = {
  id: 'dining',
  platform: '^1.2.0',
  paths: ['dining'],
  nav: [
    {
      id: 'dining',
      label: 'Dining',
      to: '/dining/restaurant',
      icon: 'dining',
      children: [
        { label: 'Restaurants', to: '/dining/restaurant' },
        { label: 'Dining Info', to: '/dining/info/Menu', keep: true },
      ],
      childrenFrom: {
        query:
          'query Restaurants($communityId: ID!) { restaurants(communityId: $communityId) { _id name } }',
        list: 'restaurants',
        label: 'name',
        to: '/dining/restaurant/:_id',
      },
      tab: { after: ['events', 'search'] },
    },
  ],
  topBar: [
    {
      id: 'menu',
      label: 'Menus',
      to: '/dining/restaurant',
      icon: 'dining',
      badge: 'dining.new',
      onAreaPages: true,
      after: 'chat',
    },
  ],
  hooks: ['startup', 'resume'],
  overlay: true,
};

describe('area definition schema', () => {
  it('accepts bottom tabs, loaded submenus, top-bar buttons, hooks and an overlay', () => {
    expect(valid(dining)).toBe(true);
  });

  it.each([
    ['an unknown hook', { ...dining, hooks: ['shutdown'] }],
    ['a hook named twice', { ...dining, hooks: ['startup', 'startup'] }],
    ['an overlay that is not true or false', { ...dining, overlay: 'yes' }],
    [
      'a top-bar button with an unknown field',
      { ...dining, topBar: [{ ...dining.topBar[0], color: 'red' }] },
    ],
    [
      'a top-bar button without a link',
      { ...dining, topBar: [{ id: 'x', label: 'X', icon: 'chat' }] },
    ],
    [
      'a submenu source whose list is not a field name',
      {
        ...dining,
        nav: [{ ...dining.nav[0], childrenFrom: { ...dining.nav[0].childrenFrom, list: 'a.b' } }],
      },
    ],
  ])('refuses %s', (_, definition) => {
    expect(valid(definition)).toBe(false);
  });
});
