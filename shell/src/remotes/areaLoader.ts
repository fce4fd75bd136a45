import type { RegistryEntry, RoutesModule } from '@portal/shared';
import type { RouteObject } from 'react-router';
import { forgetFailedRemote, loadAreaRoutes } from './federation';
import type { AreaLoadError } from './loadFailure';

export type AreaStatus =
  | { status: 'idle' | 'loading' | 'ready' }
  | { status: 'failed'; failure: AreaLoadError };

/** Adds routes under a route of the router (react-router's `patch` and `router.patchRoutes`). */
export type PatchRoutes = (routeId: string, children: RouteObject[]) => void;

/** The id of the (pathless) route of an area's path; its routes are added under it, at the path. */
export function areaRouteId(name: string, path: string): string {
  return `area:${name}:${path}`;
}

const IDLE: AreaStatus = { status: 'idle' };

/**
 * Loads each area's routes the first time a page of it is opened, pointed at or, once the page
 * is idle, in the navigation, and adds them to the router (`patchRoutesOnNavigation`,
 * `prefetch`), so a deep link into an area that has not loaded yet works. Keeps
 * each area's status for the page that stands in while it loads, failed, or is tried again.
 */
export class AreaLoader {
  private readonly statuses = new Map<string, AreaStatus>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly modules = new Map<string, RoutesModule>();
  /** The areas loading ahead of need whose failure nobody waits to hear of. */
  private readonly quiet = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly entries: readonly RegistryEntry[],
    private readonly incompatible: ReadonlySet<string>,
    private readonly onFailure: (area: string, failure: AreaLoadError) => void,
  ) {}

  status(name: string): AreaStatus {
    return this.statuses.get(name) ?? IDLE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The area that serves a path and runs on this platform. */
  entryFor(pathname: string): RegistryEntry | undefined {
    const first = pathname.split('/').filter(Boolean)[0];
    return this.entries.find(
      (entry) =>
        first !== undefined &&
        entry.definition.paths.includes(first) &&
        !this.incompatible.has(entry.name),
    );
  }

  /**
   * The area of a link the person points at or moves to, or of their navigation once the page
   * is idle: its routes load and join the router (its own `patchRoutes`) before the link is
   * followed. A failure is not reported: the navigation, if it comes, tries again and says what
   * failed. Settles once the load has (at once for an area loaded, loading, failed or at no path).
   */
  prefetch(pathname: string, patch: PatchRoutes): Promise<void> {
    const entry = this.entryFor(pathname);
    if (!entry || this.status(entry.name).status !== 'idle') return Promise.resolve();
    return this.load(entry, patch, true);
  }

  /**
   * Loads the area's routes and adds them under each of its paths: once, or again after a
   * failure. A quiet load that fails leaves the area as if never tried, unless someone came
   * to wait for it meanwhile.
   */
  load(entry: RegistryEntry, patch: PatchRoutes, quiet = false): Promise<void> {
    const { status } = this.status(entry.name);
    if (status === 'ready') return Promise.resolve();
    const running = this.pending.get(entry.name);
    if (!quiet) this.quiet.delete(entry.name);
    if (running) return running;
    if (quiet) this.quiet.add(entry.name);
    this.set(entry.name, { status: 'loading' });
    const run = loadAreaRoutes(entry)
      .then(
        (module) => {
          this.quiet.delete(entry.name);
          this.modules.set(entry.name, module);
          this.addRoutes(entry, patch);
          this.set(entry.name, { status: 'ready' });
        },
        (failure: AreaLoadError) => {
          // Forgotten as it fails: the next load (a retry, a navigation) fetches it afresh.
          forgetFailedRemote(entry);
          // A quiet load nobody came to wait for leaves the area as if never tried.
          if (this.quiet.delete(entry.name)) return this.set(entry.name, IDLE);
          this.set(entry.name, { status: 'failed', failure });
          this.onFailure(entry.name, failure);
        },
      )
      .finally(() => this.pending.delete(entry.name));
    this.pending.set(entry.name, run);
    return run;
  }

  /**
   * For `createBrowserRouter`: a navigation into an area waits for its routes. Every such
   * navigation adds them with its own `patch`: react-router drops the patch of a navigation
   * that was interrupted (another click while the area loaded), and keeps a route only once.
   */
  patchRoutesOnNavigation = async ({ path, patch }: { path: string; patch: PatchRoutes }) => {
    const entry = this.entryFor(path);
    if (!entry) return;
    await this.load(entry, patch);
    this.addRoutes(entry, patch);
  };

  private addRoutes(entry: RegistryEntry, patch: PatchRoutes): void {
    const module = this.modules.get(entry.name);
    if (!module) return;
    for (const path of entry.definition.paths) {
      patch(areaRouteId(entry.name, path), [{ path, children: module.routes }]);
    }
  }

  private set(name: string, status: AreaStatus): void {
    this.statuses.set(name, status);
    for (const listener of this.listeners) listener();
  }
}
