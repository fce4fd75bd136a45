import type { AreaDefinition } from '@portal/shared';

/** Chat, for everyone but staff (spec 2, 6); every chat page has a back button. */
export const area: AreaDefinition = {
  id: 'chat',
  platform: '^1.14.0',
  paths: ['chat'],
  // Plain data read at build time; area.test.ts holds it to CHAT_ROLES, the server's rule.
  access: { roles: ['Resident', 'Family', 'Advocate'] },
  nav: [
    {
      id: 'chat',
      label: 'Chat',
      to: '/chat/channels',
      icon: 'chat',
      sidebar: { after: ['wellness', 'controls', 'directory'] },
      more: { after: ['wellness', 'requests'] },
    },
  ],
  titles: [
    { path: 'channels', title: 'Chat' },
    { path: 'users', title: 'New Chat' },
    { path: 'with/:id', title: 'New Chat' },
    { path: 'messages', title: 'Messages' },
    { path: 'details/:id', title: 'Messages' },
  ],
  // Spec 2: the messages view has the whole phone screen.
  withoutTabBar: ['messages'],
  links: { channels: 'channels', newChat: 'users', chatWith: 'with/:id', channel: 'details/:id' },
  topBar: [{ id: 'chat', label: 'Chat', to: '/chat/channels', icon: 'chat', badge: 'chat.unread' }],
  // The connection and the unread badge from sign-in on; the badge again when the portal resumes.
  hooks: ['startup', 'resume'],
};
