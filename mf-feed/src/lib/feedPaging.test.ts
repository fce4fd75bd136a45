import { FIRST_PAGE, nextFeedPage } from './feedPaging';

const page = (hasNextPage: boolean, cursor: string | null, currentPage = 1) => ({
  pageInfo: { hasNextPage, cursor, currentPage },
});

describe('nextFeedPage (spec 4, firstCall)', () => {
  it('after the first windowed page there is always more, read past the window', () => {
    expect(nextFeedPage(page(false, 'c1'), FIRST_PAGE, true)).toEqual({
      after: 'c1',
      first: false,
    });
    expect(nextFeedPage(page(true, 'c1'), FIRST_PAGE, true)).toEqual({ after: 'c1', first: false });
    // An empty window: the next call reads the newest posts from the start.
    expect(nextFeedPage(page(false, null), FIRST_PAGE, true)).toEqual({
      after: null,
      first: false,
    });
  });

  it('after the first extra page the server decides', () => {
    const extra = { after: 'c1', first: false };
    expect(nextFeedPage(page(true, 'c2', 2), extra, true)).toEqual({ after: 'c2', first: false });
    expect(nextFeedPage(page(false, 'c2', 2), extra, true)).toBeUndefined();
  });

  it('a feed without a window follows hasNextPage from the start', () => {
    expect(nextFeedPage(page(false, 'c1'), FIRST_PAGE, false)).toBeUndefined();
    expect(nextFeedPage(page(true, 'c1'), FIRST_PAGE, false)).toEqual({
      after: 'c1',
      first: false,
    });
    expect(nextFeedPage(page(true, null), FIRST_PAGE, false)).toBeUndefined();
  });
});
