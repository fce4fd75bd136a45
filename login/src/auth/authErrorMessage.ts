import { fill, strings } from '@portal/shared';

/** Which form failed: the same code can mean different things to the person. */
export type AuthAction = 'signIn' | 'resetPassword';

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': strings.wrongPassword,
  'auth/invalid-credential': strings.invalidCredential,
  'auth/invalid-login-credentials': strings.invalidCredential,
  'auth/too-many-requests': strings.tooManyAttempts,
  'auth/network-request-failed': strings.offline,
  'auth/invalid-email': strings.invalidEmail,
  'auth/missing-password': strings.passwordRequired,
  'auth/user-disabled': strings.userDisabled,
  // A wrong (or used, or replaced) code; a code past its 30 minutes.
  'auth/invalid-action-code': strings.codeNotValid,
  'auth/expired-action-code': strings.invalidResetCode,
  'auth/weak-password': strings.weakPassword,
  'auth/account-exists-with-different-credential': strings.accountExistsDifferentCredential,
  'auth/credential-already-in-use': strings.credentialLinked,
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  // fetch rejects with a TypeError when the request cannot be made, and aborts on our time-out;
  // a script that cannot be loaded fails with a ChunkLoadError.
  if (error instanceof TypeError) return true;
  return (
    error instanceof Error && ['TimeoutError', 'AbortError', 'ChunkLoadError'].includes(error.name)
  );
}

/** The spec 8 message for a failed sign-in or password reset. */
export function authErrorMessage(error: unknown, action: AuthAction, email: string): string {
  const code = codeOf(error);
  if (code === 'auth/user-not-found') {
    return action === 'signIn' ? strings.notRegistered : fill(strings.mailNotFound, { email });
  }
  if (code && Object.hasOwn(MESSAGES, code)) return MESSAGES[code];
  if (isNetworkFailure(error)) return strings.offline;
  return strings.generic;
}
