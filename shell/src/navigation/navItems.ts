import type { MergedSettings, Role } from '@portal/shared';

export interface NavItem {
  label: string;
  to: string;
  /** An icon name from the shell's icon set. */
  icon: IconName;
  children?: NavItem[];
}

export type IconName =
  | 'home'
  | 'shortcuts'
  | 'library'
  | 'requests'
  | 'events'
  | 'dining'
  | 'directory'
  | 'controls'
  | 'wellness'
  | 'chat'
  | 'share'
  | 'search'
  | 'more'
  | 'profile'
  | 'logout';

export interface NavContext {
  role: Role;
  settings: Pick<
    MergedSettings,
    'wellnessEnabled' | 'shortcutsEnabledPlus' | 'requestExperienceEnabled'
  >;
  hasHomeSystem: boolean;
  /** The saved home: What's New or Categories. */
  home: string;
}

const LIBRARY_CATEGORIES = [
  { label: 'Notices', category: 'Notice' },
  { label: 'Photos', category: 'Photo' },
  { label: 'Resources', category: 'Resource' },
  { label: 'Videos', category: 'Video' },
];

/** Spec 2: Dining Info, the feed's Menu category, closes the Dining submenu. */
export const DINING_INFO_ITEM: NavItem = {
  label: 'Dining Info',
  to: '/dining/info/Menu',
  icon: 'dining',
};

const canShare = (role: Role) => role === 'Resident' || role === 'Staff';

/** Spec 2, Navigation: the desktop sidebar for a role, its settings, flags and home system. */
export function sidebarItems({ role, settings, hasHomeSystem }: NavContext): NavItem[] {
  const items: NavItem[] = [{ label: "What's New", to: '/library/new', icon: 'home' }];
  if (settings.shortcutsEnabledPlus) {
    items.push({ label: 'Shortcuts', to: '/library/shortcuts', icon: 'shortcuts' });
  }
  items.push({
    label: 'Library',
    to: '/library/category',
    icon: 'library',
    children: LIBRARY_CATEGORIES.map(({ label, category }) => ({
      label,
      to: `/library/category/${category}`,
      icon: 'library',
    })),
  });
  if (settings.requestExperienceEnabled) {
    items.push({ label: 'Requests', to: '/library/category/Request', icon: 'requests' });
  }
  items.push(
    { label: 'Events', to: '/events/all', icon: 'events' },
    {
      label: 'Dining',
      to: '/dining/restaurant',
      icon: 'dining',
      children: [
        { label: 'Restaurants', to: '/dining/restaurant', icon: 'dining' },
        DINING_INFO_ITEM,
      ],
    },
    { label: 'Directory', to: '/directory/residents', icon: 'directory' },
  );
  if (hasHomeSystem) {
    items.push({
      label: 'Home Controls',
      to: '/controls/list',
      icon: 'controls',
      children: [
        { label: 'Devices', to: '/controls/list', icon: 'controls' },
        { label: 'Scenes', to: '/controls/scenes', icon: 'controls' },
      ],
    });
  }
  if (settings.wellnessEnabled) {
    items.push({ label: 'Wellness', to: '/wellness/progress', icon: 'wellness' });
  }
  if (role !== 'Staff') items.push({ label: 'Chat', to: '/chat/channels', icon: 'chat' });
  if (canShare(role)) items.push({ label: 'Share', to: '/share', icon: 'share' });
  return items;
}

export interface RestaurantLink {
  _id: string;
  name: string;
}

/**
 * Spec 2: the sidebar's Dining entry opens onto each restaurant (→ its menus) and Dining
 * Info. Until the restaurants have loaded (or if none), it keeps Restaurants and Dining Info.
 */
export function withRestaurants(
  items: NavItem[],
  restaurants: readonly RestaurantLink[],
): NavItem[] {
  if (restaurants.length === 0) return items;
  return items.map((item) =>
    item.label === 'Dining'
      ? {
          ...item,
          children: [
            ...restaurants.map((restaurant) => ({
              label: restaurant.name,
              to: `/dining/restaurant/${encodeURIComponent(restaurant._id)}`,
              icon: 'dining' as const,
            })),
            DINING_INFO_ITEM,
          ],
        }
      : item,
  );
}

/** Spec 2: the phone's bottom bar. */
export function bottomTabs({ home }: NavContext): NavItem[] {
  return [
    { label: 'Home', to: home, icon: 'home' },
    { label: 'Search', to: '/search', icon: 'search' },
    { label: 'Events', to: '/events/all', icon: 'events' },
    { label: 'Dining', to: '/dining/restaurant', icon: 'dining' },
    { label: 'More', to: '/more', icon: 'more' },
  ];
}

/** Spec 2: More holds Directory, Home Controls when a system exists, and the flagged extras. */
export function moreItems(context: NavContext): NavItem[] {
  const { role, settings, hasHomeSystem } = context;
  const items: NavItem[] = [{ label: 'Directory', to: '/directory/residents', icon: 'directory' }];
  if (hasHomeSystem) items.push({ label: 'Home Controls', to: '/controls/list', icon: 'controls' });
  items.push({ label: 'Library', to: '/library/category', icon: 'library' });
  if (settings.shortcutsEnabledPlus) {
    items.push({ label: 'Shortcuts', to: '/library/shortcuts', icon: 'shortcuts' });
  }
  if (settings.requestExperienceEnabled) {
    items.push({ label: 'Requests', to: '/library/category/Request', icon: 'requests' });
  }
  if (settings.wellnessEnabled) {
    items.push({ label: 'Wellness', to: '/wellness/progress', icon: 'wellness' });
  }
  if (role !== 'Staff') items.push({ label: 'Chat', to: '/chat/channels', icon: 'chat' });
  if (canShare(role)) items.push({ label: 'Share', to: '/share', icon: 'share' });
  items.push({ label: 'Profile', to: '/profile', icon: 'profile' });
  return items;
}

/** Spec 2, Top bar: chat and search routes and pages without top tabs show a back button. */
export function showsBackButton(pathname: string): boolean {
  if (/^\/(chat|search)(\/|$)/.test(pathname)) return true;
  return !TOP_LEVEL_PATHS.some((pattern) => pattern.test(pathname));
}

const TOP_LEVEL_PATHS = [
  /^\/library\/(new|category|shortcuts)\/?$/,
  /^\/library\/category\/Request\/?$/,
  /^\/events\/(all|signups|invites)\/?$/,
  /^\/dining\/restaurant\/?$/,
  /^\/dining\/info\/[^/]+\/?$/,
  /^\/directory\/(residents|staff|friends)\/?$/,
  /^\/controls\/(list|scenes)\/?$/,
  /^\/wellness\/(progress|devices|settings)\/?$/,
  /^\/(more|profile|share|calls)\/?$/,
];
