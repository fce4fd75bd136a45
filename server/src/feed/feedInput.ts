import { decodeCursor, type FeedCursor } from './feedCursor.ts';
import { FEED_PAGE_LIMIT_MAX } from './feedLimits.ts';

export interface PageInput {
  after?: string | null;
  limit?: number | null;
}

/** The page a client asked for, or the reason it cannot be read. */
export function readPage(
  page: PageInput | null | undefined,
  defaultLimit: number,
): { after: FeedCursor | null; limit: number } | { error: string } {
  const limit = page?.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_PAGE_LIMIT_MAX) {
    return { error: `page.limit must be between 1 and ${FEED_PAGE_LIMIT_MAX}.` };
  }
  if (!page?.after) return { after: null, limit };
  const after = decodeCursor(page.after);
  return after ? { after, limit } : { error: 'page.after is not a cursor of this feed.' };
}

/** A `from` date, or the reason it cannot be read. */
export function readFrom(
  from: string | null | undefined,
): { from: Date | null } | { error: string } {
  if (from === null || from === undefined || from === '') return { from: null };
  const time = Date.parse(from);
  return Number.isNaN(time) ? { error: 'filters.from must be a date.' } : { from: new Date(time) };
}
