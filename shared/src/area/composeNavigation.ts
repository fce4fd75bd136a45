import type { Role } from '@portal/contracts';
import type {
  AccessFlag,
  AreaAccess,
  AreaDefinition,
  NavContribution,
  Placement,
  TopBarContribution,
} from './areaDefinition';

/** What access rules are checked against: the person's role, the community's flags, the home system. */
export interface AccessContext {
  role: Role;
  flags: Record<AccessFlag, boolean>;
  hasHomeSystem: boolean;
}

export function allows(access: AreaAccess | undefined, context: AccessContext): boolean {
  if (!access) return true;
  if (access.roles && !access.roles.includes(context.role)) return false;
  if (access.flag && !context.flags[access.flag]) return false;
  if (access.requiresHomeSystem && !context.hasHomeSystem) return false;
  return true;
}

/**
 * Puts items in order by their placements: an item goes right after the first of the ones it
 * names that is there, or first when it names none; items placed after the same one keep their
 * given order; an item none of whose anchors is there goes last. Placement happens before
 * access rules hide entries, so hiding an entry never moves the ones placed after it.
 */
export function placeInOrder<T extends { id: string }>(
  items: { item: T; placement: Placement }[],
): T[] {
  const ids = new Set(items.map(({ item }) => item.id));
  const following = new Map<string | undefined, T[]>();
  const orphans: T[] = [];
  for (const { item, placement } of items) {
    const named = placement.after === undefined ? [] : [placement.after].flat();
    const anchor = named.find((id) => ids.has(id));
    if (named.length > 0 && anchor === undefined) {
      orphans.push(item);
      continue;
    }
    following.set(anchor, [...(following.get(anchor) ?? []), item]);
  }
  const ordered: T[] = [];
  const placed = new Set<T>();
  const place = (item: T) => {
    if (placed.has(item)) return;
    placed.add(item);
    ordered.push(item);
    for (const next of following.get(item.id) ?? []) place(next);
  };
  for (const item of following.get(undefined) ?? []) place(item);
  for (const item of orphans) place(item);
  // Placements that only name each other (two areas released apart) still show, in given order.
  for (const { item } of items) place(item);
  return ordered;
}

export type NavPlace = 'sidebar' | 'more' | 'tab';

/**
 * The entries of one navigation list (spec 2): every area's contributions and the shell's own,
 * in their placed order, keeping those the person may use (the area's access and the entry's).
 */
export function composeNavigation(
  areas: readonly AreaDefinition[],
  shellEntries: readonly NavContribution[],
  place: NavPlace,
  context: AccessContext,
): NavContribution[] {
  const entries = [
    ...areas.flatMap((area) =>
      (area.nav ?? []).map((entry) => ({ entry, areaAccess: area.access })),
    ),
    ...shellEntries.map((entry) => ({ entry, areaAccess: undefined })),
  ];
  const allowed = new Set(
    entries
      .filter(
        ({ entry, areaAccess }) => allows(areaAccess, context) && allows(entry.access, context),
      )
      .map(({ entry }) => entry),
  );
  const placed = placeInOrder(
    entries.flatMap(({ entry }) => {
      const placement = entry[place];
      return placement ? [{ item: entry, placement }] : [];
    }),
  );
  return placed.filter((entry) => allowed.has(entry));
}

/** A top-bar button with the area it belongs to (a button may show only on its area's pages). */
export interface TopBarButton extends TopBarContribution {
  areaId: string;
}

/** The areas' top-bar buttons (spec 2), in their placed order, keeping those the person may use. */
export function composeTopBar(
  areas: readonly AreaDefinition[],
  context: AccessContext,
): TopBarButton[] {
  const buttons = areas.flatMap((area) =>
    (area.topBar ?? []).map((button) => ({
      item: { ...button, areaId: area.id },
      placement: { after: button.after },
      allowed: allows(area.access, context) && allows(button.access, context),
    })),
  );
  const allowed = new Set(buttons.filter((b) => b.allowed).map((b) => b.item));
  return placeInOrder(buttons).filter((button) => allowed.has(button));
}
