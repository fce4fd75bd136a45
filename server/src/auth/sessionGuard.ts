import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
import { type SessionCaller, sessionCaller } from './portalSessions.ts';
import { type PortalSession, verifyPortalToken } from './portalToken.ts';

/** A session that holds, with who its caller is (read in the same statement). */
export type CallerSession = PortalSession & SessionCaller;

declare module 'fastify' {
  interface FastifyRequest {
    session: CallerSession | null;
  }
  interface FastifyInstance {
    /** The guard's own check, for what carries the bearer token elsewhere (a socket's frame). */
    portalSessions: PortalSessionCheck;
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}

export const UNAUTHORIZED = { message: 'Unauthorized' } as const;

/** How a bearer token is turned into a session that still holds. */
export interface PortalSessionCheck {
  /** The session of a valid token that still holds, or null (forged, expired, signed out). */
  verify(token: string | null): Promise<CallerSession | null>;
  /** A session verified earlier as it stands now, or null once it no longer holds. */
  recheck(session: PortalSession): Promise<CallerSession | null>;
}

export interface SessionGuardDeps {
  db: Db;
  firebaseAuth: Auth;
  tokenSecret: Uint8Array;
  /** Where each session's caller is kept between its requests. */
  answers: SharedAnswers;
}

/**
 * Answers 401 to every request without a valid bearer token of a session that still holds,
 * except public routes and preflight.
 */
export function registerSessionGuard(
  app: FastifyInstance,
  { db, firebaseAuth, tokenSecret, answers }: SessionGuardDeps,
): void {
  const callerOf = (session: PortalSession) =>
    sessionCaller(db, firebaseAuth, session.sessionId, session.userId, answers);
  const sessions: PortalSessionCheck = {
    async verify(token) {
      const verified = token ? await verifyPortalToken(token, tokenSecret) : null;
      return verified && sessions.recheck(verified);
    },
    async recheck(session) {
      const caller = await callerOf(session);
      return caller && { ...session, ...caller };
    },
  };
  app.decorate('portalSessions', sessions);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.routeOptions.config?.public === true) return;
    const session = await sessions.verify(bearerToken(request.headers.authorization));
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
export function requireSession(request: FastifyRequest): CallerSession {
  if (!request.session) {
    throw new Error('No session on a guarded route');
  }
  return request.session;
}
