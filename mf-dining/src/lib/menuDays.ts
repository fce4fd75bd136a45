import type { Availability } from '../api/diningApi';

/** Menu days are `YYYY-MM-DD` in the community's timezone; they are shown as written. */

const MS_PER_DAY = 86_400_000;

function toUtcNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

export function addDays(day: string, count: number): string {
  return new Date(toUtcNoon(day).getTime() + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Spec 4: the previous day, or null at the start of the availability window. */
export function previousDay(day: string, window: Availability): string | null {
  return day > window.startDate ? addDays(day, -1) : null;
}

/** Spec 4: the next day, or null at the end of the availability window. */
export function nextDay(day: string, window: Availability): string | null {
  return day < window.endDate ? addDays(day, 1) : null;
}

/** 'Monday, June 9' */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(toUtcNoon(day));
}

/** 'Monday, June 9 to Sunday, June 15' */
export function windowText(window: Availability): string {
  return `${longDay(window.startDate)} to ${longDay(window.endDate)}`;
}

export function isDay(value: string | null): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
