import type { RouteObject } from 'react-router';
import type { AreaDefinition } from '../area/areaDefinition';

/** What every remote's `./routes` module exposes: its route tree, relative to its area. */
export interface RoutesModule {
  routes: RouteObject[];
}

/**
 * One area as the server's registry (`GET /v3/registry`) answers it for the signed-in person:
 * already filtered by their role, flags and home system, at the version their community runs.
 */
export interface RegistryEntry {
  name: string;
  version: string;
  /** The area's Module Federation manifest. */
  entry: string;
  /** The definition the area was built from (its `./area`), recorded with its release. */
  definition: AreaDefinition;
}

export interface Registry {
  remotes: RegistryEntry[];
}
