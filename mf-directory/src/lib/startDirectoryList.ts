import {
  loaderStore,
  type Role,
  selectCommunityId,
  selectRole,
  startScreenData,
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
 * A directory tab's first page, asked for as the navigation begins (its route's `startData`);
 * returns the request unless its data is kept already (startScreenData).
 */
export function startDirectoryList(args: LoaderFunctionArgs): Promise<unknown> | undefined {
  const store = loaderStore(args);
  const state = store?.getState();
  const query =
    state && directoryListArgs(selectCommunityId(state), selectRole(state), args.params.role);
  return store && query
    ? startScreenData(store, directoryApi.endpoints.directoryList, query)
    : undefined;
}
