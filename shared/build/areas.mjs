import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The portal areas, each an independently built Module Federation remote, with the port it is
 * served on locally. Everything else about an area (its paths, who may use it, its navigation)
 * is in its own definition, `src/area.ts`.
 */
export const AREAS = [
  { name: 'mf_feed', dir: 'mf-feed', port: 3001 },
  { name: 'mf_events', dir: 'mf-events', port: 3002 },
  { name: 'mf_dining', dir: 'mf-dining', port: 3003 },
  { name: 'mf_directory', dir: 'mf-directory', port: 3004 },
  { name: 'mf_chat', dir: 'mf-chat', port: 3005 },
  { name: 'mf_calls', dir: 'mf-calls', port: 3006 },
  { name: 'mf_controls', dir: 'mf-controls', port: 3007 },
  { name: 'mf_wellness', dir: 'mf-wellness', port: 3008 },
  { name: 'mf_profile', dir: 'mf-profile', port: 3009 },
];

/** The local ports of the portal's other parts (contracts/ports.json, also read by the code). */
export const DEFAULT_PORTS = createRequire(import.meta.url)('../../contracts/ports.json');
export const SHELL_PORT = DEFAULT_PORTS.shell;

/** The port an area is served on locally: PORT_MF_<AREA> or its default. */
export function areaPort(area) {
  const key = `PORT_${area.name.toUpperCase()}`;
  return Number(process.env[key] || area.port);
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A built area's definition: the `area.json` its build writes beside its manifest, in `dist`
 * or in a release folder.
 */
export function builtDefinition(distDir) {
  const file = join(distDir, 'area.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the area first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The areas built in this working copy, as the API registers them (version `local`). */
export function localAreas(hostname = 'localhost') {
  return AREAS.map((area) => ({
    name: area.name,
    entry: `http://${hostname}:${areaPort(area)}/mf-manifest.json`,
    definition: builtDefinition(join(root, area.dir, 'dist')),
  }));
}
