import { localDateOf, startOfLocalDay, zonedTimeToInstant } from '@portal/contracts';

/** Spec 9: All (Year), Today (Day), This Week (Week), This Month (Month). */
export const TIMEFRAMES = ['Year', 'Day', 'Week', 'Month'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export interface TimeWindow {
  /** Events that end after this are listed (an event under way still counts). */
  from: Date;
  /** Events that start before this are listed. */
  to: Date;
}

/**
 * The window of a list timeframe in the community's time zone, from `now`:
 * Day — the rest of today; Week — to the end of Saturday (weeks run Sunday to Saturday);
 * Month — to the end of the month; Year — to the end of the same date next year.
 */
export function timeframeWindow(timeframe: Timeframe, now: Date, timeZone: string): TimeWindow {
  const { year, month, day, weekday } = localDateOf(now, timeZone);
  switch (timeframe) {
    case 'Day':
      return { from: now, to: startOfLocalDay(now, timeZone, 1) };
    case 'Week':
      return { from: now, to: startOfLocalDay(now, timeZone, 7 - weekday) };
    case 'Month':
      return { from: now, to: zonedTimeToInstant(timeZone, year, month + 1, 1) };
    case 'Year':
      return { from: now, to: zonedTimeToInstant(timeZone, year + 1, month, day + 1) };
  }
}

/**
 * My Events (spec 4): one year, already-started events included — everything that has not
 * ended before today began, up to the end of the same date next year.
 */
export function myEventsWindow(now: Date, timeZone: string): TimeWindow {
  const { year, month, day } = localDateOf(now, timeZone);
  return {
    from: startOfLocalDay(now, timeZone),
    to: zonedTimeToInstant(timeZone, year + 1, month, day + 1),
  };
}
