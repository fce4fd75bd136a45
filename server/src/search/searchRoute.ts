import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { SEARCH_MAX } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { perPersonPerMinute } from '../http/rateLimits.ts';
import { filledText, text } from '../http/routeSchemas.ts';
import { type SearchContribution, type SearchSources, search } from './globalSearch.ts';

/** Searches one person may make a minute. */
export const SEARCH_PER_PERSON_PER_MINUTE = 30;

/** POST /search: global search over every area's contribution, in the order of the areas. */
export function registerSearchRoute(
  fastify: FastifyInstance,
  sources: SearchSources,
  contributions: readonly SearchContribution[],
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const options = {
    config: { rateLimit: perPersonPerMinute(SEARCH_PER_PERSON_PER_MINUTE) },
    schema: {
      body: {
        type: 'object',
        properties: { communityId: filledText(ID_MAX), query: text(SEARCH_MAX) },
        required: ['communityId', 'query'],
      },
    },
  } as const;
  app.post('/search', options, async (request, reply) => {
    const session = requireSession(request);
    const communityId = request.body.communityId.trim();
    const { query } = request.body;
    const outcome = await search(sources, session, communityId, query, contributions);
    if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message });
    return outcome.answer;
  });
}
