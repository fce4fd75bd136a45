import { type AreaDefinition, categoryTitle, tagTitle } from '@portal/shared';

const CATEGORIES = [
  { label: 'Notices', category: 'Notice' },
  { label: 'Photos', category: 'Photo' },
  { label: 'Resources', category: 'Resource' },
  { label: 'Videos', category: 'Video' },
];

/** The library: What's New, the categories, Requests and Shortcuts (spec 2). */
export const area: AreaDefinition = {
  id: 'library',
  platform: '^1.1.0',
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
    { path: 'category/:category', title: ({ category = '' }) => categoryTitle(category) },
    {
      path: 'category/:category/:tag',
      title: ({ category = '', tag = '' }) => tagTitle(category, tag),
    },
    { path: 'item/:id/:type', title: 'Item' },
    { path: 'details/:id', title: 'Details' },
  ],
  topLevel: ['new', 'category', 'shortcuts', 'category/Request'],
  links: { whatsNew: 'new', categories: 'category', details: 'details/:id' },
};
