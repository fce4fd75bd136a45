import {
  categoryTitle,
  EmptyState,
  List,
  ListRow,
  LoadProblem,
  loadFailed,
  NotFound,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectSettings,
  tagTitle,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useCategoryTagsQuery } from '../api/feedApi';
import { routeCategory } from '../lib/feedCategories';

function postCount(count: number): string {
  return count === 1 ? '1 post' : `${count} posts`;
}

/** /library/category/{category}: 'All …' and the category's tags (folders). */
export function Tags() {
  const params = useParams();
  const category = routeCategory(params.category, useSelector(selectSettings));
  if (!category) return <NotFound />;
  return <TagList category={category} />;
}

function TagList({ category }: { category: NonNullable<ReturnType<typeof routeCategory>> }) {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  const tags = useCategoryTagsQuery(communityId ? { communityId, category } : skipToken);
  const base = `/library/category/${category}`;
  return (
    <>
      <PageHeader title={title} />
      {tags.isLoading || !communityId ? (
        <div role="status" aria-label="Loading folders">
          <Skeleton lines={5} />
        </div>
      ) : loadFailed(tags) ? (
        <LoadProblem error={tags.error} onRetry={() => void tags.refetch()} />
      ) : tags.data && tags.data.length > 0 ? (
        <List label={`Folders of ${categoryTitle(category)}`}>
          <ListRow
            title={tagTitle(category, 'all')}
            description={postCount(tags.data.reduce((sum, tag) => sum + tag.postCount, 0))}
            href={`${base}/all`}
          />
          {tags.data.map((tag) => (
            <ListRow
              key={tag._id}
              title={tag.name}
              description={postCount(tag.postCount)}
              href={`${base}/${encodeURIComponent(tag.name)}`}
            />
          ))}
        </List>
      ) : (
        <EmptyState
          title={`No ${categoryTitle(category).toLowerCase()} yet`}
          message="Please look again soon."
        />
      )}
    </>
  );
}
