import { connectionMonitor } from '../connection/ConnectionMonitor';
import { selectAlert } from './alertsSlice';
import { selectOffline } from './connectionSlice';
import { createPortalStore } from './createPortalStore';

describe('the offline state (spec 4)', () => {
  it('goes when a call is answered again, not only when the browser says it is online', async () => {
    const store = createPortalStore();
    await expect(
      connectionMonitor.track(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow();
    expect(selectOffline(store.getState())).toBe(true);
    expect(selectAlert(store.getState())?.text).toBe('$offline');

    await connectionMonitor.track(() => Promise.resolve('answer'));
    expect(selectOffline(store.getState())).toBe(false);
    expect(selectAlert(store.getState())).toBeNull();
  });
});
