import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX, queryLimits } from '../http/inputLimits.ts';
import { stringField } from '../http/requestInput.ts';
import { type RegistryRemote, releasesForCaller, toRegistryRemote } from './registryAccess.ts';
import { loadRegistryCaller } from './registryCaller.ts';
import { liveRegistry } from './registryStore.ts';

export interface RegistryAnswer {
  remotes: RegistryRemote[];
}

/** `GET /v3/registry?communityId=`: the areas the caller may load in that community. */
export function registerRegistryRoute(app: FastifyInstance, db: Db): void {
  app.get(
    '/v3/registry',
    { schema: queryLimits({ communityId: ID_MAX }) },
    async (request, reply) => {
      const session = requireSession(request);
      const communityId = stringField(request.query, 'communityId');
      if (!communityId) {
        return reply.code(400).send({ message: 'communityId is required' });
      }
      const caller = await loadRegistryCaller(db, session.userId, communityId);
      if (!caller) {
        return reply.code(403).send({ message: 'Forbidden' });
      }
      const releases = releasesForCaller(await liveRegistry(db, communityId), caller);
      // A promotion or rollback shows at the next start of the shell.
      reply.header('cache-control', 'no-cache');
      const answer: RegistryAnswer = { remotes: releases.map(toRegistryRemote) };
      return answer;
    },
  );
}
