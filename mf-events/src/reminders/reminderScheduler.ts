import {
  alertShown,
  type PortalStore,
  REMINDER_FIRST_RUN_MS,
  REMINDER_REFRESH_MS,
  selectCommunityId,
  selectRole,
  showWebNotice,
} from '@portal/shared';
import { eventsApi, selectLoadedMyEvents } from '../api/eventsApi';
import { actionMode } from '../lib/eventActions';
import { type Reminder, remindersDueBefore, reminderTimes } from '../lib/reminderTimes';

export interface ReminderOutput {
  /** Shows one reminder: a web notification while the portal is hidden, else an in-app alert. */
  show(reminder: Reminder): void;
}

export function browserReminderOutput(store: PortalStore): ReminderOutput {
  return {
    async show(reminder) {
      const shown = await showWebNotice({
        title: reminder.title,
        body: reminder.body,
        url: `/events/details/${encodeURIComponent(reminder.eventId)}`,
        tag: `event-${reminder.eventId}`,
      }).catch(() => false);
      if (!shown) {
        store.dispatch(alertShown(`${reminder.title}: ${reminder.body}`, { kind: 'info' }));
      }
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
  /** Pending reminders by event and time; a timer stays while its event and time stay. */
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let subscription: { refetch: () => unknown; unsubscribe: () => void } | null = null;
  let lastData: unknown;
  let communityId: string | null = null;

  const plan = () => {
    const events = communityId ? (selectLoadedMyEvents(store.getState(), communityId) ?? []) : [];
    const now = Date.now();
    const attending = events.filter((event) => event.rsvp?.status === 'Attending');
    const current = reminderTimes(attending, Number.NEGATIVE_INFINITY);
    const keyOf = (reminder: Reminder) => `${reminder.eventId}@${reminder.at}`;
    const currentKeys = new Set(current.map(keyOf));
    for (const [key, timer] of timers) {
      if (currentKeys.has(key)) continue;
      clearTimeout(timer);
      timers.delete(key);
    }
    // Future only (spec 4), and only those due before the next refresh.
    for (const reminder of remindersDueBefore(
      current.filter((reminder) => reminder.at > now),
      now + REMINDER_REFRESH_MS,
    )) {
      const key = keyOf(reminder);
      if (timers.has(key)) continue;
      timers.set(
        key,
        setTimeout(() => output.show(reminder), reminder.at - now),
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
      // New data re-plans through the store subscription below.
      subscription.refetch();
    }
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
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    unsubscribeStore();
    subscription?.unsubscribe();
    started.delete(store);
  };
}
