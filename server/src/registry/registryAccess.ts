import type { Role } from '@portal/contracts';
import type { AreaDefinitionData } from './areaDefinition.ts';
import type { AreaRelease } from './registryStore.ts';

/** What decides which areas a person may load in one community (spec 2 and 6). */
export interface RegistryCaller {
  /** The caller's role: the first of their roles. */
  role: Role;
  /** The community's flags and settings (an area's `flag` names one of them). */
  flags: Readonly<Record<string, unknown>>;
  /** A resident with a deployed home system. */
  hasHomeSystem: boolean;
}

/**
 * The releases this caller may load: an area limited to some roles needs the caller's role
 * among them, an area behind a flag needs that flag on in the community, and an area that needs
 * a home system needs the caller to have a deployed one.
 */
export function releasesForCaller(
  releases: readonly AreaRelease[],
  caller: RegistryCaller,
): AreaRelease[] {
  return releases.filter(({ definition: { access = {} } }) => {
    const { roles, flag, requiresHomeSystem } = access;
    return (
      (!roles || roles.includes(caller.role)) &&
      (!flag || caller.flags[flag] === true) &&
      (!requiresHomeSystem || caller.hasHomeSystem)
    );
  });
}

/** One remote of the `GET /v3/registry` answer (`RegistryEntry` of `@portal/shared`). */
export interface RegistryRemote {
  name: string;
  version: string;
  entry: string;
  definition: AreaDefinitionData;
}

export function toRegistryRemote(release: AreaRelease): RegistryRemote {
  return {
    name: release.area,
    version: release.version,
    entry: release.manifestUrl,
    definition: release.definition,
  };
}
