import {
  type NavChild,
  type NavChildrenSource,
  portalApi,
  selectCommunityId,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import type { NavItem } from './navItems';

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
