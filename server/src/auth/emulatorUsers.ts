import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seedData/demoAccounts.ts';
import { findUserByEmail, linkFirebaseAccount } from '../users/userRepository.ts';
import { isFirebaseErrorCode } from './firebaseAdmin.ts';

export interface EmulatorUserOptions {
  attempts?: number;
  delayMs?: number;
}

/**
 * Creates the demo accounts in the Firebase Auth emulator, leaving existing ones untouched (a
 * password changed through "forgot password" stays changed), and binds each to its portal user.
 * An existing account whose e-mail is not verified was not made by the portal and is not bound.
 * Waits for the emulator to start. Returns how many accounts it created.
 */
export async function ensureEmulatorUsers(
  auth: Auth,
  db: Db,
  { attempts = 30, delayMs = 1000 }: EmulatorUserOptions = {},
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createMissingDemoUsers(auth, db);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

async function createMissingDemoUsers(auth: Auth, db: Db): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    let firebaseUser = await auth.getUserByEmail(account.email).catch((error: unknown) => {
      if (isFirebaseErrorCode(error, 'auth/user-not-found')) return null;
      throw error;
    });
    if (!firebaseUser) {
      firebaseUser = await auth.createUser({
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        emailVerified: true,
      });
      created += 1;
    }
    const user = await findUserByEmail(db, account.email);
    if (user && firebaseUser.emailVerified)
      await linkFirebaseAccount(db, user.id, firebaseUser.uid);
  }
  return created;
}
