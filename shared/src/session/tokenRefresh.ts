import { resolveEnvironment } from '../config/environments';
import { loadSession, type StoredSession, saveSession } from './storage';
import { claimOfToken } from './tokenClaims';

/** What renewing a refused token came to. */
export type Renewal =
  /** A token to send the call with again. */
  | { token: string }
  /** The session is over: sign in again. */
  | { ended: true }
  /** Another tab signed in as someone else: this page must start again with that session. */
  | { switched: true };

/** A refresh that hangs counts as a failed connection. */
const REFRESH_TIMEOUT_MS = 10_000;

let pending: Promise<Renewal> | null = null;

/** Where an embedded area gets its tokens: the partner page's own function. */
let tokenSource: (() => Promise<string>) | null = null;

/** An embedded area renews through the page that embeds it, never through a stored session. */
export function setTokenSource(source: () => Promise<string>): void {
  tokenSource = source;
}

/**
 * The next bearer token for this page's session after `refused` was refused: the one another
 * tab already stored for the same session, or a new one from `POST /v3/auth/refresh`. Throws
 * when the API cannot be reached or fails (the session may well hold). One request at a time.
 */
export function renewToken(refused: string): Promise<Renewal> {
  pending ??= renew(refused).finally(() => {
    pending = null;
  });
  return pending;
}

function sessionOf(stored: StoredSession): string | null {
  return stored.refreshToken?.split('.')[0] ?? claimOfToken(stored.token, 'sid');
}

async function renew(refused: string): Promise<Renewal> {
  if (tokenSource) {
    // The partner page's session is its own: a failure there is not a reason to leave its page.
    const token = await tokenSource();
    if (!token || token === refused) throw new Error('The page gave no new portal token');
    return { token };
  }
  const stored = loadSession();
  if (!stored) return { ended: true };
  const session = claimOfToken(refused, 'sid');
  if (session !== null && sessionOf(stored) !== session) return { switched: true };
  if (stored.token !== refused) return { token: stored.token };
  if (!stored.refreshToken) return { ended: true };
  const response = await fetch(`${resolveEnvironment().apiOrigin}/v3/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: stored.refreshToken }),
    signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
  });
  if (response.status === 400 || response.status === 401) return { ended: true };
  if (!response.ok) throw new Error(`Renewing the session failed (${response.status})`);
  const { token } = (await response.json().catch(() => ({}))) as { token?: unknown };
  if (typeof token !== 'string' || token === '') throw new Error('The renewal had no token');
  // Written over what is stored now, and only if it is still this session.
  const latest = loadSession();
  if (latest && sessionOf(latest) === sessionOf(stored)) saveSession({ ...latest, token });
  return { token };
}
