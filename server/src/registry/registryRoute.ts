import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { filledText } from '../http/routeSchemas.ts';
import { type RegistryRemote, releasesForCaller, toRegistryRemote } from './registryAccess.ts';
import { loadRegistryCaller } from './registryCaller.ts';
import { type AreaRelease, liveRegistry } from './registryStore.ts';

export interface RegistryAnswer {
  remotes: RegistryRemote[];
}

/**
 * Each community's live releases, kept while the registry's change counter stays where it was
 * when they were read: any change, by any process, moves it (migration 015).
 */
export function liveRegistryKeeper(db: Db) {
  const kept = new Map<string, { version: string; releases: Promise<AreaRelease[]> }>();
  return (communityId: string, version: string): Promise<AreaRelease[]> => {
    const hit = kept.get(communityId);
    if (hit?.version === version) return hit.releases;
    const releases = liveRegistry(db, communityId);
    const entry = { version, releases };
    kept.set(communityId, entry);
    releases.catch(() => {
      if (kept.get(communityId) === entry) kept.delete(communityId);
    });
    return releases;
  };
}

/** `GET /v3/registry?communityId=`: the areas the caller may load in that community. */
export function registerRegistryRoute(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const live = liveRegistryKeeper(db);
  const options = {
    schema: {
      querystring: {
        type: 'object',
        properties: { communityId: filledText(ID_MAX) },
        required: ['communityId'],
      },
    },
  } as const;
  app.get('/v3/registry', options, async (request, reply) => {
    const session = requireSession(request);
    const communityId = request.query.communityId.trim();
    const found = await loadRegistryCaller(db, session.userId, communityId);
    if (!found) {
      return reply.code(403).send({ message: 'Forbidden' });
    }
    const releases = releasesForCaller(
      await live(communityId, found.registryVersion),
      found.caller,
    );
    // A promotion or rollback shows at the next start of the shell.
    reply.header('cache-control', 'no-cache');
    const answer: RegistryAnswer = { remotes: releases.map(toRegistryRemote) };
    return answer;
  });
}
