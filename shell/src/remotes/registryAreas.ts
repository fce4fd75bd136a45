import { type AreaDefinition, type RegistryEntry, setPortalAreas } from '@portal/shared';
import { isCompatible } from './compatibility';
import { registerAreas } from './federation';

export interface PortalAreas {
  /** The definitions of the areas that fit this platform, in registry order. */
  definitions: AreaDefinition[];
  /** The names of the areas made for another platform: they show "update needed". */
  incompatible: ReadonlySet<string>;
}

/**
 * The registry's areas, split into those this platform runs and those that need an update.
 * Each entry carries its area's definition, so nothing is loaded to know them.
 */
export function portalAreasOf(entries: readonly RegistryEntry[]): PortalAreas {
  const incompatible = new Set(
    entries.filter((entry) => !isCompatible(entry.definition.platform)).map((entry) => entry.name),
  );
  return {
    definitions: entries
      .filter((entry) => !incompatible.has(entry.name))
      .map((entry) => entry.definition),
    incompatible,
  };
}

/**
 * Makes the registry's areas known to this page: to the federation runtime, which loads them
 * when they are first opened, and to `@portal/shared` (titles, top-level pages, named links).
 */
export function applyRegistry(entries: readonly RegistryEntry[]): PortalAreas {
  registerAreas(entries);
  const areas = portalAreasOf(entries);
  setPortalAreas(areas.definitions);
  return areas;
}
