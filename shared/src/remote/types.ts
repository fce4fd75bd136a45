import type { RouteObject } from 'react-router';

/** What every remote's `./routes` module exposes: its route tree, relative to its area. */
export interface RoutesModule {
  routes: RouteObject[];
}

/** One entry of the remote registry the shell reads at run time. */
export interface RegistryEntry {
  name: string;
  entry: string;
  paths: string[];
  roles?: string[];
  flag?: string;
  requiresHomeSystem?: boolean;
}

export interface Registry {
  remotes: RegistryEntry[];
}
