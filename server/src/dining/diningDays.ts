import { addDays } from '@portal/contracts';

/** Days of the dining area: plain `YYYY-MM-DD` strings, always in the community's timezone. */

export interface DayWindow {
  startDate: string;
  endDate: string;
}

export function isWithin(day: string, window: DayWindow): boolean {
  return day >= window.startDate && day <= window.endDate;
}

/** The day itself when inside the window, else the window's nearest end. */
export function clampDay(day: string, window: DayWindow): string {
  if (day < window.startDate) return window.startDate;
  if (day > window.endDate) return window.endDate;
  return day;
}

/** The days a menu is asked for: one day, or a week from that day cut at the window's end. */
export function servedDays(
  day: string,
  timeframe: 'Day' | 'Week',
  window: DayWindow,
): { from: string; to: string } {
  if (timeframe === 'Day') return { from: day, to: day };
  const weekEnd = addDays(day, 6);
  // Days are YYYY-MM-DD strings, so the earlier one sorts first.
  const [to] = [weekEnd, window.endDate].sort();
  return { from: day, to };
}

/** Menus "for the week" (spec 7): today and the six days after it. */
export function weekFrom(today: string): DayWindow {
  return { startDate: today, endDate: addDays(today, 6) };
}
