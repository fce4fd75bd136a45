import type { FeedPost } from '../api/feedApi';

export function samplePost(n: number, overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    _id: `p${n}`,
    tag: 'Announcements',
    title: `Notice ${n}`,
    startDate: new Date(Date.UTC(2026, 10, 20) - n * 3_600_000).toISOString(),
    author: 'Front Desk',
    category: 'Notice',
    body: `<p>Body of notice ${n}</p>`,
    assets: [],
    ...overrides,
  };
}

export function feedAnswer(
  posts: FeedPost[],
  hasNextPage: boolean,
  cursor: string | null,
  currentPage = 1,
) {
  return { posts, pageInfo: { hasNextPage, cursor, currentPage } };
}
