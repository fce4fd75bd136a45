import {
  type AreaDefinition,
  composeNavigation,
  isTopLevelPage,
  type MergedSettings,
  type NavContribution,
  type NavIcon,
  type Role,
} from '@portal/shared';

export type IconName = NavIcon;

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  children?: { label: string; to: string }[];
  /** Shown as the current page at this path (instead of at `to`). */
  currentAt?: string;
}

export interface NavContext {
  role: Role;
  settings: Pick<
    MergedSettings,
    'wellnessEnabled' | 'shortcutsEnabledPlus' | 'requestExperienceEnabled'
  >;
  hasHomeSystem: boolean;
  /** The saved home: What's New or Categories. */
  home: string;
  /** The areas this person has, as they describe themselves (their `./area` modules). */
  areas: readonly AreaDefinition[];
}

/** The shell's own entries; everything else comes from the areas. */
const SHELL_ENTRIES: NavContribution[] = [
  {
    id: 'share',
    label: 'Share',
    to: '/share',
    icon: 'share',
    access: { roles: ['Resident', 'Staff'] },
    sidebar: { after: ['chat', 'wellness', 'controls', 'directory'] },
    more: { after: ['chat', 'wellness', 'requests'] },
  },
];

function itemsFor(context: NavContext, place: 'sidebar' | 'more'): (NavItem & { id: string })[] {
  const access = {
    role: context.role,
    flags: context.settings,
    hasHomeSystem: context.hasHomeSystem,
  };
  return composeNavigation(context.areas, SHELL_ENTRIES, place, access).map(
    ({ id, label, to, icon, children }) => ({
      id,
      label,
      to,
      icon,
      ...(children ? { children } : {}),
    }),
  );
}

/** Spec 2, Navigation: the desktop sidebar, composed from the areas' contributions. */
export function sidebarItems(context: NavContext): (NavItem & { id: string })[] {
  return itemsFor(context, 'sidebar');
}

/** Spec 2: More holds what the bottom bar has no room for, without submenus. */
export function moreItems(context: NavContext): NavItem[] {
  return itemsFor(context, 'more').map(({ label, to, icon }) => ({ label, to, icon }));
}

/** Spec 2: the phone's bottom bar; Events and Dining while the community has those areas. */
export function bottomTabs({ home, areas }: NavContext): NavItem[] {
  const has = (id: string) => areas.some((area) => area.id === id);
  const tabs: (NavItem | false)[] = [
    // Through the root, which goes to the home saved when it is opened.
    { label: 'Home', to: '/', icon: 'home', currentAt: home },
    { label: 'Search', to: '/search', icon: 'search' },
    has('events') && { label: 'Events', to: '/events/all', icon: 'events' },
    has('dining') && { label: 'Dining', to: '/dining/restaurant', icon: 'dining' },
    { label: 'More', to: '/more', icon: 'more' },
  ];
  return tabs.filter((tab): tab is NavItem => tab !== false);
}

export interface RestaurantLink {
  _id: string;
  name: string;
}

/**
 * Spec 2: the sidebar's Dining entry opens onto each restaurant (→ its menus) and Dining
 * Info. Until the restaurants have loaded (or if none), it keeps the area's own submenu.
 */
export function withRestaurants<T extends NavItem & { id: string }>(
  items: T[],
  restaurants: readonly RestaurantLink[],
): T[] {
  if (restaurants.length === 0) return items;
  return items.map((item) =>
    item.id === 'dining' && item.children
      ? {
          ...item,
          children: [
            ...restaurants.map((restaurant) => ({
              label: restaurant.name,
              to: `/dining/restaurant/${encodeURIComponent(restaurant._id)}`,
            })),
            ...item.children.slice(-1),
          ],
        }
      : item,
  );
}

const SHELL_TOP_LEVEL = /^\/(more|share)\/?$/;

/** Spec 2, Top bar: pages without top tabs (and every search page) show a back button. */
export function showsBackButton(pathname: string): boolean {
  if (SHELL_TOP_LEVEL.test(pathname)) return false;
  return !isTopLevelPage(pathname);
}
