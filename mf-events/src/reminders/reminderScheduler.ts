import {
  alertShown,
  type PortalStore,
  REMINDER_FIRST_RUN_MS,
  REMINDER_REFRESH_MS,
  selectCommunityId,
  selectRole,
} from '@portal/shared';
import { eventsApi, selectLoadedMyEvents } from '../api/eventsApi';
import { actionMode } from '../lib/eventActions';
import { type Reminder, remindersDueBefore, reminderTimes } from '../lib/reminderTimes';

export interface ReminderOutput {
  /** Shows one reminder: a web notification when permitted, else an in-app alert. */
  show(reminder: Reminder): void;
}

export function browserReminderOutput(store: PortalStore): ReminderOutput {
  return {
    show(reminder) {
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        new Notification(reminder.title, { body: reminder.body, tag: `event-${reminder.eventId}` });
        return;
      }
      store.dispatch(alertShown(`${reminder.title}: ${reminder.body}`, { kind: 'info' }));
    },
  };
}

const started = new WeakSet<PortalStore>();

/**
 * Spec 4: event reminders, refreshed every 15 min with the first run after 5 s. Each run loads
 * My Events and sets a timer for every reminder due before the next run; whenever My Events
 * changes (every event action refreshes it) the timers are set again from the new list.
 * Staff and family load no sign-ups, so they get no reminders. Started once per store.
 */
export function startReminderScheduler(
  store: PortalStore,
  output: ReminderOutput = browserReminderOutput(store),
): () => void {
  if (started.has(store)) return () => undefined;
  started.add(store);
  let timers: ReturnType<typeof setTimeout>[] = [];
  let subscription: { refetch: () => unknown; unsubscribe: () => void } | null = null;
  let lastData: unknown;
  let communityId: string | null = null;
  const shown = new Set<string>();

  const plan = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    if (!communityId) return;
    const events = selectLoadedMyEvents(store.getState(), communityId) ?? [];
    const now = Date.now();
    const attending = events.filter((event) => event.rsvp?.status === 'Attending');
    for (const reminder of remindersDueBefore(
      reminderTimes(attending, now),
      now + REMINDER_REFRESH_MS,
    )) {
      const key = `${reminder.eventId}@${reminder.at}`;
      if (shown.has(key)) continue;
      timers.push(
        setTimeout(() => {
          shown.add(key);
          output.show(reminder);
        }, reminder.at - now),
      );
    }
  };

  const run = () => {
    const state = store.getState();
    const id = selectCommunityId(state);
    if (!id || actionMode(selectRole(state)) !== 'act') return;
    if (id !== communityId || !subscription) {
      subscription?.unsubscribe();
      communityId = id;
      subscription = store.dispatch(eventsApi.endpoints.myEvents.initiate(id));
    } else {
      subscription.refetch();
    }
    plan();
  };

  const unsubscribeStore = store.subscribe(() => {
    if (!communityId) return;
    const data = selectLoadedMyEvents(store.getState(), communityId);
    if (data !== lastData) {
      lastData = data;
      plan();
    }
  });
  const first = setTimeout(run, REMINDER_FIRST_RUN_MS);
  const every = setInterval(run, REMINDER_REFRESH_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
    for (const timer of timers) clearTimeout(timer);
    unsubscribeStore();
    subscription?.unsubscribe();
    started.delete(store);
  };
}
