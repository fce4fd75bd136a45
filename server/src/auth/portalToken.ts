import { USER_TYPES, type UserType } from '@portal/contracts';
import { jwtVerify, SignJWT } from 'jose';

/** A bearer token is short-lived; the session's refresh token gets the next one (portalSessions.ts). */
export const PORTAL_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'portal-api';
const AUDIENCE = 'portal';

/** Who is calling: read from the bearer token, never from the request body. */
export interface PortalSession {
  userId: string;
  communityId: string;
  userType: UserType;
  /** The portal_sessions row the token belongs to; a revoked session ends its tokens. */
  sessionId: string;
}

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

export async function signPortalToken(
  session: PortalSession,
  secret: Uint8Array,
  now: Date = new Date(),
  /** The token never outlives its session. */
  notAfter?: Date,
): Promise<SignedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const sessionEnd = notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY;
  const expiresAt = Math.min(issuedAt + PORTAL_TOKEN_TTL_SECONDS, sessionEnd);
  const token = await new SignJWT({
    cid: session.communityId,
    typ: session.userType,
    sid: session.sessionId,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** Tokens verified already, by secret: a tab sends the same one with every call for 15 min. */
const verifiedTokens = new WeakMap<
  Uint8Array,
  Map<string, { session: PortalSession; exp: number }>
>();
/** Verified tokens remembered at most per secret; the oldest go first. */
const VERIFIED_TOKENS_MAX = 10_000;

/** The session in a valid portal token, or null for anything else (expired, forged, malformed). */
export async function verifyPortalToken(
  token: string,
  secret: Uint8Array,
): Promise<PortalSession | null> {
  const verified = verifiedTokens.get(secret) ?? new Map();
  verifiedTokens.set(secret, verified);
  const known = verified.get(token);
  // Expired as jose has it: `exp` at or before the current second.
  if (known) return known.exp > Math.floor(Date.now() / 1000) ? known.session : null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, cid, typ, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof cid !== 'string' || !isUserType(typ)) return null;
    if (typeof sid !== 'string' || typeof exp !== 'number') return null;
    const session = { userId: sub, communityId: cid, userType: typ, sessionId: sid };
    verified.set(token, { session, exp });
    if (verified.size > VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value ?? '');
    return session;
  } catch {
    return null;
  }
}

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
