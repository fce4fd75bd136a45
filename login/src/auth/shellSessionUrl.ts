import { type Environment, type StoredSession, sessionFragment } from '@portal/shared';

/**
 * Where to send the browser after sign-in: the shell, with the session in the URL fragment,
 * which browsers never send to a server. Locally, `?return=` may name another
 * local page instead (an area's own dev server, developed without the shell).
 */
export function shellSessionUrl(env: Environment, session: StoredSession, search = ''): string {
  const fragment = sessionFragment(session);
  const requested = new URLSearchParams(search).get('return');
  if (env.name === 'local' && requested) {
    try {
      const url = new URL(requested);
      if (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)) {
        return `${url.origin}${url.pathname}${fragment}`;
      }
    } catch {
      // Not a URL: fall back to the shell.
    }
  }
  return `${env.shellOrigin.replace(/\/+$/, '')}/${fragment}`;
}
