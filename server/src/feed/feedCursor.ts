/** Keyset cursors of the feed: where the last page ended, and which page that was. */
export interface FeedCursor {
  /** start_date of the last post shown, ISO 8601. */
  startDate: string;
  id: string;
  /** The page number (1-based) the cursor ends. */
  page: number;
}

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.startDate, cursor.id, cursor.page])).toString(
    'base64url',
  );
}

/** The cursor in a client's `after`, or null when it is not one of ours. */
export function decodeCursor(text: string): FeedCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [startDate, id, page] = value as unknown[];
    if (typeof startDate !== 'string' || Number.isNaN(Date.parse(startDate))) return null;
    if (typeof id !== 'string' || id.length === 0) return null;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
    return { startDate, id, page };
  } catch {
    return null;
  }
}
