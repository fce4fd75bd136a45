import {
  type AreaDefinition,
  CACHE_LIFETIME_MS,
  loaderStore,
  type NavChild,
  type NavChildrenSource,
  type PortalStore,
  portalApi,
  selectCommunityId,
  settledWithin,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import type { LoaderFunction } from 'react-router';
import { isPhoneViewport } from '../layout/useViewport';
import { type NavItem, sidebarItems } from './navItems';
import { navContextOf } from './useNavContext';

/** The entries a submenu source gives for one answer: one per list item that has what it needs. */
export function childrenOf(data: unknown, source: NavChildrenSource): NavChild[] {
  const list = (data as Record<string, unknown> | null)?.[source.list];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Record<string, unknown>) => {
    const label = item?.[source.label];
    if (typeof label !== 'string' || label === '') return [];
    let complete = true;
    const to = source.to.replace(/:(\w+)/g, (_, field: string) => {
      const value = item[field];
      if (typeof value !== 'string' && typeof value !== 'number') complete = false;
      return encodeURIComponent(String(value));
    });
    return complete ? [{ label, to }] : [];
  });
}

/** The submenu to show: the loaded entries and the kept ones once there are any, else the area's own. */
export function submenuOf(
  children: readonly NavChild[] | undefined,
  loaded: readonly NavChild[],
): NavChild[] | undefined {
  if (!children && loaded.length === 0) return undefined;
  if (loaded.length === 0) return children?.map(({ label, to }) => ({ label, to }));
  const kept = (children ?? []).filter((child) => child.keep);
  return [...loaded, ...kept.map(({ label, to }) => ({ label, to }))];
}

const navChildrenApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    navChildren: build.query<NavChild[], { source: NavChildrenSource; communityId: string }>({
      query: ({ source, communityId }) => ({ document: source.query, variables: { communityId } }),
      transformResponse: (data: unknown, _meta, { source }) => childrenOf(data, source),
    }),
  }),
});

const NONE: NavChild[] = [];

/** A sidebar entry's submenu, with the entries its source loads (none while loading or on failure). */
export function useSubmenu(item: NavItem): NavChild[] | undefined {
  const communityId = useSelector(selectCommunityId);
  const source = item.childrenFrom;
  const { data } = navChildrenApi.useNavChildrenQuery(
    source && communityId ? { source, communityId } : skipToken,
  );
  return submenuOf(item.children, data ?? NONE);
}

/** How long the first page waits for the submenus at most (a slow answer then arrives late). */
export const SUBMENU_WAIT_MS = 1000;

/**
 * Loads these entries' submenus, for the first navigation to wait on beside the page's own loads
 * (`SUBMENU_WAIT_MS` at most): a submenu that arrived after the sidebar's first paint would push
 * the entries under it down, away from a finger already on its way to one of them.
 */
export async function loadSubmenus(store: PortalStore, items: readonly NavItem[]): Promise<void> {
  const communityId = selectCommunityId(store.getState());
  if (!communityId) return;
  const loads = items.flatMap(({ childrenFrom: source }) => {
    if (!source) return [];
    const load = store.dispatch(
      navChildrenApi.endpoints.navChildren.initiate(
        { source, communityId },
        { subscribe: false, forceRefetch: CACHE_LIFETIME_MS / 1000 },
      ),
    );
    return [Promise.resolve(load)];
  });
  if (loads.length === 0) return;
  await settledWithin(Promise.allSettled(loads), SUBMENU_WAIT_MS);
}

/**
 * The root route's loader: the sidebar's submenus load with the first page, which waits for
 * them. The root itself (where sign-in lands) only redirects home: that navigation does not
 * wait, the home page's own loads give the submenus the time they need. A phone has no sidebar.
 */
export function submenusWithFirstPage(areas: readonly AreaDefinition[]): LoaderFunction {
  return async (args) => {
    const store = loaderStore(args);
    const nav = store && !isPhoneViewport() && navContextOf(store.getState(), areas);
    if (!store || !nav) return null;
    const loading = loadSubmenus(store, sidebarItems(nav));
    if (new URL(args.request.url).pathname !== '/') await loading;
    return null;
  };
}
