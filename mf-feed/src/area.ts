import type { AreaDefinition } from '@portal/shared';

const CATEGORIES = [
  { label: 'Notices', category: 'Notice' },
  { label: 'Photos', category: 'Photo' },
  { label: 'Resources', category: 'Resource' },
  { label: 'Videos', category: 'Video' },
];

/** A category's page and its 'all' folder read in the plural: 'Notices', 'All Notices'. */
const CATEGORY_TITLES = [
  ...CATEGORIES,
  { label: 'Requests', category: 'Request' },
  { label: 'Dining Info', category: 'Menu' },
].flatMap(({ label, category }) => [
  { path: `category/${category}`, title: label },
  { path: `category/${category}/all`, title: `All ${label}` },
]);

/** The library: What's New, the categories, Requests and Shortcuts (spec 2). */
export const area: AreaDefinition = {
  id: 'library',
  platform: '^1.16.0',
  paths: ['library'],
  nav: [
    { id: 'whatsNew', label: "What's New", to: '/library/new', icon: 'home', sidebar: {} },
    {
      id: 'shortcuts',
      label: 'Shortcuts',
      to: '/library/shortcuts',
      icon: 'shortcuts',
      access: { flag: 'shortcutsEnabledPlus' },
      sidebar: { after: 'whatsNew' },
      more: { after: 'library' },
    },
    {
      id: 'library',
      label: 'Library',
      to: '/library/category',
      icon: 'library',
      children: CATEGORIES.map(({ label, category }) => ({
        label,
        to: `/library/category/${category}`,
      })),
      sidebar: { after: 'shortcuts' },
      more: { after: ['controls', 'directory'] },
    },
    {
      id: 'requests',
      label: 'Requests',
      to: '/library/category/Request',
      icon: 'requests',
      access: { flag: 'requestExperienceEnabled' },
      sidebar: { after: 'library' },
      more: { after: 'shortcuts' },
    },
  ],
  titles: [
    { path: 'new', title: "What's New" },
    { path: 'category', title: 'Library' },
    { path: 'shortcuts', title: 'Shortcuts' },
    ...CATEGORY_TITLES,
    // Another category keeps its own name.
    { path: 'category/:category', title: ':category' },
    { path: 'category/:category/all', title: 'All :category' },
    { path: 'category/:category/:tag', title: ':tag' },
    { path: 'item/:id/:type', title: 'Item' },
    { path: 'details/:id', title: 'Details' },
  ],
  topLevel: ['new', 'category', 'shortcuts', 'category/Request'],
  links: { whatsNew: 'new', categories: 'category', details: 'details/:id' },
  hooks: ['resume'],
};
