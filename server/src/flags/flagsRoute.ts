import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { filledText } from '../http/routeSchemas.ts';
import { isCommunityMember } from '../users/userRepository.ts';
import { loadCommunityFlags } from './communityFlags.ts';

const options = {
  schema: {
    querystring: {
      type: 'object',
      properties: { communityId: filledText(ID_MAX) },
      required: ['communityId'],
    },
  },
} as const;

export function registerFlagsRoute(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/v3/flags', options, async (request, reply) => {
    const session = requireSession(request);
    const communityId = request.query.communityId.trim();
    if (!(await isCommunityMember(db, session.userId, communityId))) {
      return reply.code(403).send({ message: 'Forbidden' });
    }
    const flags = await loadCommunityFlags(db, communityId);
    if (!flags) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return flags;
  });
}
