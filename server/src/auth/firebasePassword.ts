import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { linkFirebaseAccount, type UserAccount } from '../users/userRepository.ts';
import { isFirebaseErrorCode } from './firebaseAdmin.ts';
import type { SetPassword } from './passwordReset.ts';

/**
 * Sets the Firebase password of a portal user, who has just proved with the mailed code that
 * the mailbox is theirs: on the bound account, else on the account with their e-mail, else on
 * a new one. The account's e-mail becomes verified, its other sessions end (whoever made an
 * account with this address before loses it), and it is bound to the portal user.
 */
export function firebasePasswordSetter(auth: Auth): SetPassword {
  return async (db: Db, user: UserAccount, password: string) => {
    const email = user.email ?? '';
    const account =
      (user.firebaseUid ? await existingAccount(auth.getUser(user.firebaseUid)) : null) ??
      (await existingAccount(auth.getUserByEmail(email)));
    const uid = account
      ? (await auth.updateUser(account.uid, { password, emailVerified: true })).uid
      : (await auth.createUser({ email, password, emailVerified: true })).uid;
    await auth.revokeRefreshTokens(uid);
    await linkFirebaseAccount(db, user.id, uid);
  };
}

async function existingAccount(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  return lookup.catch((error: unknown) => {
    if (isFirebaseErrorCode(error, 'auth/user-not-found')) return null;
    throw error;
  });
}
