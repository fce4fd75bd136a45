import { loadSession, MIGRATION_KEY } from '@portal/shared';
import { migrateLegacySession } from './sessionHandoff';

beforeEach(() => localStorage.clear());

describe('migrateLegacySession', () => {
  it('moves a token of the older store and marks the migration complete', async () => {
    localStorage.setItem('token', 'old-token');
    await migrateLegacySession(localStorage);
    expect(loadSession()).toEqual({ token: 'old-token' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(MIGRATION_KEY)).toBe('complete');
  });

  it('keeps a current session over an older one', async () => {
    localStorage.setItem('portal.session', JSON.stringify({ token: 'new' }));
    localStorage.setItem('token', 'old');
    await migrateLegacySession(localStorage);
    expect(loadSession()).toEqual({ token: 'new' });
  });

  it('waits, bounded, for a pending migration and then completes it', async () => {
    localStorage.setItem(MIGRATION_KEY, 'pending');
    setTimeout(() => localStorage.setItem('token', 'late'), 300);
    await migrateLegacySession(localStorage, 2_000);
    expect(loadSession()).toEqual({ token: 'late' });
    expect(localStorage.getItem(MIGRATION_KEY)).toBe('complete');
  });

  it('gives up waiting after the bound', async () => {
    localStorage.setItem(MIGRATION_KEY, 'pending');
    const started = Date.now();
    await migrateLegacySession(localStorage, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem(MIGRATION_KEY)).toBe('complete');
  });

  it('does nothing once complete', async () => {
    localStorage.setItem(MIGRATION_KEY, 'complete');
    localStorage.setItem('token', 'old');
    await migrateLegacySession(localStorage);
    expect(loadSession()).toBeNull();
  });
});
