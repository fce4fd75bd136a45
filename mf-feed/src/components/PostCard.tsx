import { categoryTitle, selectCommunity, tokens } from '@portal/shared';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { FeedPost } from '../api/feedApi';
import { postDate } from '../lib/postDate';
import { AssetLinks } from './AssetLinks';
import { PostBody } from './PostBody';

const Article = styled.article`
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  padding: ${tokens.space.md};
`;

const Title = styled.h2`
  font-size: ${tokens.fontSizes.lg};
  margin: 0 0 ${tokens.space.xxs};
  & a {
    color: ${tokens.colors.link};
  }
`;

const Meta = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.colors.textMuted};
`;

/** One post in a list: title (to its details), when and where it was posted, body, assets. */
export function PostCard({ post }: { post: FeedPost }) {
  const timeZone = useSelector(selectCommunity)?.timezone.name;
  return (
    <Article aria-labelledby={`post-${post._id}`}>
      <Title id={`post-${post._id}`}>
        <Link to={`/library/details/${encodeURIComponent(post._id)}`}>{post.title}</Link>
      </Title>
      <Meta>
        <time dateTime={post.startDate}>{postDate(post.startDate, timeZone)}</time>
        {` · ${categoryTitle(post.category)}: ${post.tag}`}
        {post.author ? ` · ${post.author}` : ''}
      </Meta>
      <PostBody html={post.body} />
      <AssetLinks post={post} />
    </Article>
  );
}
