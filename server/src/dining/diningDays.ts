/** Days of the dining area: plain `YYYY-MM-DD` strings, always in the community's timezone. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

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

/** The day it is at `now` in `timezone` (e.g. 23:30 in New York is still that day there). */
export function dayIn(timezone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The Monday on or before the day. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

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
