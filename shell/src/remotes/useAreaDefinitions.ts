import { type AreaDefinition, type RegistryEntry, setPortalAreas } from '@portal/shared';
import { useEffect, useState } from 'react';
import { isCompatible } from './compatibility';
import { loadAreaDefinition, registerAreas } from './federation';

export interface PortalAreas {
  /** The definitions of the areas that loaded and fit this platform, in registry order. */
  definitions: AreaDefinition[];
  /** The names of the areas made for another platform: they show "update needed". */
  incompatible: ReadonlySet<string>;
}

/** How long the portal waits for every area to describe itself before it shows what it has. */
export const AREA_DEFINITIONS_WAIT_MS = 3_000;

/**
 * Registers the person's areas with the federation runtime and loads each one's `./area`
 * definition, in parallel: null until all are in or the wait is over; an area that answers
 * later joins then. An area that cannot describe itself is left out of the navigation; its
 * paths still lead to its fallback.
 */
export function useAreaDefinitions(entries: RegistryEntry[] | null): PortalAreas | null {
  const [loaded, setLoaded] = useState<(PortalAreas & { entries: RegistryEntry[] }) | null>(null);

  useEffect(() => {
    if (!entries) return;
    let current = true;
    let shown = false;
    registerAreas(entries);
    // In registry order; undefined while an area has not answered, null when it failed.
    const found: (AreaDefinition | null | undefined)[] = entries.map(() => undefined);
    const incompatible = new Set(
      entries.filter((entry) => !isCompatible(entry.platform)).map((entry) => entry.name),
    );
    // The same set while its contents stay the same (it only grows): the router is built from it.
    let shownIncompatible = new Set<string>();
    const show = () => {
      if (!current) return;
      shown = true;
      const definitions = found.filter((area): area is AreaDefinition => !!area);
      if (incompatible.size !== shownIncompatible.size) {
        shownIncompatible = new Set(incompatible);
      }
      setPortalAreas(definitions);
      setLoaded({ entries, definitions, incompatible: shownIncompatible });
    };
    const timer = setTimeout(show, AREA_DEFINITIONS_WAIT_MS);
    const answered = () => {
      if (shown) show();
      else if (found.every((answer) => answer !== undefined)) {
        clearTimeout(timer);
        show();
      }
    };
    entries.forEach((entry, index) => {
      if (incompatible.has(entry.name)) {
        found[index] = null;
        return;
      }
      void loadAreaDefinition(entry)
        .catch(() => null)
        .then((area) => {
          const fits = !area || isCompatible(area.platform);
          if (!fits) incompatible.add(entry.name);
          found[index] = fits ? area : null;
          // After the portal shows, only an area that joins changes anything.
          if (area || !shown) answered();
        });
    });
    answered();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [entries]);

  return loaded?.entries === entries ? loaded : null;
}
