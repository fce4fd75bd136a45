import { resolveEnvironment } from '../config/environments';
import { forgetOfflineData, offlineStorage } from '../offline/offlineData';
import { clearSession } from './storage';

export type SignOutReason = 'expired' | 'signedOut' | 'none';

/** The login site's address, telling it why the person arrives there (and, locally, where to return). */
export function loginUrl(reason: SignOutReason, returnTo?: string): string {
  const query = new URLSearchParams();
  if (reason !== 'none') query.set(reason, '1');
  if (returnTo) query.set('return', returnTo);
  const search = query.toString();
  return `${resolveEnvironment().loginOrigin}/${search ? `?${search}` : ''}`;
}

/** Spec 4 and 8: a 401 (or sign-out) clears the stored session and goes to the login site. */
export function goToLogin(reason: SignOutReason, returnTo?: string): void {
  clearSession();
  window.location.assign(loginUrl(reason, returnTo));
}

/**
 * The server says the session is over (a 401 that a renewal could not mend): the data kept for
 * offline use goes with it, so nothing of the person stays on the device, then the login site.
 */
export function sessionEnded(): void {
  clearSession();
  void forgetOfflineData(offlineStorage()).finally(() => goToLogin('expired'));
}
