import type { AreaDefinition } from '@portal/shared';

/** The person's profile and settings; on phones it closes the More list (spec 2). */
export const area: AreaDefinition = {
  id: 'profile',
  platform: '^1.14.0',
  paths: ['profile'],
  nav: [
    {
      id: 'profile',
      label: 'Profile',
      to: '/profile',
      icon: 'profile',
      more: { after: ['share', 'chat', 'wellness', 'requests'] },
    },
  ],
  titles: [{ path: '', title: 'Profile' }],
  topLevel: [''],
  links: { profile: '' },
};
