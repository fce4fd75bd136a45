import { timingSafeEqual } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { verifyPortalToken } from '../auth/portalToken.ts';
import { bearerToken, UNAUTHORIZED } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { EMAIL_MAX } from '../http/inputLimits.ts';
import { text } from '../http/routeSchemas.ts';
import { findUserById } from '../users/userRepository.ts';
import { latestMail } from './mailOutbox.ts';

export interface DevOutboxAccess {
  tokenSecret: Uint8Array;
  /**
   * The mail reader key kept in the data folder (DEV_OUTBOX_KEY_FILE): whoever can read the
   * server's files may read anyone's mail, as they could read the database.
   */
  readerKey: string;
}

/**
 * Development mode only: what the portal would have mailed (for example a password reset
 * code). A signed-in person reads their own mail; with the reader key, the mail of `?email=`.
 */
export function registerDevOutboxRoute(
  fastify: FastifyInstance,
  db: Db,
  access: DevOutboxAccess,
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const options = {
    config: { public: true },
    schema: { querystring: { type: 'object', properties: { email: text(EMAIL_MAX) } } },
  } as const;
  app.get('/v3/dev/outbox', options, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const email = token
      ? await mailboxOf(db, token, request.query.email?.trim() || undefined, access)
      : null;
    if (email === null) return reply.code(401).send(UNAUTHORIZED);
    const messages = email ? await latestMail(db, email) : [];
    return {
      messages: messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        body: message.body,
        code: message.data.code ?? null,
        createdAt: message.createdAt,
      })),
    };
  });
}

/** Whose mail the token may read: '' for an account without an e-mail, null for none. */
async function mailboxOf(
  db: Db,
  token: string,
  askedFor: string | undefined,
  { tokenSecret, readerKey }: DevOutboxAccess,
): Promise<string | null> {
  if (sameText(token, readerKey)) return askedFor ?? null;
  const session = await verifyPortalToken(token, tokenSecret);
  if (!session) return null;
  return (await findUserById(db, session.userId))?.email ?? '';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
