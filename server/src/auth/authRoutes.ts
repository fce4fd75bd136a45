import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { stringField } from '../http/requestInput.ts';
import { findUserById, isCommunityMember } from '../users/userRepository.ts';
import { signChatToken } from './chatToken.ts';
import { loginWithFirebaseIdentity, verifyFirebaseIdToken } from './firebaseLogin.ts';
import { requireSession, UNAUTHORIZED } from './sessionGuard.ts';

export interface AuthRouteDeps {
  db: Db;
  firebaseAuth: Auth;
  tokenSecret: Uint8Array;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { db, firebaseAuth, tokenSecret } = deps;

  app.post('/v3/auth/firebase/login', { config: { public: true } }, async (request, reply) => {
    const idToken = stringField(request.body, 'firebaseIdToken');
    if (!idToken) {
      return reply.code(400).send({ message: 'firebaseIdToken is required' });
    }
    const identity = await verifyFirebaseIdToken(firebaseAuth, idToken).catch(() => null);
    const session = identity ? await loginWithFirebaseIdentity(db, identity, tokenSecret) : null;
    if (!session) {
      return reply.code(401).send(UNAUTHORIZED);
    }
    return session;
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

  app.post('/v3/auth/communication/login', async (request, reply) => {
    const session = requireSession(request);
    const communityId = stringField(request.body, 'communityId');
    if (!communityId) {
      return reply.code(400).send({ message: 'communityId is required' });
    }
    if (!(await isCommunityMember(db, session.userId, communityId))) {
      return reply.code(403).send({ message: 'Forbidden' });
    }
    return { streamToken: await signChatToken(session.userId, communityId, tokenSecret) };
  });
}
