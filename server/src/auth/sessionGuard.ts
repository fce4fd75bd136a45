import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { sessionHolds } from './portalSessions.ts';
import { type PortalSession, verifyPortalToken } from './portalToken.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: PortalSession | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}

export const UNAUTHORIZED = { message: 'Unauthorized' } as const;

export interface SessionGuardDeps {
  db: Db;
  firebaseAuth: Auth;
  tokenSecret: Uint8Array;
}

/**
 * Answers 401 to every request without a valid bearer token of a session that still holds,
 * except public routes and preflight.
 */
export function registerSessionGuard(
  app: FastifyInstance,
  { db, firebaseAuth, tokenSecret }: SessionGuardDeps,
): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.routeOptions.config?.public === true) return;
    const token = bearerToken(request.headers.authorization);
    const verified = token ? await verifyPortalToken(token, tokenSecret) : null;
    const session =
      verified && (await sessionHolds(db, firebaseAuth, verified.sessionId, verified.userId))
        ? verified
        : null;
    if (!session) {
      return reply.code(401).send(UNAUTHORIZED);
    }
    request.session = session;
  });
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** The caller's session on a guarded route (the guard has already refused anonymous calls). */
export function requireSession(request: FastifyRequest): PortalSession {
  if (!request.session) {
    throw new Error('No session on a guarded route');
  }
  return request.session;
}
