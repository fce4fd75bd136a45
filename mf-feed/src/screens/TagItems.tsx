import {
  EmptyState,
  type FeedCategory,
  LoadProblem,
  loadFailed,
  NotFound,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectSettings,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useCategoryFeedInfiniteQuery } from '../api/feedApi';
import { VirtualPostList } from '../components/VirtualPostList';
import { routeCategory } from '../lib/feedCategories';

/** /library/category/{category}/{tag}: the posts of a tag, or of the whole category ('all'). */
export function TagItems() {
  const params = useParams();
  const category = routeCategory(params.category, useSelector(selectSettings));
  if (!category || !params.tag) return <NotFound />;
  return <Items category={category} tag={params.tag} />;
}

function Items({ category, tag }: { category: FeedCategory; tag: string }) {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  const feed = useCategoryFeedInfiniteQuery(
    communityId ? { communityId, category, tag } : skipToken,
  );
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
      ) : posts.length === 0 ? (
        <EmptyState title="Nothing here yet" message="Please look again soon." />
      ) : (
        <VirtualPostList
          posts={posts}
          label={title}
          hasMore={feed.hasNextPage}
          loadingMore={feed.isFetchingNextPage}
          loadMoreFailed={feed.isFetchNextPageError}
          onLoadMore={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
