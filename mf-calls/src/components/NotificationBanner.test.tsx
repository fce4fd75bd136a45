import { loadSettings } from '@portal/shared';
import { renderAt, storeWith, testUser } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationBanner } from './NotificationBanner';

function browserAnswer(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const requestPermission = jest.fn(async () => answer);
  Object.defineProperty(globalThis, 'Notification', {
    value: { permission, requestPermission },
    configurable: true,
  });
  return requestPermission;
}

beforeEach(() => localStorage.clear());

async function show() {
  return renderAt('/', <NotificationBanner />, '/', await storeWith(testUser()));
}

describe('the notification banner', () => {
  it.each(['granted', 'denied'] as const)(
    'Ok asks the browser and stores the answer (%s) as true, so it does not come back',
    async (answer) => {
      const ask = browserAnswer('default', answer);
      const { unmount } = await show();
      fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
      expect(ask).toHaveBeenCalled();
      await waitFor(() => expect(loadSettings().notifications).toBe(true));
      expect(screen.queryByRole('region')).toBeNull();
      unmount();
      await show();
      expect(screen.queryByRole('region')).toBeNull();
    },
  );

  it('Dismiss puts it away without an answer, so it asks again next time', async () => {
    browserAnswer('default');
    const { unmount } = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(loadSettings().notifications).toBeUndefined();
    unmount();
    await show();
    expect(screen.getByRole('region', { name: /Turn on calls and notifications/ })).toBeTruthy();
  });

  it('does not ask a browser that already allows notifications, and remembers that', async () => {
    browserAnswer('granted');
    await show();
    expect(screen.queryByRole('region')).toBeNull();
    expect(loadSettings().notifications).toBe(true);
  });
});
