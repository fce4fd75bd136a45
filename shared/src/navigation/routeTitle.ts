import { areaTitle } from '../area/portalAreas';

/** Spec 2: page titles come from the route. */

const CATEGORY_PLURALS: Record<string, string> = {
  notice: 'Notices',
  photo: 'Photos',
  resource: 'Resources',
  video: 'Videos',
  request: 'Requests',
  menu: 'Dining Info',
};

/** The shell's own pages; every area gives the titles of its pages in its `./area` definition. */
const SHELL_TITLES: Record<string, string> = {
  '/search': 'Search',
  '/share': 'Share',
  '/more': 'More',
  '/logout': 'Logout',
};

/** 'Notice' → 'Notices'; unknown categories keep their own name. */
export function categoryTitle(category: string): string {
  return CATEGORY_PLURALS[category.toLowerCase()] ?? category;
}

/** A tag page: 'all' reads 'All Notices', and the Menu category 'All Dining Info'. */
export function tagTitle(category: string, tag: string): string {
  return tag.toLowerCase() === 'all' ? `All ${categoryTitle(category)}` : tag;
}

/** The title of a path, or undefined for a path no screen serves. */
export function routeTitle(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SHELL_TITLES[path] ?? areaTitle(path);
}
