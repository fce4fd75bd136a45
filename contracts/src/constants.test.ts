import * as c from './constants.ts';

describe('constants of spec 9', () => {
  it.each([
    ['PROFILE_REFRESH_MS', c.PROFILE_REFRESH_MS, 14_400_000],
    ['CACHE_LIFETIME_MS', c.CACHE_LIFETIME_MS, 7_200_000],
    ['LAUNCH_WATCHDOG_MS', c.LAUNCH_WATCHDOG_MS, 20_000],
    ['SLOW_CALL_MS', c.SLOW_CALL_MS, 5_000],
    ['OFFLINE_CALL_MS', c.OFFLINE_CALL_MS, 30_000],
    ['SLOW_STATS_RESET_MS', c.SLOW_STATS_RESET_MS, 600_000],
    ['SLOW_RATIO', c.SLOW_RATIO, 0.5],
    ['SLOW_MIN_CALLS', c.SLOW_MIN_CALLS, 1],
    ['ALERT_CLEAR_MS', c.ALERT_CLEAR_MS, 5_000],
    ['EVENT_PAGE_SIZE', c.EVENT_PAGE_SIZE, 25],
    ['FEED_PAGE_SIZE', c.FEED_PAGE_SIZE, 50],
    ['MENU_QUERY_SIZE', c.MENU_QUERY_SIZE, 50],
    ['RESTAURANT_QUERY_SIZE', c.RESTAURANT_QUERY_SIZE, 50],
    ['CHAT_MESSAGE_PAGE_SIZE', c.CHAT_MESSAGE_PAGE_SIZE, 50],
    ['CHAT_CHANNEL_QUERY_SIZE', c.CHAT_CHANNEL_QUERY_SIZE, 50],
    ['CHAT_USER_QUERY_SIZE', c.CHAT_USER_QUERY_SIZE, 100],
    ['CHAT_TIMEOUT_MS', c.CHAT_TIMEOUT_MS, 6_000],
    ['CHAT_UPLOAD_MAX_BYTES', c.CHAT_UPLOAD_MAX_BYTES, 20_971_520],
    ['CHAT_UPLOAD_MAX_FILES', c.CHAT_UPLOAD_MAX_FILES, 10],
    ['VOICE_PHONE_LIMIT', c.VOICE_PHONE_LIMIT, 10],
    ['SEARCH_MIN', c.SEARCH_MIN, 2],
    ['CODE_LENGTH', c.CODE_LENGTH, 6],
    ['GUEST_NAME_MIN', c.GUEST_NAME_MIN, 3],
    ['REMINDER_REFRESH_MS', c.REMINDER_REFRESH_MS, 900_000],
    ['REMINDER_FIRST_RUN_MS', c.REMINDER_FIRST_RUN_MS, 5_000],
    ['REMINDER_LEAD_MS', c.REMINDER_LEAD_MS, 900_000],
    ['ALL_DAY_REMINDER_HOUR', c.ALL_DAY_REMINDER_HOUR, 8],
    ['CHUNK_TIMEOUT_MS', c.CHUNK_TIMEOUT_MS, 120_000],
    ['FEED_LAST_LOGIN_MAX_DAYS', c.FEED_LAST_LOGIN_MAX_DAYS, 7],
  ])('%s is %p', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the directory role codes', () => {
    expect(c.DIRECTORY_ROLE_CODES).toEqual({ residents: 2, friends: 3, staff: 4 });
  });

  it('lists the relationships, In Laws sent as In_Laws', () => {
    expect(c.RELATIONSHIP_OPTIONS.map((o) => o.label)).toEqual([
      'Spouse',
      'Sibling',
      'Son',
      'Daughter',
      'Grandson',
      'Granddaughter',
      'Friend',
      'Other',
      'In Laws',
    ]);
    expect(c.RELATIONSHIP_OPTIONS.find((o) => o.label === 'In Laws')?.value).toBe('In_Laws');
  });

  it('has the event filters', () => {
    expect(c.EVENT_TIME_FILTERS).toEqual([
      { label: 'All', value: 'Year' },
      { label: 'Today', value: 'Day' },
      { label: 'This Week', value: 'Week' },
      { label: 'This Month', value: 'Month' },
    ]);
    expect(c.EVENT_PRICE_FILTERS.map((o) => o.label)).toEqual(['Any', 'Free', 'Costs Money']);
  });

  it('has the feed categories, Requests behind its flag', () => {
    expect(c.FEED_CATEGORIES.filter((f) => !f.flag).map((f) => f.label)).toEqual([
      'Notices',
      'Photos',
      'Resources',
      'Videos',
    ]);
    expect(c.FEED_CATEGORIES.find((f) => f.category === 'Request')?.flag).toBe(
      'requestExperienceEnabled',
    );
  });

  it('has the layout values', () => {
    expect(c.BREAKPOINTS.phone).toBe(768);
    expect(c.BREAKPOINTS.sm).toBeLessThan(c.BREAKPOINTS.md);
    expect(c.MODAL_WIDTH).toEqual({ compact: 300, regular: 450 });
    expect(c.DARK_MODE_DEFAULT).toBe(true);
  });
});
