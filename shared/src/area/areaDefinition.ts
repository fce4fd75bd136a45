import type { Role } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { PortalStore } from '../store/createPortalStore';

/** The icons the shell draws for navigation entries. */
export type NavIcon =
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

/** The community flags and settings that turn parts of the portal on. */
export type AccessFlag = 'wellnessEnabled' | 'shortcutsEnabledPlus' | 'requestExperienceEnabled';

/** Who may use an area or see an entry: roles, a community flag, a deployed home system (spec 2, 6). */
export interface AreaAccess {
  roles?: readonly Role[];
  flag?: AccessFlag;
  requiresHomeSystem?: boolean;
}

/**
 * Where an entry sits in a list: right after the first entry of `after` that the list has (an
 * area may be missing for a person or a community), or first without `after`.
 */
export interface Placement {
  after?: string | string[];
}

export interface NavChild {
  label: string;
  to: string;
  /** Stays in the submenu once `childrenFrom` has loaded (the others give way to its entries). */
  keep?: boolean;
}

/**
 * Submenu entries read from the portal's GraphQL API when the sidebar shows, one per item of a
 * list in the answer (spec 2: Dining opens onto each restaurant).
 */
export interface NavChildrenSource {
  /** A GraphQL query; it is given `$communityId`. */
  query: string;
  /** The field of the answer that holds the list. */
  list: string;
  /** The item's field that gives the entry's label. */
  label: string;
  /** The entry's link, `:field` filled from the item (encoded), e.g. '/dining/restaurant/:_id'. */
  to: string;
}

export interface NavContribution {
  /** Unique across the portal; other entries name it to sit after it. */
  id: string;
  label: string;
  to: string;
  icon: NavIcon;
  access?: AreaAccess;
  /** The sidebar's submenu. */
  children?: NavChild[];
  /** Loaded submenu entries; until they load, or when there are none, `children` stand alone. */
  childrenFrom?: NavChildrenSource;
  /** In the desktop sidebar, at this place; left out when absent. */
  sidebar?: Placement;
  /** In the phone's More list, at this place; left out when absent. */
  more?: Placement;
  /** In the phone's bottom bar (between Home, Search and More), at this place; left out when absent. */
  tab?: Placement;
}

/**
 * A button an area adds to the top bar (spec 2: chat with its unread badge, wellness settings on
 * wellness pages), placed after the named buttons of other areas.
 */
export interface TopBarContribution extends Placement {
  id: string;
  /** The button's name for screen readers; the bar shows only the icon. */
  label: string;
  to: string;
  icon: NavIcon;
  access?: AreaAccess;
  /** Only while a page of this area is open. */
  onAreaPages?: boolean;
  /** Shows the count the portal store keeps under this key (`badgeCounted`), e.g. 'chat.unread'. */
  badge?: string;
}

/**
 * When the shell runs an area's `./hooks` module: once after sign-in (spec 4 startup, e.g. event
 * reminders, badges), and whenever the portal resumes (spec 2: shown again after being hidden).
 */
export type AreaHook = 'startup' | 'resume';

/**
 * A page title by route pattern (react-router syntax, relative to the area's first path). The
 * title may name the pattern's parameters, `':tag'`, filled in decoded. The first pattern that
 * matches gives the title, so the more particular ones come first.
 */
export interface AreaTitle {
  path: string;
  title: string;
}

/**
 * What an area tells the portal about itself (its `./area` module): where it lives, who may
 * use it, what it adds to the navigation, its page titles, which of its pages are top level
 * (no back button) and the links other areas may make into it. The shell composes all of this;
 * nothing about an area is written in the shell.
 *
 * It is plain data (JSON): a release records it in the registry, so the shell knows every
 * area before it loads any of them. `src/area.ts` therefore imports types only.
 */
export interface AreaDefinition {
  /** The name others use in links: `linkTo('<id>.<link>')`. */
  id: string;
  /** The range of the portal platform (`PLATFORM_VERSION`) the area needs, e.g. '^1.1.0'. */
  platform: string;
  /** The first path segments the area serves, e.g. ['dining']. */
  paths: string[];
  access?: AreaAccess;
  nav?: NavContribution[];
  titles?: AreaTitle[];
  /** Route patterns (relative to the first path) of pages without a back button. */
  topLevel?: string[];
  /** Route patterns of pages shown without the phone's bottom tab bar (chat's messages view). */
  withoutTabBar?: string[];
  /** Named link targets, as route patterns relative to the first path: { details: 'details/:id' }. */
  links?: Record<string, string>;
  topBar?: TopBarContribution[];
  /** The hooks its `./hooks` module (`AreaHooks`) has; the shell loads it only for these. */
  hooks?: AreaHook[];
  /**
   * True when its `./overlay` module (`AreaOverlayModule`) has a part the shell shows over every
   * screen, for those the area's access allows (spec 2: the incoming-call dialog, the
   * notification banner). It renders nothing while it has nothing to say.
   */
  overlay?: boolean;
}

/** What every remote's `./area` module exposes. */
export interface AreaModule {
  area: AreaDefinition;
}

/** What a remote's `./overlay` module exposes: a component the shell renders inside its layout. */
export interface AreaOverlayModule {
  Overlay: ComponentType;
}

/** What a remote's `./hooks` module exposes: code the shell runs for the area outside its pages. */
export interface AreaHooks {
  startup?(store: PortalStore): void;
  resume?(store: PortalStore): void;
}
