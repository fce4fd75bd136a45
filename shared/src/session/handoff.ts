import { type StoredSession, saveSession } from './storage';

/**
 * The login site hands the session over in the URL fragment, which browsers never send to a
 * server: `#session=<token>&refresh=<refresh token>`.
 */
export function sessionFragment(session: StoredSession): string {
  const params = new URLSearchParams({ session: session.token });
  if (session.refreshToken) params.set('refresh', session.refreshToken);
  return `#${params.toString().replace(/\+/g, '%20')}`;
}

/** Take a handed-over session, store it, and remove it from the address at once. */
export function takeHandedOverSession(location: Location, history: History): boolean {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = params.get('session');
  if (!token) return false;
  const refreshToken = params.get('refresh');
  saveSession(refreshToken ? { token, refreshToken } : { token });
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return true;
}
