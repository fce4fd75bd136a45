import {
  EmptyState,
  LoadProblem,
  loadFailed,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectUser,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useWhatsNewInfiniteQuery } from '../api/feedApi';
import { VirtualPostList } from '../components/VirtualPostList';
import { whatsNewArgs } from '../lib/startWhatsNew';

/** /library/new: posts since the last login, then older ones as the reader scrolls. */
export function WhatsNew() {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  const lastLogin = useSelector(selectUser)?.lastLogin;
  // A day boundary, so the same window (and its cached pages) serves the whole day.
  const query = useMemo(
    () => whatsNewArgs(communityId, lastLogin, new Date()),
    [communityId, lastLogin],
  );
  const feed = useWhatsNewInfiniteQuery(query ?? skipToken);
  const posts = useMemo(() => feed.data?.pages.flatMap((page) => page.posts) ?? [], [feed.data]);
  const { fetchNextPage } = feed;
  return (
    <>
      <PageHeader title={title} />
      {feed.isLoading || !communityId ? (
        <div role="status" aria-label="Loading posts">
          <Skeleton lines={6} />
        </div>
      ) : loadFailed(feed) ? (
        <LoadProblem error={feed.error} onRetry={() => void feed.refetch()} />
      ) : posts.length === 0 && !feed.hasNextPage && !feed.isFetching ? (
        <EmptyState
          title="Nothing new yet"
          message="New notices, photos and resources will appear here."
        />
      ) : (
        <VirtualPostList
          posts={posts}
          label="Posts"
          hasMore={feed.hasNextPage}
          loadingMore={feed.isFetchingNextPage}
          loadMoreFailed={feed.isFetchNextPageError}
          onLoadMore={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
