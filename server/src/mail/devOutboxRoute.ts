import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { findUserById } from '../users/userRepository.ts';
import { latestMail } from './mailOutbox.ts';

/**
 * Development mode only: a signed-in person reads what the portal would have mailed them (for
 * example a password reset code). Nobody can read anyone else's mail.
 */
export function registerDevOutboxRoute(app: FastifyInstance, db: Db): void {
  app.get('/v3/dev/outbox', async (request) => {
    const user = await findUserById(db, requireSession(request).userId);
    const messages = user?.email ? await latestMail(db, user.email) : [];
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
