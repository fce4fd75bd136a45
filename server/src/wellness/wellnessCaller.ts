import type { FastifyReply, FastifyRequest } from 'fastify';
import { UNAUTHORIZED } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { wellnessAccess } from './wellnessAccess.ts';
import { verifyWellnessToken, type WellnessHolder } from './wellnessToken.ts';

/** The holder of a wellness token who may still use wellness, with the community's time zone. */
export interface WellnessCaller extends WellnessHolder {
  timeZone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    wellnessCaller: WellnessCaller | null;
  }
}

/**
 * A preHandler for the wellness routes: the token of the `authenticationToken` header (spec 7),
 * and the rules of the wellness login checked again on every call, so switching the flag off or
 * leaving the community stops a token already handed out. Answers 401 or 403, or sets
 * `request.wellnessCaller`.
 */
export function requireWellnessCaller(db: Db, secret: Uint8Array) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authenticationtoken;
    const token = typeof header === 'string' ? header.trim() : '';
    const holder = token ? await verifyWellnessToken(token, secret) : null;
    if (!holder) return reply.code(401).send(UNAUTHORIZED);
    const access = await wellnessAccess(db, holder.userId, holder.communityId);
    if ('refusal' in access) return reply.code(403).send({ message: access.refusal });
    request.wellnessCaller = { ...holder, timeZone: access.timeZone };
  };
}

export function wellnessCallerOf(request: FastifyRequest): WellnessCaller {
  if (!request.wellnessCaller) throw new Error('No wellness caller on a wellness route');
  return request.wellnessCaller;
}
