import { closeWebNotice, showWebNotice } from './webNotification';

const notice = { title: 'Incoming call', body: 'Claire is calling you.', url: '/calls', tag: 's1' };

function setUp(visibility: 'hidden' | 'visible', permission: NotificationPermission) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  const shown: { title: string; options: NotificationOptions }[] = [];
  const closed: string[] = [];
  const registration = {
    showNotification: jest.fn(async (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
    }),
    getNotifications: jest.fn(async ({ tag }: { tag: string }) =>
      shown.filter((n) => n.options.tag === tag).map(() => ({ close: () => closed.push(tag) })),
    ),
  };
  Object.defineProperty(globalThis, 'Notification', {
    value: { permission },
    configurable: true,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration },
    configurable: true,
  });
  return { shown, closed };
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('showWebNotice', () => {
  it('shows through the service worker while the page is hidden and notifications are allowed', async () => {
    const { shown, closed } = setUp('hidden', 'granted');
    expect(await showWebNotice({ ...notice, requireInteraction: true })).toBe(true);
    expect(shown).toEqual([
      {
        title: 'Incoming call',
        options: {
          body: 'Claire is calling you.',
          tag: 's1',
          requireInteraction: true,
          data: { url: '/calls' },
        },
      },
    ]);
    await closeWebNotice('s1');
    expect(closed).toEqual(['s1']);
  });

  it.each([
    ['the page is in view', 'visible', 'granted'],
    ['notifications were refused', 'hidden', 'denied'],
    ['nobody was asked yet', 'hidden', 'default'],
  ] as const)('shows nothing when %s', async (_, visibility, permission) => {
    const { shown } = setUp(visibility, permission);
    expect(await showWebNotice(notice)).toBe(false);
    expect(shown).toEqual([]);
  });
});
