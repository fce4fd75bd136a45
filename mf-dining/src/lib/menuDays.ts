import { addDays, formatInZone } from '@portal/shared';
import type { Availability } from '../api/diningApi';

/** Menu days are `YYYY-MM-DD` in the community's timezone; they are shown as written. */

function toUtcNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
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
  return formatInZone(toUtcNoon(day), 'UTC', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** 'Monday, June 9 to Sunday, June 15' */
export function windowText(window: Availability): string {
  return `${longDay(window.startDate)} to ${longDay(window.endDate)}`;
}
