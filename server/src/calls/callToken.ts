import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal-api';
const CALL_AUDIENCE = 'call';

/** Whose pass to which call's room. */
export interface CallPass {
  sessionId: string;
  userId: string;
}

/**
 * A person's pass to one call's room (`CallSession.token`). It has no expiry of its own: it is
 * only ever taken together with that person's portal session, and a call that has ended takes
 * nothing more, so a pass is worth no more than the call it names.
 */
export function signCallToken(pass: CallPass, secret: Uint8Array): Promise<string> {
  return new SignJWT({ sid: pass.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(pass.userId)
    .setIssuer(ISSUER)
    .setAudience(CALL_AUDIENCE)
    .setIssuedAt()
    .sign(secret);
}

/** The pass in a valid call token, or null for anything else (forged, another audience). */
export async function verifyCallToken(token: string, secret: Uint8Array): Promise<CallPass | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: CALL_AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return null;
  }
}
