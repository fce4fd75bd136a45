import {
  Button,
  Spinner,
  tokens,
  usePageScroller,
  useScrollMargin,
  VisuallyHidden,
} from '@portal/shared';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { FeedPost } from '../api/feedApi';
import { PREFETCH_POSTS } from '../lib/feedPaging';
import { PostCard } from './PostCard';

const POST_ESTIMATE = 260;
const Outer = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  position: relative;
`;

const Item = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: ${tokens.space.md};
`;

const Foot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.space.md} 0;
  color: ${tokens.colors.textMuted};
`;

export interface VirtualPostListProps {
  posts: FeedPost[];
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

interface PostRowsProps extends VirtualPostListProps {
  listRef: RefObject<HTMLUListElement | null>;
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
}

function PostRows({
  posts,
  label,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  listRef,
  virtualizer,
}: PostRowsProps) {
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && !loadMoreFailed && lastShown >= posts.length - PREFETCH_POSTS) {
      onLoadMore();
    }
  }, [hasMore, loadingMore, loadMoreFailed, lastShown, posts.length, onLoadMore]);
  return (
    <>
      <Outer ref={listRef} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((row) => (
          <Item
            key={posts[row.index]._id}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={hasMore ? -1 : posts.length}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <PostCard post={posts[row.index]} />
          </Item>
        ))}
      </Outer>
      <Foot>
        {loadingMore ? (
          <Spinner label="Loading more posts" showLabel />
        ) : hasMore ? (
          <Button variant="secondary" onClick={onLoadMore}>
            {loadMoreFailed ? 'Try loading more again' : 'Show more posts'}
          </Button>
        ) : (
          <p>You have reached the end of this list.</p>
        )}
      </Foot>
      <VisuallyHidden aria-live="polite">{`${posts.length} posts shown`}</VisuallyHidden>
    </>
  );
}

function WindowPostList(props: VirtualPostListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const offset = useScrollMargin(listRef, null);
  const virtualizer = useWindowVirtualizer({
    count: props.posts.length,
    estimateSize: () => POST_ESTIMATE,
    overscan: 4,
    scrollMargin: offset,
  });
  return <PostRows {...props} listRef={listRef} virtualizer={virtualizer} />;
}

function ScrollerPostList({
  scroller,
  ...props
}: VirtualPostListProps & { scroller: HTMLElement }) {
  const listRef = useRef<HTMLUListElement>(null);
  const offset = useScrollMargin(listRef, scroller);
  const virtualizer = useVirtualizer({
    count: props.posts.length,
    getScrollElement: () => scroller,
    estimateSize: () => POST_ESTIMATE,
    overscan: 4,
    scrollMargin: offset,
  });
  return <PostRows {...props} listRef={listRef} virtualizer={virtualizer} />;
}

/**
 * Posts virtualised against the page's scroll (the window's, or on phones the main area's):
 * only those near the screen are in the document. The next page loads as the reader nears
 * the end; a button does the same for keyboard and switch users.
 */
export function VirtualPostList(props: VirtualPostListProps) {
  const scroller = usePageScroller();
  return scroller ? (
    <ScrollerPostList {...props} scroller={scroller} />
  ) : (
    <WindowPostList {...props} />
  );
}
