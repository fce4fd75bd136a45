import type { AreaDefinition } from '@portal/shared';

/** Events: all events, my sign-ups, invites and each event's details (spec 2). */
export const area: AreaDefinition = {
  id: 'events',
  platform: '^1.16.0',
  paths: ['events'],
  nav: [
    {
      id: 'events',
      label: 'Events',
      to: '/events/all',
      icon: 'events',
      sidebar: { after: ['requests', 'library'] },
      tab: { after: 'search' },
    },
  ],
  titles: [
    { path: 'all', title: 'Events' },
    { path: 'signups', title: 'My Events' },
    { path: 'invites', title: 'Invites' },
    { path: 'details/:id', title: 'Event Details' },
  ],
  topLevel: ['all', 'signups', 'invites'],
  links: { all: 'all', details: 'details/:id' },
  // Reminders from sign-in on (spec 4); lists reload when the portal resumes (spec 2).
  hooks: ['startup', 'resume'],
};
