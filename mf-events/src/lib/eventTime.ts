/** Event times in the community's time zone, in words a resident reads easily. */
import { addDays, formatInZone, localDay } from '@portal/shared';

/** 'Saturday, November 21' (the year is added when it is not this year's). */
export function formatEventDay(iso: string, timeZone: string, now = new Date()): string {
  const instant = new Date(iso);
  const sameYear =
    formatInZone(instant, timeZone, { year: 'numeric' }) ===
    formatInZone(now, timeZone, { year: 'numeric' });
  return formatInZone(instant, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** '2:00 PM' */
export function formatClock(iso: string, timeZone: string): string {
  return formatInZone(new Date(iso), timeZone, { hour: 'numeric', minute: '2-digit' });
}

function dayWord(iso: string, timeZone: string, now: Date): string {
  const day = localDay(new Date(iso), timeZone);
  const today = localDay(now, timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return formatEventDay(iso, timeZone, now);
}

/**
 * When an event happens, in plain words: 'Today, 2:00 PM to 3:30 PM',
 * 'Saturday, November 28, all day', 'Tomorrow, 9:00 AM to Sunday, November 22, 4:00 PM'.
 */
export function describeEventTime(
  event: { startsAt: string; endsAt: string; allDay: boolean },
  timeZone: string,
  now = new Date(),
): string {
  const start = dayWord(event.startsAt, timeZone, now);
  if (event.allDay) return `${start}, all day`;
  const sameDay =
    localDay(new Date(event.startsAt), timeZone) === localDay(new Date(event.endsAt), timeZone);
  const from = formatClock(event.startsAt, timeZone);
  const to = formatClock(event.endsAt, timeZone);
  if (sameDay) return from === to ? `${start}, ${from}` : `${start}, ${from} to ${to}`;
  return `${start}, ${from} to ${dayWord(event.endsAt, timeZone, now)}, ${to}`;
}
