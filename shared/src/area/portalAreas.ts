import { generatePath, matchPath } from 'react-router';
import type { AreaDefinition } from './areaDefinition';

/**
 * The areas this page knows about, kept in `@portal/shared` (one copy for the shell and every
 * area, as a federated singleton): the shell sets them once their `./area` modules have loaded.
 */
let areas: readonly AreaDefinition[] = [];

export function setPortalAreas(list: readonly AreaDefinition[]): void {
  areas = list;
}

/** One more area on this page (an area on its own dev server, or embedded in a partner page). */
export function addPortalArea(area: AreaDefinition): void {
  areas = [...areas.filter((known) => known.id !== area.id), area];
}

export function portalAreas(): readonly AreaDefinition[] {
  return areas;
}

/** The area serving a path, with the path's pattern base ('/dining'). */
export function areaOfPath(pathname: string): { area: AreaDefinition; base: string } | null {
  const first = pathname.split('/').filter(Boolean)[0];
  const area = areas.find((a) => first !== undefined && a.paths.includes(first));
  return area && first ? { area, base: `/${first}` } : null;
}

/** The title an area gives a path, or undefined. */
export function areaTitle(pathname: string): string | undefined {
  const found = areaOfPath(pathname);
  if (!found) return undefined;
  for (const { path, title } of found.area.titles ?? []) {
    const match = matchPath({ path: `${found.base}/${path}`, end: true }, pathname);
    if (match) return fillParams(title, decodedParams(match.params));
  }
  return undefined;
}

/** 'Bed :bed' with { bed: '4' } reads 'Bed 4'; a parameter the pattern lacks stays as written. */
function fillParams(title: string, params: Record<string, string | undefined>): string {
  return title.replace(/:(\w+)/g, (written, name: string) => params[name] ?? written);
}

function decodedParams(params: Record<string, string | undefined>) {
  const decoded: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(params)) {
    try {
      decoded[key] = value === undefined ? value : decodeURIComponent(value);
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

/** Whether the path matches one of the patterns its area lists (relative to its first path). */
function matchesAreaPages(
  pathname: string,
  patternsOf: (area: AreaDefinition) => string[] | undefined,
): boolean {
  const found = areaOfPath(pathname);
  if (!found) return false;
  return (patternsOf(found.area) ?? []).some((path) =>
    matchPath({ path: `${found.base}/${path}`, end: true }, pathname),
  );
}

/** Whether the path is one of its area's top-level pages (no back button). */
export function isTopLevelPage(pathname: string): boolean {
  return matchesAreaPages(pathname, (area) => area.topLevel);
}

/** Whether its area shows the path without the phone's bottom tab bar. */
export function hidesTabBar(pathname: string): boolean {
  return matchesAreaPages(pathname, (area) => area.withoutTabBar);
}

/**
 * A link into another area by name (`linkTo('events.details', { id })`), or null when that
 * area is not part of this portal for this person.
 */
export function linkTo(target: string, params: Record<string, string> = {}): string | null {
  const [areaId, name] = target.split('.');
  const area = areas.find((a) => a.id === areaId);
  const pattern = name ? area?.links?.[name] : undefined;
  if (!area || pattern === undefined) return null;
  return generatePath(`/${area.paths[0]}/${pattern}`, params);
}
