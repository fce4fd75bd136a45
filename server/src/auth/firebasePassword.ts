import type { Auth } from 'firebase-admin/auth';
import type { UserAccount } from '../users/userRepository.ts';
import { isFirebaseErrorCode } from './firebaseAdmin.ts';
import type { SetPassword } from './passwordReset.ts';

/**
 * Sets the Firebase password of a portal user: by the linked uid, else by e-mail, else by
 * creating the Firebase account (the reset code has just proved the mailbox is theirs).
 */
export function firebasePasswordSetter(auth: Auth): SetPassword {
  return async (user: UserAccount, password: string) => {
    if (user.firebaseUid) {
      try {
        await auth.updateUser(user.firebaseUid, { password });
        return;
      } catch (error) {
        if (!isFirebaseErrorCode(error, 'auth/user-not-found')) throw error;
      }
    }
    const email = user.email ?? '';
    try {
      const existing = await auth.getUserByEmail(email);
      await auth.updateUser(existing.uid, { password });
    } catch (error) {
      if (!isFirebaseErrorCode(error, 'auth/user-not-found')) throw error;
      await auth.createUser({ email, password, emailVerified: true });
    }
  };
}
