import type { AreaAccess } from '../registry/areaDefinition.ts';
import type { LocalArea } from '../registry/localReleases.ts';

/** An area as a test registers it: its definition with the rules that matter to the registry. */
export function localArea(
  name: string,
  port: number,
  path: string,
  access?: AreaAccess,
): LocalArea {
  return {
    name,
    entry: `http://localhost:${port}/mf-manifest.json`,
    definition: { id: path, platform: '^1.1.0', paths: [path], ...(access ? { access } : {}) },
  };
}

/** The nine areas as the local build lists them (`localAreas()` of shared/build/areas.mjs). */
export const LOCAL_AREAS: LocalArea[] = [
  localArea('mf_feed', 3001, 'library'),
  localArea('mf_events', 3002, 'events'),
  localArea('mf_dining', 3003, 'dining'),
  localArea('mf_directory', 3004, 'directory'),
  localArea('mf_chat', 3005, 'chat', { roles: ['Resident', 'Family', 'Advocate'] }),
  localArea('mf_calls', 3006, 'calls'),
  localArea('mf_controls', 3007, 'controls', { roles: ['Resident'], requiresHomeSystem: true }),
  localArea('mf_wellness', 3008, 'wellness', { flag: 'wellnessEnabled' }),
  localArea('mf_profile', 3009, 'profile'),
];
