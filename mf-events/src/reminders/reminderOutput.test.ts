import { createPortalStore, selectAlert } from '@portal/shared';
import { browserReminderOutput } from './reminderScheduler';

const reminder = { eventId: 'e1', at: 0, title: 'Chair Yoga', body: 'Starts in 30 minutes.' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(visibility: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  Object.defineProperty(globalThis, 'Notification', {
    value: { permission: 'granted' },
    configurable: true,
  });
  const shown: { title: string; options: NotificationOptions }[] = [];
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      getRegistration: async () => ({
        showNotification: async (title: string, options: NotificationOptions) => {
          shown.push({ title, options });
        },
      }),
    },
    configurable: true,
  });
  return shown;
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the reminder output', () => {
  it('is a web notification that opens the event while the portal is hidden', async () => {
    const shown = setUp('hidden');
    const store = createPortalStore();
    browserReminderOutput(store).show(reminder);
    await settle();
    expect(shown).toEqual([
      {
        title: 'Chair Yoga',
        options: expect.objectContaining({
          body: 'Starts in 30 minutes.',
          tag: 'event-e1',
          data: { url: '/events/details/e1' },
        }),
      },
    ]);
    expect(selectAlert(store.getState())).toBeNull();
  });

  it('is an alert in the portal while it is in view', async () => {
    const shown = setUp('visible');
    const store = createPortalStore();
    browserReminderOutput(store).show(reminder);
    await settle();
    expect(shown).toEqual([]);
    expect(selectAlert(store.getState())?.text).toBe('Chair Yoga: Starts in 30 minutes.');
  });
});
