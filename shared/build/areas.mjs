/**
 * The portal areas, each an independently built Module Federation remote.
 * `paths` are the first path segments the area serves; `roles`, `flag`, `setting` and
 * `requiresHomeSystem` are the rules (spec 2 and 6) the shell applies before loading it.
 */
export const AREAS = [
  { name: 'mf_feed', dir: 'mf-feed', port: 3001, paths: ['library'] },
  { name: 'mf_events', dir: 'mf-events', port: 3002, paths: ['events'] },
  { name: 'mf_dining', dir: 'mf-dining', port: 3003, paths: ['dining'] },
  { name: 'mf_directory', dir: 'mf-directory', port: 3004, paths: ['directory'] },
  {
    name: 'mf_chat',
    dir: 'mf-chat',
    port: 3005,
    paths: ['chat'],
    roles: ['Resident', 'Family', 'Advocate'],
  },
  { name: 'mf_calls', dir: 'mf-calls', port: 3006, paths: ['calls'] },
  {
    name: 'mf_controls',
    dir: 'mf-controls',
    port: 3007,
    paths: ['controls'],
    roles: ['Resident'],
    requiresHomeSystem: true,
  },
  {
    name: 'mf_wellness',
    dir: 'mf-wellness',
    port: 3008,
    paths: ['wellness'],
    flag: 'wellnessEnabled',
  },
  { name: 'mf_profile', dir: 'mf-profile', port: 3009, paths: ['profile'] },
];

export const SHELL_PORT = 3000;

/** The port an area is served on locally: PORT_MF_<AREA> or its default. */
export function areaPort(area) {
  const key = `PORT_${area.name.toUpperCase()}`;
  return Number(process.env[key] || area.port);
}

/** The registry the shell reads at run time for one environment. */
export function registryFor(envName, hostname = 'localhost') {
  return {
    remotes: AREAS.map(({ name, paths, roles, flag, requiresHomeSystem, ...area }) => ({
      name,
      entry:
        envName === 'local'
          ? `http://${hostname}:${areaPort({ name, ...area })}/mf-manifest.json`
          : `/remotes/${area.dir}/mf-manifest.json`,
      paths,
      ...(roles ? { roles } : {}),
      ...(flag ? { flag } : {}),
      ...(requiresHomeSystem ? { requiresHomeSystem } : {}),
    })),
  };
}
