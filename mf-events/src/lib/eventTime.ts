/** Event times in the community's time zone, in words a resident reads easily. */

function parts(instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(instant);
}

/** 'Saturday, November 21' (the year is added when it is not this year's). */
export function formatEventDay(iso: string, timeZone: string, now = new Date()): string {
  const instant = new Date(iso);
  const sameYear =
    parts(instant, timeZone, { year: 'numeric' }) === parts(now, timeZone, { year: 'numeric' });
  return parts(instant, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** '2:00 PM' */
export function formatClock(iso: string, timeZone: string): string {
  return parts(new Date(iso), timeZone, { hour: 'numeric', minute: '2-digit' });
}

/** The local calendar date, 'YYYY-MM-DD', for comparing days. */
export function localDayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function dayWord(iso: string, timeZone: string, now: Date): string {
  const day = localDayKey(new Date(iso), timeZone);
  if (day === localDayKey(now, timeZone)) return 'Today';
  if (day === localDayKey(new Date(now.getTime() + 86_400_000), timeZone)) return 'Tomorrow';
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
    localDayKey(new Date(event.startsAt), timeZone) ===
    localDayKey(new Date(event.endsAt), timeZone);
  const from = formatClock(event.startsAt, timeZone);
  const to = formatClock(event.endsAt, timeZone);
  if (sameDay) return from === to ? `${start}, ${from}` : `${start}, ${from} to ${to}`;
  return `${start}, ${from} to ${dayWord(event.endsAt, timeZone, now)}, ${to}`;
}
