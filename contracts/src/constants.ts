/** Business constants and limits of the portal (spec 9, with the timings of spec 4). */

// Session and startup
/** The profile is refreshed every 14400 s (4 h). */
export const PROFILE_REFRESH_MS = 14_400_000;
/** Loaded feed, events, chat list, directory, dining, forms and notifications stay fresh 2 h. */
export const CACHE_LIFETIME_MS = 7_200_000;
/** If the app has not launched after 20 s, an error with a reload option is reported. */
export const LAUNCH_WATCHDOG_MS = 20_000;
/** Longest wait for an older sign-in store while migrating web tokens (about 10 s). */
export const SESSION_MIGRATION_WAIT_MS = 10_000;

// Connection monitor
/** A call unresolved after 5 s counts as slow. */
export const SLOW_CALL_MS = 5_000;
/** A call unresolved after 30 s shows the persistent offline alert. */
export const OFFLINE_CALL_MS = 30_000;
/** The slow-call statistic resets every 10 min. */
export const SLOW_STATS_RESET_MS = 600_000;
/** Slow status needs a slow ratio above this ... */
export const SLOW_RATIO = 0.5;
/** ... and more than this many slow calls. */
export const SLOW_MIN_CALLS = 1;
/** Normal alerts clear after 5 s; persistent (connection) alerts stay until dismissed. */
export const ALERT_CLEAR_MS = 5_000;
/** A lazily loaded script or style chunk fails after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

// Page and query sizes
export const EVENT_PAGE_SIZE = 25;
export const FEED_PAGE_SIZE = 50;
export const MENU_QUERY_SIZE = 50;
export const RESTAURANT_QUERY_SIZE = 50;
export const CHAT_MESSAGE_PAGE_SIZE = 50;
export const CHAT_CHANNEL_QUERY_SIZE = 50;
export const CHAT_USER_QUERY_SIZE = 100;
/** The directory comes in pages of this many people, by last name; a page is at most the max. */
export const DIRECTORY_PAGE_SIZE = 50;
export const DIRECTORY_PAGE_MAX = 100;

// Chat
export const CHAT_TIMEOUT_MS = 6_000;
/** Each uploaded file must be under 20 MB. */
export const CHAT_UPLOAD_MAX_BYTES = 20_971_520;
/** At most 10 attachments at once. */
export const CHAT_UPLOAD_MAX_FILES = 10;

// Limits of user input
/** The voice-assistant address book holds at most 10 phone numbers. */
export const VOICE_PHONE_LIMIT = 10;
export const SEARCH_MIN = 2;
/** Longer than any name, phone, e-mail or address; longer searches are refused unread. */
export const SEARCH_MAX = 100;
/** The longest e-mail address (RFC 5321). */
export const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;
/** A guest name needs at least 3 letters. */
export const GUEST_NAME_MIN = 3;
/** Longest comment on an event sign-up. */
export const COMMENT_MAX = 1000;
/** Longest biography of a profile. */
export const BIOGRAPHY_MAX = 2000;

// Event reminders
export const REMINDER_REFRESH_MS = 900_000;
export const REMINDER_FIRST_RUN_MS = 5_000;
/** Reminders fire 15 min before the start. */
export const REMINDER_LEAD_MS = 900_000;
/** All-day events are reminded at 08:00 (minus the lead time). */
export const ALL_DAY_REMINDER_HOUR = 8;

// Home feed
/** A last login older than this many days starts the feed at the start of last week. */
export const FEED_LAST_LOGIN_MAX_DAYS = 7;

// Layout (spec 9)
/** Viewport widths in CSS px where each size class starts. */
export const BREAKPOINTS = {
  /** Extra-small ends here: below this the layout is compact. */
  sm: 600,
  /** A phone viewport is narrower than this (or a mobile user agent). */
  phone: 768,
  /** Small ends here: below this the sidebar is collapsed. */
  md: 960,
  lg: 1264,
  xl: 1904,
} as const;

export const MODAL_WIDTH = { compact: 300, regular: 450 } as const;

/** Dark mode is on unless the user turned it off. */
export const DARK_MODE_DEFAULT = true;

// Directory
export const DIRECTORY_ROLE_CODES = { residents: 2, friends: 3, staff: 4 } as const;
export type DirectoryRole = keyof typeof DIRECTORY_ROLE_CODES;

export interface Option<V extends string = string> {
  label: string;
  value: V;
}

/** Relationship of a friend or family member to the resident (spec 3). */
export const RELATIONSHIP_OPTIONS: readonly Option[] = [
  { label: 'Spouse', value: 'Spouse' },
  { label: 'Sibling', value: 'Sibling' },
  { label: 'Son', value: 'Son' },
  { label: 'Daughter', value: 'Daughter' },
  { label: 'Grandson', value: 'Grandson' },
  { label: 'Granddaughter', value: 'Granddaughter' },
  { label: 'Friend', value: 'Friend' },
  { label: 'Other', value: 'Other' },
  { label: 'In Laws', value: 'In_Laws' },
];

// Events
export type EventTimeframe = 'Year' | 'Day' | 'Week' | 'Month';
export const EVENT_TIME_FILTERS: readonly Option<EventTimeframe>[] = [
  { label: 'All', value: 'Year' },
  { label: 'Today', value: 'Day' },
  { label: 'This Week', value: 'Week' },
  { label: 'This Month', value: 'Month' },
];

export type EventPriceFilter = 'any' | 'free' | 'costs';
export const EVENT_PRICE_FILTERS: readonly Option<EventPriceFilter>[] = [
  { label: 'Any', value: 'any' },
  { label: 'Free', value: 'free' },
  { label: 'Costs Money', value: 'costs' },
];

// Feed
export type FeedCategory = 'Notice' | 'Photo' | 'Resource' | 'Video' | 'Menu' | 'Request';
export interface FeedCategoryOption {
  label: string;
  category: FeedCategory;
  /** Feature flag that must be on for this category to be listed. */
  flag?: 'requestExperienceEnabled';
}
export const FEED_CATEGORIES: readonly FeedCategoryOption[] = [
  { label: 'Notices', category: 'Notice' },
  { label: 'Photos', category: 'Photo' },
  { label: 'Resources', category: 'Resource' },
  { label: 'Videos', category: 'Video' },
  { label: 'Requests', category: 'Request', flag: 'requestExperienceEnabled' },
];

// Wellness
export const WELLNESS_HEIGHT_UNIT = 'in';
export const WELLNESS_WEIGHT_UNIT = 'lb';
