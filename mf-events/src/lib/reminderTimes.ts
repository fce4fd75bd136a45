import { ALL_DAY_REMINDER_HOUR, localHourOn, REMINDER_LEAD_MS, strings } from '@portal/shared';

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

/**
 * Spec 4 and 9: one reminder per event, 15 minutes before it starts (all-day events at
 * 08:00 minus 15 minutes, in the community's time zone), titled 'Upcoming Event', and only
 * for reminders still ahead of `now`.
 */
export function reminderTimes(events: readonly ReminderEvent[], now: number): Reminder[] {
  return events
    .map((event) => {
      const start = event.allDay
        ? localHourOn(new Date(event.startsAt), event.timezone, ALL_DAY_REMINDER_HOUR).getTime()
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
