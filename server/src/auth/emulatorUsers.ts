import type { Auth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seedData/demoAccounts.ts';
import { isFirebaseErrorCode } from './firebaseAdmin.ts';

export interface EmulatorUserOptions {
  attempts?: number;
  delayMs?: number;
}

/**
 * Creates the demo accounts in the Firebase Auth emulator, leaving existing ones untouched (a
 * password changed through "forgot password" stays changed). Waits for the emulator to start.
 * Returns how many accounts it created.
 */
export async function ensureEmulatorUsers(
  auth: Auth,
  { attempts = 30, delayMs = 1000 }: EmulatorUserOptions = {},
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createMissingDemoUsers(auth);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

async function createMissingDemoUsers(auth: Auth): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    try {
      await auth.getUserByEmail(account.email);
    } catch (error) {
      if (!isFirebaseErrorCode(error, 'auth/user-not-found')) throw error;
      await auth.createUser({
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        emailVerified: true,
      });
      created += 1;
    }
  }
  return created;
}
