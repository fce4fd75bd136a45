import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/** The firebase-admin app of a project, with the application default credentials. */
export function firebaseAppFor(projectId: string): App {
  const name = `portal-${projectId}`;
  return (
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name)
  );
}

/**
 * The firebase-admin Auth client for a project. With FIREBASE_AUTH_EMULATOR_HOST set it talks to
 * the Auth emulator and needs no credentials; otherwise it uses the application default ones.
 */
export function firebaseAuthFor(projectId: string): Auth {
  return getAuth(firebaseAppFor(projectId));
}

export function isFirebaseErrorCode(error: unknown, code: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === code
  );
}
