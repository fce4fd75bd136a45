import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { strings } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { ID_MAX, ID_TOKEN_MAX, REFRESH_TOKEN_MAX } from '../http/inputLimits.ts';
import { perMinute } from '../http/rateLimits.ts';
import { filledText } from '../http/routeSchemas.ts';
import { findUserById } from '../users/userRepository.ts';
import { chatRefusal } from './chatAccess.ts';
import { communityChat } from './chatProvider.ts';
import { signChatToken, signStreamToken } from './chatToken.ts';
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
  /** Signs the user tokens of communities whose chat is Stream (STREAM_API_SECRET). */
  streamApiSecret?: string;
}

export function registerAuthRoutes(fastify: FastifyInstance, deps: AuthRouteDeps): void {
  const { db, firebaseAuth, tokenSecret, streamApiSecret } = deps;
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  // Per address, and a whole community may sign in from one address (its network), so the
  // limit is generous; password guessing happens at Firebase, which has its own lock-out.
  const loginOptions = {
    config: { public: true, rateLimit: perMinute(SIGN_INS_PER_MINUTE) },
    schema: {
      body: {
        type: 'object',
        properties: { firebaseIdToken: filledText(ID_TOKEN_MAX) },
        required: ['firebaseIdToken'],
      },
    },
  } as const;
  app.post('/v3/auth/firebase/login', loginOptions, async (request, reply) => {
    const idToken = request.body.firebaseIdToken.trim();
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
    schema: {
      body: {
        type: 'object',
        properties: { refreshToken: filledText(REFRESH_TOKEN_MAX) },
        required: ['refreshToken'],
      },
    },
  } as const;
  app.post('/v3/auth/refresh', refreshOptions, async (request, reply) => {
    const signed = await refreshSession(
      db,
      firebaseAuth,
      request.body.refreshToken.trim(),
      tokenSecret,
    );
    if (!signed) return reply.code(401).send(UNAUTHORIZED);
    return { token: signed.token, expiresAt: signed.expiresAt.toISOString() };
  });

  /** Sign-out: the session ends at once, whatever its token's expiry. */
  app.post('/v3/auth/logout', async (request, reply) => {
    const session = requireSession(request);
    await revokeSession(db, session.sessionId);
    // Refused by this process from the next call on, whenever its notice arrives.
    fastify.sharedAnswers.forgetSessionsOf(session.userId);
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

  const chatLoginOptions = {
    schema: {
      body: {
        type: 'object',
        properties: { communityId: filledText(ID_MAX) },
        required: ['communityId'],
      },
    },
  } as const;
  app.post('/v3/auth/communication/login', chatLoginOptions, async (request, reply) => {
    const session = requireSession(request);
    const communityId = request.body.communityId.trim();
    const refusal = await chatRefusal(db, session.userId, communityId);
    if (refusal) {
      return reply.code(403).send({ message: refusal });
    }
    const chat = await communityChat(db, communityId);
    if (chat.provider === 'portal') {
      return {
        streamToken: await signChatToken(session.userId, communityId, tokenSecret),
        provider: 'portal',
      };
    }
    // A Stream community on a server without Stream's secret (or without its key) cannot chat.
    if (!streamApiSecret || !chat.streamApiKey) {
      request.log.warn({ communityId }, 'chat login: Stream is not configured');
      return reply.code(503).send({ message: strings.chatLoginFailed });
    }
    return {
      streamToken: await signStreamToken(session.userId, streamApiSecret),
      provider: 'stream',
      apiKey: chat.streamApiKey,
      staffUserId: chat.staffUserId,
    };
  });
}
