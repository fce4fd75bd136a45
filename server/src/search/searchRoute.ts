import { SEARCH_MAX } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { perPersonPerMinute } from '../http/rateLimits.ts';
import { isRecord, stringField } from '../http/requestInput.ts';
import { type SearchContribution, search } from './globalSearch.ts';

/** POST /search: global search over every area's contribution, in the order of the areas. */
export function registerSearchRoute(
  app: FastifyInstance,
  db: Db,
  contributions: readonly SearchContribution[],
): void {
  const options = {
    config: { rateLimit: perPersonPerMinute(30) },
    schema: {
      body: {
        type: 'object',
        properties: {
          communityId: { type: 'string', maxLength: ID_MAX },
          query: { type: 'string', maxLength: SEARCH_MAX },
        },
      },
    },
  };
  app.post('/search', options, async (request, reply) => {
    const session = requireSession(request);
    const communityId = stringField(request.body, 'communityId');
    const query = isRecord(request.body) ? request.body.query : undefined;
    if (!communityId) return reply.code(400).send({ message: 'communityId is required' });
    if (typeof query !== 'string') return reply.code(400).send({ message: 'query is required' });
    const outcome = await search(db, session.userId, communityId, query, contributions);
    if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message });
    return outcome.answer;
  });
}
