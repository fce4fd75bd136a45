import type { AreaDefinition } from '@portal/shared';

/** The directory: residents, staff, friends and family, and each person's details (spec 2). */
export const area: AreaDefinition = {
  id: 'directory',
  platform: '^1.16.0',
  paths: ['directory'],
  nav: [
    {
      id: 'directory',
      label: 'Directory',
      to: '/directory/residents',
      icon: 'directory',
      sidebar: { after: 'dining' },
      more: {},
    },
  ],
  titles: [
    { path: 'residents', title: 'Residents' },
    { path: 'staff', title: 'Staff' },
    { path: 'friends', title: 'Friends & Family' },
    { path: 'profile', title: 'Edit Profile' },
    { path: 'details', title: 'Details' },
    { path: 'details/:id', title: 'Details' },
  ],
  topLevel: ['residents', 'staff', 'friends'],
  links: { residents: 'residents', details: 'details/:id' },
  hooks: ['resume'],
};
