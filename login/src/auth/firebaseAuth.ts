import type { Environment } from '@portal/shared';
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  connectAuthEmulator,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';

let auth: Auth | undefined;

/** The Firebase Auth instance of this environment (the local emulator where it has one). */
export function firebaseAuth(env: Environment): Auth {
  if (!auth) {
    auth = getAuth(initializeApp(env.firebase));
    if (env.authEmulatorUrl)
      connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/** Sign in with email and password and return the Firebase ID token. */
export async function signInForIdToken(
  env: Environment,
  email: string,
  password: string,
): Promise<string> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(env), email, password);
  return credential.user.getIdToken();
}

/** End the Firebase session of this site; failures are ignored (there may be none). */
export async function signOutOfFirebase(env: Environment): Promise<void> {
  try {
    await signOut(firebaseAuth(env));
  } catch {
    // Nothing to sign out of, or Firebase unreachable: the portal session is gone either way.
  }
}
