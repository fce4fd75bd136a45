import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { isAllowedOrigin } from './allowedOrigins.ts';
import { isRecord } from './requestInput.ts';

/** Whether some community lets pages of `origin` embed its portal (their CORS preflight passes). */
export async function isPartnerOrigin(db: Db, origin: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM communities WHERE $1 = ANY (embed_origins) LIMIT 1', [
    origin,
  ]);
  return rows.length > 0;
}

/** The community a call names: `communityId` in its query, its body, or its GraphQL variables. */
export function namedCommunity(request: Pick<FastifyRequest, 'query' | 'body'>): string | null {
  const { query, body } = request;
  const variables = isRecord(body) ? body.variables : undefined;
  for (const holder of [query, body, variables]) {
    if (isRecord(holder) && typeof holder.communityId === 'string') return holder.communityId;
  }
  return null;
}

/**
 * Whether pages of `origin` may act for the user: the community the call names lists the
 * origin (the routes themselves check the user belongs to it), or, for a call that names none,
 * every community of the user does.
 */
async function partnerMayActFor(
  db: Db,
  userId: string,
  origin: string,
  communityId: string | null,
): Promise<boolean> {
  const rows =
    communityId === null
      ? await db.query(
          `SELECT 1 WHERE NOT EXISTS (
             SELECT 1 FROM user_communities uc JOIN communities c ON c.id = uc.community_id
              WHERE uc.user_id = $1 AND NOT ($2 = ANY (c.embed_origins)))`,
          [userId, origin],
        )
      : await db.query('SELECT 1 FROM communities WHERE id = $1 AND $2 = ANY (embed_origins)', [
          communityId,
          origin,
        ]);
  return rows.length > 0;
}

/**
 * A call from a partner page (an origin that is not the portal's own) is answered only for a
 * community that lists that origin: a partner of one community cannot act in another, whatever
 * CORS let through. Runs once the session is known and the body read.
 */
export function registerPartnerOriginGuard(
  app: FastifyInstance,
  db: Db,
  ownOrigins: readonly string[],
): void {
  app.addHook('preHandler', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !request.session || isAllowedOrigin(origin, ownOrigins)) return;
    const allowed = await partnerMayActFor(
      db,
      request.session.userId,
      origin,
      namedCommunity(request),
    );
    if (!allowed) return reply.code(403).send({ message: 'Forbidden' });
  });
}
