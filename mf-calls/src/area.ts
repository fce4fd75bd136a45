import type { AreaDefinition } from '@portal/shared';

/**
 * Calls, for the people who may talk to each other (spec 6: the chat roles). Reached from a
 * person's details, from a chat and from an incoming call, not from the navigation; the shell
 * shows its overlay (the incoming-call dialog and the notification banner) on every screen.
 */
export const area: AreaDefinition = {
  id: 'calls',
  platform: '^1.14.0',
  paths: ['calls'],
  // Plain data read at build time; area.test.ts holds it to CHAT_ROLES, the server's rule.
  access: { roles: ['Resident', 'Family', 'Advocate'] },
  titles: [
    { path: 'video/:id', title: 'Video call' },
    { path: 'voice/:id', title: 'Voice call' },
    { path: '', title: 'Calls' },
  ],
  topLevel: [''],
  links: { calls: '', videoCall: 'video/:id', voiceCall: 'voice/:id' },
  // The push channel from sign-in on, so a call rings on any screen; again when the portal resumes.
  hooks: ['startup', 'resume'],
  overlay: true,
};
