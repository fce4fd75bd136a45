import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RegistryEntry, RoutesModule } from '@portal/shared';
import { CHUNK_TIMEOUT_MS } from '@portal/shared';
import { notWhileNavigating } from './firstPage';
import {
  AreaLoadError,
  classifyLoadFailure,
  failedFetch,
  failedStatus,
  probeUrl,
} from './loadFailure';

/** Manifests are small: a remote host that does not answer in this time counts as down. */
export const MANIFEST_TIMEOUT_MS = 7_000;

/** The last failed fetch of each address, so a failure the runtime wraps keeps its kind. */
const fetchFailures = new Map<string, AreaLoadError>();

/**
 * Bounds every manifest fetch, so a remote that hangs fails instead of spinning forever, and
 * turns a failed fetch or an error status into an AreaLoadError of its kind.
 */
export const fetchTimeoutPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-fetch-timeout',
  async fetch(url, init) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    } catch (error) {
      const failure = failedFetch(error, url);
      fetchFailures.set(url, failure);
      throw failure;
    }
    if (!response.ok) {
      const failure = failedStatus(response.status, url);
      fetchFailures.set(url, failure);
      throw failure;
    }
    fetchFailures.delete(url);
    return response;
  },
});

/**
 * The script, chunk or manifest a loading error names, else the remote's manifest. Only such
 * files count: the runtime's messages also link to its documentation.
 */
export function addressOf(error: unknown, fallback: string): string {
  const message = String((error as Error)?.message ?? error);
  const named = message.match(/https?:\/\/[^\s)"']+?\.(?:js|json)(?=[\s)"'?#]|$)/);
  return named ? named[0] : fallback;
}

/** Why loading from `entry` failed, as an AreaLoadError of its kind. */
export function explainLoadFailure(error: unknown, entry: string): Promise<AreaLoadError> {
  const known = fetchFailures.get(entry) ?? error;
  const address = addressOf(error, entry);
  return classifyLoadFailure(known, () => probeUrl(address), navigator.onLine);
}

/** The waits before each new try of a remote that failed in a way that may pass (spec: calm, forgiving). */
export const RETRY_DELAYS_MS = [400, 1_200];

/** Worth another try: no answer (while the browser is online) or a server error. */
export function isPassing(failure: AreaLoadError, online: boolean): boolean {
  if (failure.kind === 'network') return online;
  return failure.kind === 'http' && (failure.status ?? 0) >= 500;
}

const attempts = new Map<string, number>();

/**
 * Tries a failed remote module again, after a growing wait, when the failure may pass; gives
 * up with the failure classified (an AreaLoadError) when it may not, or after the last wait.
 */
export const retryPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-retry',
  async errorLoadRemote({ id, error, lifecycle, remote, origin }) {
    if (lifecycle !== 'onLoad' || !remote) return undefined;
    const failure = await explainLoadFailure(error, remote.entry);
    const attempt = attempts.get(id) ?? 0;
    if (attempt >= RETRY_DELAYS_MS.length || !isPassing(failure, navigator.onLine)) throw failure;
    attempts.set(id, attempt + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      forgetFailedRemote(remote, id);
      return await origin.loadRemote(id);
    } finally {
      if (attempt === 0) attempts.delete(id);
    }
  },
});

/** The remotes the page has run code of: registering one again would start a second copy. */
const runningRemotes = new Set<string>();

/** The loads of area modules under way, by `name/expose`: callers at the same time share one. */
const loads = new Map<string, Promise<unknown>>();

/** Remotes left to forget once no module of theirs is loading (forgetFailedRemote). */
const remotesToForget = new Set<string>();

/**
 * Makes the runtime fetch a remote's entry again after it failed, by registering it afresh:
 * only while none of its code runs (a module that failed later is simply asked for again).
 * While another module of it is loading (its hooks as its routes fail), registering it afresh
 * would leave that module on the old copy and the next on a new one: the remote is forgotten
 * instead before its next load, once nothing of it is loading. `failing` is the module whose
 * own load asks (the retry plugin, within that load).
 */
export function forgetFailedRemote(
  remote: { name: string; entry: string },
  failing?: string,
): void {
  if (runningRemotes.has(remote.name)) return;
  const otherLoad = [...loads.keys()].some(
    (id) => id !== failing && id.startsWith(`${remote.name}/`),
  );
  if (otherLoad) {
    remotesToForget.add(remote.name);
    return;
  }
  remotesToForget.delete(remote.name);
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

let pluginsRegistered = false;

/** Registers the areas with the shell's federation runtime (created by the build, with the shared singletons). */
export function registerAreas(entries: readonly RegistryEntry[]): void {
  if (!pluginsRegistered) {
    registerPlugins([fetchTimeoutPlugin(), retryPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Loads one module an area exposes (`./routes`, `./hooks`), checking it has `field`; rejects
 * with an AreaLoadError, at the latest after the chunk time-out (spec 9). Callers at the same
 * time (a resume during the startup load of a hooks module) share one load: the retry plugin,
 * which counts attempts by module, runs one series of retries for a failure, and no second load
 * of the module registers its remote afresh while the first retries. A load that failed is
 * tried afresh by the next caller.
 */
export function loadAreaModule<K extends string, T extends Record<K, unknown>>(
  entry: RegistryEntry,
  expose: string,
  field: K,
): Promise<T> {
  const id = `${entry.name}/${expose}`;
  let loading = loads.get(id) as Promise<T> | undefined;
  if (!loading) {
    if (remotesToForget.has(entry.name)) forgetFailedRemote(entry);
    loading = fetchAreaModule<K, T>(entry, id, field).finally(() => loads.delete(id));
    loads.set(id, loading);
  }
  return loading;
}

async function fetchAreaModule<K extends string, T extends Record<K, unknown>>(
  entry: RegistryEntry,
  id: string,
  field: K,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AreaLoadError('timeout', `Loading ${entry.name} timed out`)),
      CHUNK_TIMEOUT_MS,
    );
  });
  try {
    const module = await Promise.race([loadRemote<T>(id), timeout]);
    if (!module?.[field]) throw new Error(`The ${entry.name} area has no ${field}`);
    runningRemotes.add(entry.name);
    return module;
  } catch (error) {
    throw await explainLoadFailure(error, entry.entry);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads an area module used as work ahead of need (a startup or resume hook, an overlay): one that
 * comes in while a click is being answered is handed over only after that page has rendered
 * (notWhileNavigating), so its code does not run beside the page asked for.
 */
export async function loadIdleAreaModule<K extends string, T extends Record<K, unknown>>(
  entry: RegistryEntry,
  expose: string,
  field: K,
): Promise<T> {
  const module = await loadAreaModule<K, T>(entry, expose, field);
  await notWhileNavigating();
  return module;
}

/** Loads an area's route tree. */
export function loadAreaRoutes(entry: RegistryEntry): Promise<RoutesModule> {
  return loadAreaModule<'routes', RoutesModule>(entry, 'routes', 'routes');
}
