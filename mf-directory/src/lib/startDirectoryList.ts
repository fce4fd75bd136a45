import {
  CACHE_LIFETIME_MS,
  loaderStore,
  type Role,
  selectCommunityId,
  selectRole,
} from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { type DirectoryArgs, directoryApi } from '../api/directoryApi';
import { hasDirectoryTab } from './directoryTabs';

/** A directory tab's query, for someone who has that tab (spec 6), searched for `query`. */
export function directoryListArgs(
  communityId: string | null | undefined,
  viewerRole: Role | undefined,
  tab: string | undefined,
  query = '',
): DirectoryArgs | null {
  return communityId && hasDirectoryTab(viewerRole, tab) ? { communityId, role: tab, query } : null;
}

/**
 * A directory tab's first page, asked for as the navigation begins (its route's `startData`),
 * rather than after its code has rendered; the screen reads the same cache entry. Returns the
 * request, which the navigation waits for (screenRoute), unless its data is kept already.
 */
export function startDirectoryList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState();
  const query =
    state && directoryListArgs(selectCommunityId(state), selectRole(state), args.params.role);
  if (!store || !query) return undefined;
  // What is kept already (from the last visit, or older than the lifetime of loaded data)
  // shows at once while it is asked for again: the navigation waits only for what is not.
  const kept = directoryApi.endpoints.directoryList.select(query);
  // The root state knows the tag types the area added only by the area's own declaration.
  const cached = kept(store.getState() as Parameters<typeof kept>[0]).data !== undefined;
  // Asked again when older than the portal's lifetime of loaded data, as the screen would:
  // the answers kept offline come back dated 0. (An infinite query has no util.prefetch.)
  const request = store.dispatch(
    directoryApi.endpoints.directoryList.initiate(query, {
      forceRefetch: CACHE_LIFETIME_MS / 1000,
    }),
  );
  // Held until the first page is in; the screen's own subscription keeps it after that.
  const answered = Promise.resolve(request).finally(() => request.unsubscribe());
  return cached ? undefined : answered;
}
