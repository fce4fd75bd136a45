import {
  type AccessContext,
  type AreaDefinition,
  composeNavigation,
  composeTopBar,
  isTopLevelPage,
  type MergedSettings,
  type NavChild,
  type NavChildrenSource,
  type NavContribution,
  type NavIcon,
  type NavPlace,
  type Role,
  SHARE_ROLES,
  type TopBarButton,
} from '@portal/shared';

export type IconName = NavIcon;

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  children?: NavChild[];
  childrenFrom?: NavChildrenSource;
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
  /** The areas this person has, as they describe themselves (their definitions). */
  areas: readonly AreaDefinition[];
}

/** The shell's own entries; everything else comes from the areas. */
const SHELL_ENTRIES: NavContribution[] = [
  // Through the root, which goes to the home saved when it is opened.
  { id: 'home', label: 'Home', to: '/', icon: 'home', tab: {} },
  { id: 'search', label: 'Search', to: '/search', icon: 'search', tab: { after: 'home' } },
  {
    id: 'share',
    label: 'Share',
    to: '/share',
    icon: 'share',
    access: { roles: SHARE_ROLES },
    sidebar: { after: ['chat', 'wellness', 'controls', 'directory'] },
    more: { after: ['chat', 'wellness', 'requests'] },
  },
];

/** Spec 2: More closes the bottom bar, after whatever the areas put there. */
const MORE_TAB: NavItem = { label: 'More', to: '/more', icon: 'more' };

/** The person and community the navigation's access rules are checked against. */
export function accessOf(context: NavContext): AccessContext {
  return { role: context.role, flags: context.settings, hasHomeSystem: context.hasHomeSystem };
}

function itemsFor(context: NavContext, place: NavPlace): (NavItem & { id: string })[] {
  return composeNavigation(context.areas, SHELL_ENTRIES, place, accessOf(context)).map(
    ({ id, label, to, icon, children, childrenFrom }) => ({
      id,
      label,
      to,
      icon,
      ...(children ? { children } : {}),
      ...(childrenFrom ? { childrenFrom } : {}),
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

/** Spec 2: the phone's bottom bar: Home, Search, the areas' tabs (Events, Dining), More. */
export function bottomTabs(context: NavContext): NavItem[] {
  const tabs = itemsFor(context, 'tab').map(({ id, label, to, icon }) =>
    id === 'home' ? { label, to, icon, currentAt: context.home } : { label, to, icon },
  );
  return [...tabs, MORE_TAB];
}

/** Spec 2, Top bar: the areas' buttons on this page (chat with its badge, wellness settings). */
export function topBarButtons(context: NavContext, pathname: string): TopBarButton[] {
  const first = pathname.split('/')[1] ?? '';
  const areaHere = context.areas.find((area) => area.paths.includes(first))?.id;
  return composeTopBar(context.areas, accessOf(context)).filter(
    (button) => !button.onAreaPages || button.areaId === areaHere,
  );
}

const SHELL_TOP_LEVEL = /^\/(more|share)\/?$/;

/** Spec 2, Top bar: pages without top tabs (and every search page) show a back button. */
export function showsBackButton(pathname: string): boolean {
  if (SHELL_TOP_LEVEL.test(pathname)) return false;
  return !isTopLevelPage(pathname);
}
