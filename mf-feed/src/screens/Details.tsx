import {
  categoryTitle,
  EmptyState,
  LoadProblem,
  loadFailed,
  PageHeader,
  Skeleton,
  selectCommunity,
  selectCommunityId,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useFeedItemQuery } from '../api/feedApi';
import { AssetLinks } from '../components/AssetLinks';
import { PostBody } from '../components/PostBody';
import { postDate } from '../lib/postDate';

const Meta = styled.p`
  color: ${tokens.colors.textMuted};
`;

/** /library/details/{id}: one post in full. */
export function Details() {
  const title = usePageTitle();
  const { id } = useParams();
  const communityId = useSelector(selectCommunityId);
  const timeZone = useSelector(selectCommunity)?.timezone.name;
  const item = useFeedItemQuery(communityId && id ? { communityId, id } : skipToken);
  const post = item.data;
  return (
    <>
      <PageHeader title={title} />
      {item.isLoading ? (
        <div role="status" aria-label="Loading the post">
          <Skeleton lines={6} />
        </div>
      ) : loadFailed(item) ? (
        <LoadProblem error={item.error} onRetry={() => void item.refetch()} />
      ) : !post ? (
        <EmptyState
          title="This post is not available"
          message="It may have been removed."
          action={<Link to="/library/new">Go to What's New</Link>}
        />
      ) : (
        <article aria-labelledby="post-title">
          <h2 id="post-title">{post.title}</h2>
          <Meta>
            <time dateTime={post.startDate}>{postDate(post.startDate, timeZone)}</time>
            {' · '}
            <Link to={`/library/category/${post.category}/${encodeURIComponent(post.tag)}`}>
              {`${categoryTitle(post.category)}: ${post.tag}`}
            </Link>
            {post.author ? ` · ${post.author}` : ''}
          </Meta>
          <PostBody html={post.body} />
          <AssetLinks post={post} />
        </article>
      )}
    </>
  );
}
