import type { AreaDefinition } from '@portal/shared';

/** Home controls, for a resident with a deployed home system (spec 2, 6). */
export const area: AreaDefinition = {
  id: 'controls',
  platform: '^1.14.0',
  paths: ['controls'],
  access: { roles: ['Resident'], requiresHomeSystem: true },
  nav: [
    {
      id: 'controls',
      label: 'Home Controls',
      to: '/controls/list',
      icon: 'controls',
      children: [
        { label: 'Devices', to: '/controls/list' },
        { label: 'Scenes', to: '/controls/scenes' },
      ],
      sidebar: { after: 'directory' },
      more: { after: 'directory' },
    },
  ],
  titles: [
    { path: 'list', title: 'Devices' },
    { path: 'scenes', title: 'Scenes' },
    { path: ':type/:id', title: 'Device Details' },
  ],
  topLevel: ['list', 'scenes'],
  links: { devices: 'list', scenes: 'scenes', device: ':type/:id' },
};
