import { TZDate } from '@date-fns/tz';
import type { Weekday } from '@portal/contracts';

export interface WallClock {
  /** HH:MM */
  time: string;
  /** Minutes since midnight. */
  minutes: number;
  weekday: Weekday;
}

/** What the wall clock of a time zone shows at an instant. */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  const wall = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  const hours = wall.getHours();
  const minutes = wall.getMinutes();
  return {
    time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
    minutes: hours * 60 + minutes,
    weekday: wall.getDay() as Weekday,
  };
}
