import { ALL_DAY_REMINDER_HOUR, REMINDER_LEAD_MS, strings } from '@portal/shared';
import { localDayKey } from './eventTime';

export interface ReminderEvent {
  _id: string;
  name: string;
  startsAt: string;
  allDay: boolean;
  timezone: string;
}

export interface Reminder {
  eventId: string;
  /** When to show it, ms since the epoch. */
  at: number;
  title: string;
  body: string;
}

/** The instant the wall clock of `timeZone` shows `hour`:00 on the local date of `instant`. */
export function localHourOn(instant: Date, timeZone: string, hour: number): number {
  const [year, month, day] = localDayKey(instant, timeZone).split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour);
  // The zone's offset from UTC near that time, found by reading the wall clock back.
  const offsetAt = (t: number) => {
    const p = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(t));
    const get = (type: string) => Number(p.find((x) => x.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - t;
  };
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/**
 * Spec 4 and 9: one reminder per event, 15 minutes before it starts (all-day events at
 * 08:00 minus 15 minutes, in the community's time zone), titled 'Upcoming Event', and only
 * for reminders still ahead of `now`.
 */
export function reminderTimes(events: readonly ReminderEvent[], now: number): Reminder[] {
  return events
    .map((event) => {
      const start = event.allDay
        ? localHourOn(new Date(event.startsAt), event.timezone, ALL_DAY_REMINDER_HOUR)
        : new Date(event.startsAt).getTime();
      return {
        eventId: event._id,
        at: start - REMINDER_LEAD_MS,
        title: strings.reminderTitle,
        body: event.allDay ? `${event.name} is today.` : `${event.name} starts in 15 minutes.`,
      };
    })
    .filter((reminder) => reminder.at > now)
    .sort((a, b) => a.at - b.at);
}

/** Reminders to set timers for now: those due before the next refresh. */
export function remindersDueBefore(reminders: readonly Reminder[], until: number): Reminder[] {
  return reminders.filter((reminder) => reminder.at <= until);
}
