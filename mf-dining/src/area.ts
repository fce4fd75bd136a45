import type { AreaDefinition } from '@portal/shared';

/** Dining: restaurants, their menus, and Dining Info (spec 2). */
export const area: AreaDefinition = {
  id: 'dining',
  platform: '^1.16.0',
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
      // Spec 2: the sidebar opens onto each restaurant (→ its menus) and Dining Info.
      childrenFrom: {
        query:
          'query Restaurants($communityId: ID!) { restaurants(communityId: $communityId, first: 50) { _id name } }',
        list: 'restaurants',
        label: 'name',
        to: '/dining/restaurant/:_id',
      },
      sidebar: { after: 'events' },
      tab: { after: ['events', 'search'] },
    },
  ],
  titles: [
    { path: 'restaurant', title: 'Dining' },
    { path: 'restaurant/:restaurantId', title: 'Menus' },
    { path: 'restaurant/:restaurantId/:menuId', title: 'Menu' },
    { path: 'info/:category', title: 'Dining Info' },
    { path: 'info/Menu/all', title: 'All Dining Info' },
    { path: 'info/:category/all', title: 'All :category' },
    { path: 'info/:category/:tag', title: ':tag' },
  ],
  topLevel: ['restaurant', 'info/:category'],
  links: { restaurants: 'restaurant', restaurant: 'restaurant/:restaurantId', info: 'info/Menu' },
};
