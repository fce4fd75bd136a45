import { OFFLINE_CALL_MS, type StoredSession } from '@portal/shared';

/** A refusal from the portal's auth service: `{ code, message }` with a Firebase-style code. */
export class PortalAuthError extends Error {
  readonly code: string | undefined;
  readonly status: number;

  constructor(message: string, code: string | undefined, status: number) {
    super(message);
    this.name = 'PortalAuthError';
    this.code = code;
    this.status = status;
  }
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

async function post(url: string, body: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    signal:
      typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(OFFLINE_CALL_MS) : undefined,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = field(data, 'code');
    const message = field(data, 'message');
    throw new PortalAuthError(
      typeof message === 'string' ? message : `Request failed (${response.status})`,
      typeof code === 'string' ? code : undefined,
      response.status,
    );
  }
  return data;
}

/** Trade a Firebase ID token for a portal session: its bearer token and refresh token. */
export async function exchangeIdToken(
  apiOrigin: string,
  firebaseIdToken: string,
): Promise<StoredSession> {
  const data = await post(`${apiOrigin}/v3/auth/firebase/login`, { firebaseIdToken });
  const token = field(data, 'token');
  const refreshToken = field(data, 'refreshToken');
  if (typeof token !== 'string' || token === '') {
    throw new PortalAuthError('The sign-in answer had no session token', undefined, 200);
  }
  return typeof refreshToken === 'string' && refreshToken !== ''
    ? { token, refreshToken }
    : { token };
}

/** Ask for a 6-character password reset code to be mailed to `email`. */
export async function requestResetCode(apiOrigin: string, email: string): Promise<void> {
  await post(`${apiOrigin}/v3/auth/password/code`, { email });
}

/** Set a new password with the mailed code. */
export async function resetPassword(
  apiOrigin: string,
  request: { email: string; code: string; password: string },
): Promise<void> {
  await post(`${apiOrigin}/v3/auth/password/reset`, request);
}
