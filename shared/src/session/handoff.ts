import { saveSession } from './storage';

/**
 * The login site hands the session over in the URL fragment (`#session=<token>`), which
 * browsers never send to a server. Take it, store it, and remove it from the address at once.
 */
export function takeHandedOverSession(location: Location, history: History): boolean {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = params.get('session');
  if (!token) return false;
  saveSession({ token });
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return true;
}
