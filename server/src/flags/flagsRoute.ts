import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX, queryLimits } from '../http/inputLimits.ts';
import { stringField } from '../http/requestInput.ts';
import { isCommunityMember } from '../users/userRepository.ts';
import { loadCommunityFlags } from './communityFlags.ts';

export function registerFlagsRoute(app: FastifyInstance, db: Db): void {
  app.get('/v3/flags', { schema: queryLimits({ communityId: ID_MAX }) }, async (request, reply) => {
    const session = requireSession(request);
    const communityId = stringField(request.query, 'communityId');
    if (!communityId) {
      return reply.code(400).send({ message: 'communityId is required' });
    }
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
