import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RegistryEntry, RoutesModule } from '@portal/shared';
import { CHUNK_TIMEOUT_MS } from '@portal/shared';

/** Manifests are small: a remote host that does not answer in this time counts as down. */
const MANIFEST_TIMEOUT_MS = 15_000;

/** Bounds every manifest fetch, so a remote that hangs fails instead of spinning forever. */
export const fetchTimeoutPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-fetch-timeout',
  fetch(url, init) {
    return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  },
});

let pluginsRegistered = false;

/** Registers the areas with the shell's federation runtime (created by the build, with the shared singletons). */
export function registerAreas(entries: RegistryEntry[]): void {
  if (!pluginsRegistered) {
    registerPlugins([fetchTimeoutPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/** Loads an area's route tree; rejects on failure or after the chunk time-out (spec 9). */
export async function loadAreaRoutes(name: string): Promise<RoutesModule> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`Loading ${name} timed out`)), CHUNK_TIMEOUT_MS),
  );
  const module = await Promise.race([loadRemote<RoutesModule>(`${name}/routes`), timeout]);
  if (!module?.routes) throw new Error(`The ${name} area did not load`);
  return module;
}
