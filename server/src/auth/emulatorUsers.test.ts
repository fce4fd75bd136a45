import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seedData/demoAccounts.ts';
import { FakeAuthEmulator } from '../testing/fakeAuthEmulator.ts';
import { ensureEmulatorUsers } from './emulatorUsers.ts';

const emulator = new FakeAuthEmulator();

beforeAll(async () => {
  await emulator.start();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
});

afterAll(() => emulator.stop());

/** firebase-admin reads the emulator host when an app's Auth is first made: one app per host. */
function emulatorAuth(appName: string) {
  const app =
    getApps().find((a) => a.name === appName) ??
    initializeApp({ projectId: 'demo-portal' }, appName);
  return getAuth(app);
}

describe('ensureEmulatorUsers', () => {
  it('creates the demo accounts once and leaves existing ones alone', async () => {
    emulator.addAccount('family@demo.portal', 'changed-by-reset');

    await expect(ensureEmulatorUsers(emulatorAuth('fake-emulator'))).resolves.toBe(3);
    for (const account of DEMO_ACCOUNTS) {
      expect(emulator.findByEmail(account.email)).toBeDefined();
    }
    expect(emulator.findByEmail('resident@demo.portal')?.password).toBe(DEMO_PASSWORD);
    expect(emulator.findByEmail('family@demo.portal')?.password).toBe('changed-by-reset');

    await expect(ensureEmulatorUsers(emulatorAuth('fake-emulator'))).resolves.toBe(0);
    expect(emulator.accounts.size).toBe(4);
  });

  it('gives up after the last attempt when the emulator does not answer', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';
    try {
      await expect(
        ensureEmulatorUsers(emulatorAuth('no-emulator'), { attempts: 2, delayMs: 1 }),
      ).rejects.toThrow();
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    }
  });
});
