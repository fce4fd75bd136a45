import {
  Button,
  Card,
  EmptyState,
  formatInZone,
  LoadProblem,
  linkTo,
  loadFailed,
  NotFound,
  PageHeader,
  Spinner,
  selectCommunityId,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { DINING_INFO_CATEGORY, useDiningInfoFeedQuery } from '../../api/diningInfoApi';
import { plainText } from '../../lib/plainText';

const Posts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

const PostTitle = styled.h2`
  font-size: ${tokens.fontSizes.lg};
  margin: 0 0 ${tokens.space.xxs};
`;

const Meta = styled.p`
  margin: 0 0 ${tokens.space.xs};
  color: ${tokens.colors.textMuted};
`;

const Body = styled.p`
  margin: 0;
`;

const More = styled.div`
  margin-top: ${tokens.space.md};
`;

const postDate = (iso: string) => formatInZone(new Date(iso), undefined, { dateStyle: 'long' });

interface PageProps {
  communityId: string;
  tag: string;
  after?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}

/** One page of posts (50, spec 9); the last page offers the next by cursor. */
function PostPage({ communityId, tag, after, isLast, onMore }: PageProps) {
  const { data, isLoading, isError, error, refetch } = useDiningInfoFeedQuery({
    communityId,
    tag,
    after,
  });
  if (loadFailed({ isError, data })) return <LoadProblem error={error} onRetry={refetch} />;
  if (isLoading || !data) return <Spinner label="Loading dining info" />;
  if (!after && data.posts.length === 0) {
    return (
      <EmptyState title="Nothing here yet" message="There is no dining info in this folder." />
    );
  }
  const { cursor, hasNextPage } = data.pageInfo;
  return (
    <>
      <Posts>
        {data.posts.map((post) => (
          <li key={post._id}>
            <Card>
              <PostTitle>
                <PostLink id={post._id} title={post.title} />
              </PostTitle>
              <Meta>{`${postDate(post.startDate)} · ${post.tag}`}</Meta>
              <Body>{plainText(post.body)}</Body>
            </Card>
          </li>
        ))}
      </Posts>
      {isLast && hasNextPage && cursor && (
        <More>
          <Button variant="secondary" onClick={() => onMore(cursor)}>
            Show more
          </Button>
        </More>
      )}
    </>
  );
}

/** /dining/info/{category}/{tag}: Dining Info posts of one folder, or all ('All Dining Info'). */
export default function DiningInfoPosts() {
  const { category = '', tag = 'all' } = useParams();
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId);
  // The pages loaded so far, by cursor; another folder starts again from its first page.
  const [paging, setPaging] = useState<{ tag: string; cursors: (string | undefined)[] }>({
    tag,
    cursors: [undefined],
  });
  const cursors = paging.tag === tag ? paging.cursors : [undefined];
  if (category !== DINING_INFO_CATEGORY) return <NotFound />;
  return (
    <>
      <PageHeader title={title} />
      {communityId &&
        cursors.map((after, index) => (
          <PostPage
            key={after ?? 'first'}
            communityId={communityId}
            tag={tag}
            after={after}
            isLast={index === cursors.length - 1}
            onMore={(cursor) => setPaging({ tag, cursors: [...cursors, cursor] })}
          />
        ))}
      {!communityId && <Spinner label="Loading dining info" />}
    </>
  );
}

/** A post opens in the library, when this portal has one. */
function PostLink({ id, title }: { id: string; title: string }) {
  const to = linkTo('library.details', { id });
  return to ? <Link to={to}>{title}</Link> : title;
}
