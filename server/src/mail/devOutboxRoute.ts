import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { stringField } from '../http/requestInput.ts';
import { latestMail } from './mailOutbox.ts';

/** Development only: read what the portal would have mailed (e.g. a password reset code). */
export function registerDevOutboxRoute(app: FastifyInstance, db: Db): void {
  app.get('/v3/dev/outbox', { config: { public: true } }, async (request) => {
    const messages = await latestMail(db, stringField(request.query, 'email'));
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
