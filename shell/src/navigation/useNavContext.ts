import {
  type AreaDefinition,
  loadSettings,
  type MergedSettings,
  type PortalState,
  type Role,
  selectHasHomeSystem,
  selectRole,
  selectSettings,
} from '@portal/shared';
import { createContext, useContext, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { NavContext } from './navItems';

/** The areas that described themselves, given to the layout without rebuilding the router. */
export const PortalAreasContext = createContext<readonly AreaDefinition[]>([]);

/** The navigation context, once the person's role and flags are known. */
function navContext(
  role: Role | undefined,
  settings: MergedSettings | undefined,
  hasHomeSystem: boolean,
  areas: readonly AreaDefinition[],
  home: string,
): NavContext | null {
  if (!role || !settings) return null;
  return { role, settings, hasHomeSystem, home, areas };
}

/**
 * What the navigation is composed from, read when it renders: the person's role, flags and
 * home system, their saved home, and the areas. A change to any of them needs no new router;
 * the same object while none changes, so the navigation built from it is not built again.
 */
export function useNavContext(): NavContext | null {
  const role = useSelector(selectRole);
  const settings = useSelector(selectSettings);
  const hasHomeSystem = useSelector(selectHasHomeSystem);
  const areas = useContext(PortalAreasContext);
  const home = loadSettings().home;
  return useMemo(
    () => navContext(role, settings, hasHomeSystem, areas, home),
    [role, settings, hasHomeSystem, areas, home],
  );
}

/** The same, read once from the store's state (outside React: the root route's loader). */
export function navContextOf(
  state: PortalState,
  areas: readonly AreaDefinition[],
): NavContext | null {
  const home = loadSettings().home;
  return navContext(
    selectRole(state),
    selectSettings(state),
    selectHasHomeSystem(state),
    areas,
    home,
  );
}
