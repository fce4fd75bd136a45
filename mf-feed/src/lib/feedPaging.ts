/** Where the next page of a feed starts. */
export interface FeedPageParam {
  after: string | null;
  /** The first call of a feed (What's New reads its `from` window only on this one). */
  first: boolean;
}

export const FIRST_PAGE: FeedPageParam = { after: null, first: true };

/** A post list asks for the next page once one of its last this many posts is rendered. */
export const PREFETCH_POSTS = 5;

export interface FeedPageInfo {
  hasNextPage: boolean;
  cursor: string | null;
  currentPage: number;
}

/**
 * Spec 4: more loads page by cursor, and `firstCall` keeps 'has more' true until the first
 * extra page. What's New's first page is only the window since the last login; the page after
 * it reads on past that window, whatever the first page said. After that, and for feeds
 * without a window, the server's hasNextPage decides.
 */
export function nextFeedPage(
  lastPage: { pageInfo: FeedPageInfo },
  lastParam: FeedPageParam,
  windowed: boolean,
): FeedPageParam | undefined {
  if (windowed && lastParam.first) return { after: lastPage.pageInfo.cursor, first: false };
  if (!lastPage.pageInfo.hasNextPage || !lastPage.pageInfo.cursor) return undefined;
  return { after: lastPage.pageInfo.cursor, first: false };
}
