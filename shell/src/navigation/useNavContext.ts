import {
  type AreaDefinition,
  loadSettings,
  type PortalState,
  selectHasHomeSystem,
  selectRole,
  selectSettings,
} from '@portal/shared';
import { createContext, useContext } from 'react';
import { useSelector } from 'react-redux';
import type { NavContext } from './navItems';

/** The areas that described themselves, given to the layout without rebuilding the router. */
export const PortalAreasContext = createContext<readonly AreaDefinition[]>([]);

/**
 * What the navigation is composed from, read when it renders: the person's role, flags and
 * home system, their saved home, and the areas. A change to any of them needs no new router.
 */
export function useNavContext(): NavContext | null {
  const role = useSelector(selectRole);
  const settings = useSelector(selectSettings);
  const hasHomeSystem = useSelector(selectHasHomeSystem);
  const areas = useContext(PortalAreasContext);
  if (!role || !settings) return null;
  return { role, settings, hasHomeSystem, home: loadSettings().home, areas };
}

/** The same, read once from the store's state (outside React: the root route's loader). */
export function navContextOf(
  state: PortalState,
  areas: readonly AreaDefinition[],
): NavContext | null {
  const role = selectRole(state);
  const settings = selectSettings(state);
  if (!role || !settings) return null;
  const hasHomeSystem = selectHasHomeSystem(state);
  return { role, settings, hasHomeSystem, home: loadSettings().home, areas };
}
