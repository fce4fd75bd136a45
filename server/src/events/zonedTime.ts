/** Wall-clock arithmetic in a named time zone (IANA), with the platform's Intl data. */

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function wallParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** True when the platform knows this time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The date on the wall calendar of the zone at this instant. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day, weekday } = wallParts(instant, timeZone);
  return { year, month, day, weekday };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
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
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(new Date(wall), timeZone);
  const second = wall - offsetAt(new Date(first), timeZone);
  if (first === second) return new Date(first);
  // Near a change of offset: take the candidate whose wall time matches, else the later one.
  const matches = [first, second].filter((t) => t + offsetAt(new Date(t), timeZone) === wall);
  return new Date(matches.length > 0 ? Math.min(...matches) : Math.max(first, second));
}

/** Midnight at the start of the local day `days` after the local date of `instant`. */
export function startOfLocalDay(instant: Date, timeZone: string, days = 0): Date {
  const { year, month, day } = localDateOf(instant, timeZone);
  return zonedTimeToInstant(timeZone, year, month, day + days);
}
