import { addDays, formatInZone, localDay } from '@portal/shared';

function dayOf(instant: Date, timeZone: string, now: Date): 'today' | 'yesterday' | 'earlier' {
  const day = localDay(instant, timeZone);
  const today = localDay(now, timeZone);
  if (day === today) return 'today';
  return day === addDays(today, -1) ? 'yesterday' : 'earlier';
}

function shortDate(instant: Date, timeZone: string, now: Date): string {
  const sameYear =
    formatInZone(instant, timeZone, { year: 'numeric' }) ===
    formatInZone(now, timeZone, { year: 'numeric' });
  return formatInZone(instant, timeZone, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** For the chat list: '2:05 PM' today, 'Yesterday', 'Nov 3', 'Nov 3, 2025'. */
export function listTime(iso: string, timeZone: string, now = new Date()): string {
  const instant = new Date(iso);
  const day = dayOf(instant, timeZone, now);
  if (day === 'today')
    return formatInZone(instant, timeZone, { hour: 'numeric', minute: '2-digit' });
  if (day === 'yesterday') return 'Yesterday';
  return shortDate(instant, timeZone, now);
}

/** For a message: '2:05 PM' today, 'Yesterday, 2:05 PM', 'Nov 3, 2:05 PM'. */
export function messageTime(iso: string, timeZone: string, now = new Date()): string {
  const instant = new Date(iso);
  const clock = formatInZone(instant, timeZone, { hour: 'numeric', minute: '2-digit' });
  const day = dayOf(instant, timeZone, now);
  if (day === 'today') return clock;
  if (day === 'yesterday') return `Yesterday, ${clock}`;
  return `${shortDate(instant, timeZone, now)}, ${clock}`;
}
