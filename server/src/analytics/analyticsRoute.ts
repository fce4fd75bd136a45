import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { filledText } from '../http/routeSchemas.ts';
import { MAX_NAME_LENGTH, parseAnalyticsEvent, storeAnalyticsEvent } from './analyticsEvents.ts';

const options = {
  schema: {
    body: {
      type: 'object',
      properties: {
        name: filledText(MAX_NAME_LENGTH),
        properties: { type: ['object', 'null'] },
      },
      required: ['name'],
    },
  },
} as const;

export function registerAnalyticsRoute(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post('/v3/analytics/events', options, async (request, reply) => {
    const session = requireSession(request);
    const event = parseAnalyticsEvent(request.body);
    if ('error' in event) {
      return reply.code(400).send({ message: event.error });
    }
    await storeAnalyticsEvent(db, event, session.userId, session.communityId);
    return reply.code(204).send();
  });
}
