import { resolveEnvironment } from '../config/environments';
import { clearSession } from './storage';

export type SignOutReason = 'expired' | 'signedOut' | 'none';

/** The login site's address, telling it why the person arrives there. */
export function loginUrl(reason: SignOutReason): string {
  const base = `${resolveEnvironment().loginOrigin}/`;
  return reason === 'none' ? base : `${base}?${reason}=1`;
}

/** Spec 4 and 8: a 401 (or sign-out) clears the stored session and goes to the login site. */
export function goToLogin(reason: SignOutReason): void {
  clearSession();
  window.location.assign(loginUrl(reason));
}
