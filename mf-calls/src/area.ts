import type { AreaDefinition } from '@portal/shared';

/** Calls: reached from chat and from an incoming call, not from the navigation. */
export const area: AreaDefinition = {
  id: 'calls',
  platform: '^1.1.0',
  paths: ['calls'],
  titles: [{ path: '', title: 'Calls' }],
  topLevel: [''],
  links: { calls: '' },
};
