/** No client may ask for more than this many posts at once. */
export const FEED_PAGE_LIMIT_MAX = 100;
