import { resolveEnvironment } from '../config/environments';
import { loadSession, saveSession } from './storage';

let pending: Promise<string | null> | null = null;

/**
 * The next bearer token for the stored session after `expired` was refused: the one another
 * tab already stored, or a new one from `POST /v3/auth/refresh`. Null when the session has
 * ended (sign in again); throws when the API cannot be reached. One request at a time.
 */
export function refreshedToken(expired: string): Promise<string | null> {
  pending ??= renew(expired).finally(() => {
    pending = null;
  });
  return pending;
}

async function renew(expired: string): Promise<string | null> {
  const stored = loadSession();
  if (!stored) return null;
  if (stored.token !== expired) return stored.token;
  if (!stored.refreshToken) return null;
  const response = await fetch(`${resolveEnvironment().apiOrigin}/v3/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: stored.refreshToken }),
  });
  if (!response.ok) return null;
  const { token } = (await response.json().catch(() => ({}))) as { token?: unknown };
  if (typeof token !== 'string' || token === '') return null;
  saveSession({ ...stored, token });
  return token;
}
