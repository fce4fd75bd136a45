import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { bodyLimits, ID_MAX, ID_TOKEN_MAX, REFRESH_TOKEN_MAX } from '../http/inputLimits.ts';
import { perMinute } from '../http/rateLimits.ts';
import { stringField } from '../http/requestInput.ts';
import { findUserById } from '../users/userRepository.ts';
import { chatRefusal } from './chatAccess.ts';
import { signChatToken } from './chatToken.ts';
import { loginWithFirebaseIdentity, verifyFirebaseIdToken } from './firebaseLogin.ts';
import { refreshSession, revokeSession } from './portalSessions.ts';
import { requireSession, UNAUTHORIZED } from './sessionGuard.ts';

/** The login site shows the spec's "not a registered account" message for this code. */
export const NOT_REGISTERED = {
  code: 'auth/user-not-found',
  message: 'This is not a registered account.',
} as const;

export const SIGN_INS_PER_MINUTE = 60;

export interface AuthRouteDeps {
  db: Db;
  firebaseAuth: Auth;
  tokenSecret: Uint8Array;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { db, firebaseAuth, tokenSecret } = deps;

  // Per address, and a whole community may sign in from one address (its network), so the
  // limit is generous; password guessing happens at Firebase, which has its own lock-out.
  const loginOptions = {
    config: { public: true, rateLimit: perMinute(SIGN_INS_PER_MINUTE) },
    schema: bodyLimits({ firebaseIdToken: ID_TOKEN_MAX }),
  };
  app.post('/v3/auth/firebase/login', loginOptions, async (request, reply) => {
    const idToken = stringField(request.body, 'firebaseIdToken');
    if (!idToken) {
      return reply.code(400).send({ message: 'firebaseIdToken is required' });
    }
    const identity = await verifyFirebaseIdToken(firebaseAuth, idToken).catch(() => null);
    if (!identity) {
      return reply.code(401).send(UNAUTHORIZED);
    }
    const session = await loginWithFirebaseIdentity(db, identity, tokenSecret);
    if (!session) {
      return reply.code(401).send(NOT_REGISTERED);
    }
    return session;
  });

  // A new 15-minute bearer token for a session that still holds.
  const refreshOptions = {
    config: { public: true, rateLimit: perMinute(SIGN_INS_PER_MINUTE) },
    schema: bodyLimits({ refreshToken: REFRESH_TOKEN_MAX }),
  };
  app.post('/v3/auth/refresh', refreshOptions, async (request, reply) => {
    const refreshToken = stringField(request.body, 'refreshToken');
    if (!refreshToken) return reply.code(400).send({ message: 'refreshToken is required' });
    const signed = await refreshSession(db, firebaseAuth, refreshToken, tokenSecret);
    if (!signed) return reply.code(401).send(UNAUTHORIZED);
    return { token: signed.token, expiresAt: signed.expiresAt.toISOString() };
  });

  /** Sign-out: the session ends at once, whatever its token's expiry. */
  app.post('/v3/auth/logout', async (request, reply) => {
    await revokeSession(db, requireSession(request).sessionId);
    return reply.code(204).send();
  });

  app.post('/v3/auth/customToken', async (request, reply) => {
    const user = await findUserById(db, requireSession(request).userId);
    if (!user) {
      return reply.code(401).send(UNAUTHORIZED);
    }
    const customToken = await firebaseAuth.createCustomToken(user.firebaseUid ?? user.id, {
      portalUserId: user.id,
    });
    return { customToken };
  });

  const chatLoginOptions = { schema: bodyLimits({ communityId: ID_MAX }) };
  app.post('/v3/auth/communication/login', chatLoginOptions, async (request, reply) => {
    const session = requireSession(request);
    const communityId = stringField(request.body, 'communityId');
    if (!communityId) {
      return reply.code(400).send({ message: 'communityId is required' });
    }
    const refusal = await chatRefusal(db, session.userId, communityId);
    if (refusal) {
      return reply.code(403).send({ message: refusal });
    }
    return { streamToken: await signChatToken(session.userId, communityId, tokenSecret) };
  });
}
