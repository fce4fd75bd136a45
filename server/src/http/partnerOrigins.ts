import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { isAllowedOrigin } from './allowedOrigins.ts';

/** Whether some community lets pages of `origin` embed its portal (their CORS preflight passes). */
export async function isPartnerOrigin(db: Db, origin: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM communities WHERE $1 = ANY (embed_origins) LIMIT 1', [
    origin,
  ]);
  return rows.length > 0;
}

/** Whether one of the user's communities lets pages of `origin` embed its portal. */
async function allowsPartnerFor(db: Db, userId: string, origin: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM user_communities uc JOIN communities c ON c.id = uc.community_id
      WHERE uc.user_id = $1 AND $2 = ANY (c.embed_origins) LIMIT 1`,
    [userId, origin],
  );
  return rows.length > 0;
}

/**
 * A call from a partner page (an origin that is not the portal's own) is answered only for a
 * person of a community that lists that origin: another community's partner cannot act for
 * them, whatever CORS let through. Runs after the session guard.
 */
export function registerPartnerOriginGuard(
  app: FastifyInstance,
  db: Db,
  ownOrigins: readonly string[],
): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !request.session || isAllowedOrigin(origin, ownOrigins)) return;
    if (!(await allowsPartnerFor(db, request.session.userId, origin))) {
      return reply.code(403).send({ message: 'Forbidden' });
    }
  });
}
