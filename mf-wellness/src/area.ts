import type { AreaDefinition } from '@portal/shared';

/** Wellness, where the community's wellnessEnabled flag is on (spec 2). */
export const area: AreaDefinition = {
  id: 'wellness',
  platform: '^1.14.0',
  paths: ['wellness'],
  access: { flag: 'wellnessEnabled' },
  nav: [
    {
      id: 'wellness',
      label: 'Wellness',
      to: '/wellness/progress',
      icon: 'wellness',
      sidebar: { after: ['controls', 'directory'] },
      more: { after: 'requests' },
    },
  ],
  titles: [
    { path: 'progress', title: 'Progress' },
    { path: 'devices', title: 'Wellness Devices' },
    { path: 'settings', title: 'Wellness Settings' },
  ],
  topLevel: ['progress', 'devices', 'settings'],
  links: { progress: 'progress', devices: 'devices', settings: 'settings' },
  hooks: ['startup', 'resume'],
  topBar: [
    {
      id: 'wellness',
      label: 'Wellness settings',
      to: '/wellness/settings',
      icon: 'wellness',
      onAreaPages: true,
      after: 'chat',
    },
  ],
};
