import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seedData/demoAccounts.ts';
import { FakeAuthEmulator } from '../testing/fakeAuthEmulator.ts';
import { temporaryFileStore } from '../testing/testApp.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { findUserByEmail } from '../users/userRepository.ts';
import { ensureEmulatorUsers } from './emulatorUsers.ts';

const emulator = new FakeAuthEmulator();
let testDb: Db;

beforeAll(async () => {
  await emulator.start();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  testDb = await openTestDatabase();
  await migrate(testDb);
  await seedIfEmpty(testDb, temporaryFileStore().store);
}, 60_000);

afterAll(async () => {
  await emulator.stop();
  await testDb.close();
});

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

    await expect(ensureEmulatorUsers(emulatorAuth('fake-emulator'), testDb)).resolves.toBe(3);
    for (const account of DEMO_ACCOUNTS) {
      expect(emulator.findByEmail(account.email)).toBeDefined();
    }
    expect(emulator.findByEmail('resident@demo.portal')?.password).toBe(DEMO_PASSWORD);
    expect(emulator.findByEmail('family@demo.portal')?.password).toBe('changed-by-reset');

    await expect(ensureEmulatorUsers(emulatorAuth('fake-emulator'), testDb)).resolves.toBe(0);
    expect(emulator.accounts.size).toBe(4);
    for (const account of DEMO_ACCOUNTS) {
      const user = await findUserByEmail(testDb, account.email);
      expect(user?.firebaseUid).toBe(emulator.findByEmail(account.email)?.localId);
    }
  });

  it('does not bind an existing account whose e-mail is not verified', async () => {
    const user = await findUserByEmail(testDb, 'staff@demo.portal');
    emulator.accounts.clear();
    const stranger = emulator.addAccount(
      'staff@demo.portal',
      'attacker-1',
      'made-by-someone',
      false,
    );
    await ensureEmulatorUsers(emulatorAuth('fake-emulator'), testDb);
    expect((await findUserByEmail(testDb, 'staff@demo.portal'))?.firebaseUid).toBe(
      user?.firebaseUid,
    );
    expect((await findUserByEmail(testDb, 'staff@demo.portal'))?.firebaseUid).not.toBe(
      stranger.localId,
    );
  });

  it('gives up after the last attempt when the emulator does not answer', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';
    try {
      await expect(
        ensureEmulatorUsers(emulatorAuth('no-emulator'), testDb, { attempts: 2, delayMs: 1 }),
      ).rejects.toThrow();
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    }
  });
});
