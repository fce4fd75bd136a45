import { tzOffset } from '@date-fns/tz';

/**
 * Dates and times in a community's time zone (IANA name), on `@date-fns/tz`. Calendar days are
 * `YYYY-MM-DD` strings: the menu, the event filters and the reminders all count in them.
 */

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True when the platform knows this time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in American English on the zone's wall clock (the machine's own zone without
 * one). Each zone and options get one formatter, made on first use and kept: making one costs
 * far more than formatting with it, and a list formats a date or two per row. A zone the
 * platform does not know throws a RangeError, as `Intl.DateTimeFormat` does.
 */
export function formatInZone(
  instant: Date,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  // No zone (the machine's) and an empty one (an error) are kept apart.
  const key = JSON.stringify([timeZone ?? null, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** The date on the wall calendar of the zone at this instant. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  // The wall clock as a UTC time: one look-up of the zone's offset (a list asks for a few dates
  // a row, and a zoned Date object works its offset out several times over).
  const wall = new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
  };
}

/** The calendar day (`YYYY-MM-DD`) it is at this instant in the zone. */
export function localDay(instant: Date, timeZone: string): string {
  const { year, month, day } = localDateOf(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant at which the zone's wall clock shows this date and time. Days and months out of
 * range roll over (day 32 of January is 1 February). A time skipped by a daylight-saving jump
 * moves forward by the jump (2:30 becomes 3:30); a time that happens twice is the first one.
 */
export function zonedTimeToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  // Worked out from the zone's offsets alone, so the machine's own time zone plays no part.
  const offset = (t: number) => tzOffset(timeZone, new Date(t)) * 60_000;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offset(wall);
  const second = wall - offset(first);
  if (first === second) return new Date(first);
  // Near a change of offset: the earlier candidate whose wall time matches, else the later one.
  const matches = [first, second].filter((t) => t + offset(t) === wall);
  return new Date(matches.length > 0 ? Math.min(...matches) : Math.max(first, second));
}

/** Midnight at the start of the local day `days` after the local date of `instant`. */
export function startOfLocalDay(instant: Date, timeZone: string, days = 0): Date {
  const { year, month, day } = localDateOf(instant, timeZone);
  return zonedTimeToInstant(timeZone, year, month, day + days);
}

/** The instant the zone's wall clock shows `hour`:00 on the local date of `instant`. */
export function localHourOn(instant: Date, timeZone: string, hour: number): Date {
  const { year, month, day } = localDateOf(instant, timeZone);
  return zonedTimeToInstant(timeZone, year, month, day, hour);
}

/** A real calendar day written `YYYY-MM-DD` (so 2025-02-30 is not one). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function utcDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(utcDay(day) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(utcDay(day)).getUTCDay();
}

/** The Monday on or before the day. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}
