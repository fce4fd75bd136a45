/** Spec 9: the feed is read 50 posts at a time. */
export const FEED_PAGE_SIZE = 50;
/** No client may ask for more than this many posts at once. */
export const FEED_PAGE_LIMIT_MAX = 100;
