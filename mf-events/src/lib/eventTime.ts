/** Event times in the community's time zone, in words a resident reads easily. */
import { addDays, formatInZone, localDay } from '@portal/shared';

interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const DAY_AND_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** The year of a `YYYY-MM-DD` day. */
const yearOf = (day: string) => day.slice(0, -6);

/**
 * Writes when events happen, in the zone, as of `now`: 'Today, 2:00 PM to 3:30 PM',
 * 'Saturday, November 28, all day', 'Tomorrow, 9:00 AM to Sunday, November 22, 4:00 PM' (the
 * year is added when it is not this year's). A list makes one for all its rows: today,
 * tomorrow and the year are worked out once, and each row finds each of its instants' days
 * once (in profiles of Events' first entry, the rows' time words were about 19 ms of a
 * render at 4x CPU, half of it in those look-ups, when each row worked "now" out again).
 */
export function eventTimeWriter(timeZone: string, now = new Date()): (event: EventTimes) => string {
  const today = localDay(now, timeZone);
  let tomorrow: string | undefined;
  const dayWord = (instant: Date, day: string) => {
    if (day === today) return 'Today';
    // Worked out when first needed: a zone the browser does not know fails only rows, as before.
    tomorrow ??= addDays(today, 1);
    if (day === tomorrow) return 'Tomorrow';
    return formatInZone(instant, timeZone, yearOf(day) === yearOf(today) ? DAY : DAY_AND_YEAR);
  };
  return ({ startsAt, endsAt, allDay }) => {
    const starts = new Date(startsAt);
    const startDay = localDay(starts, timeZone);
    const start = dayWord(starts, startDay);
    if (allDay) return `${start}, all day`;
    const ends = new Date(endsAt);
    const endDay = localDay(ends, timeZone);
    const from = formatInZone(starts, timeZone, CLOCK);
    const to = formatInZone(ends, timeZone, CLOCK);
    if (startDay === endDay)
      return from === to ? `${start}, ${from}` : `${start}, ${from} to ${to}`;
    return `${start}, ${from} to ${dayWord(ends, endDay)}, ${to}`;
  };
}

/** When one event happens, in plain words (eventTimeWriter; a list makes one writer instead). */
export function describeEventTime(event: EventTimes, timeZone: string, now = new Date()): string {
  return eventTimeWriter(timeZone, now)(event);
}
