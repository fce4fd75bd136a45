import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { parseAnalyticsEvent, storeAnalyticsEvent } from './analyticsEvents.ts';

export function registerAnalyticsRoute(app: FastifyInstance, db: Db): void {
  app.post('/v3/analytics/events', async (request, reply) => {
    const session = requireSession(request);
    const event = parseAnalyticsEvent(request.body);
    if ('error' in event) {
      return reply.code(400).send({ message: event.error });
    }
    await storeAnalyticsEvent(db, event, session.userId, session.communityId);
    return reply.code(204).send();
  });
}
