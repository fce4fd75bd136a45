import type { AreaHooks } from '@portal/shared';
import { eventsApi } from './api/eventsApi';
import { startReminderScheduler } from './reminders/reminderScheduler';

/** Run by the shell outside the events pages (the definition names both hooks). */
export const hooks: AreaHooks = {
  // Spec 4: reminders from sign-in on, whether or not Events is ever opened.
  startup: (store) => {
    startReminderScheduler(store);
  },
  // Spec 2: resume reloads events (the reminders follow My Events).
  resume: (store) => {
    store.dispatch(eventsApi.util.invalidateTags(['Event', 'MyEvents', 'Invites']));
  },
};
