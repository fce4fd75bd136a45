import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { resolvers } from './resolvers.ts';

export const GRAPHQL_PATH = '/v3/graph/graphql';
export const SCHEMA_SDL = readFileSync(join(import.meta.dirname, 'schema.graphql'), 'utf8');

export interface GraphRouteOptions {
  /** Cache parsed and validated queries (mercurius' LRU); on unless turned off. */
  queryCache?: boolean;
}

export async function registerGraphRoutes(
  app: FastifyInstance,
  db: Db,
  { queryCache = true }: GraphRouteOptions = {},
): Promise<void> {
  await app.register(mercurius, {
    schema: SCHEMA_SDL,
    resolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    cache: queryCache,
    context: (request) => ({ db, session: requireSession(request) }),
  });
}
