import type { Role } from '../api/user';

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
  roles?: Role[];
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

export interface NavContribution {
  /** Unique across the portal; other entries name it to sit after it. */
  id: string;
  label: string;
  to: string;
  icon: NavIcon;
  access?: AreaAccess;
  /** The sidebar's submenu. */
  children?: { label: string; to: string }[];
  /** In the desktop sidebar, at this place; left out when absent. */
  sidebar?: Placement;
  /** In the phone's More list, at this place; left out when absent. */
  more?: Placement;
}

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
  /** Named link targets, as route patterns relative to the first path: { details: 'details/:id' }. */
  links?: Record<string, string>;
}

/** What every remote's `./area` module exposes. */
export interface AreaModule {
  area: AreaDefinition;
}
