import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import type { FastifyInstance } from 'fastify';
import { Kind, print } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import type { AreaModule } from '../areas/areaModule.ts';
import { AREA_MODULES } from '../areas/areaModules.ts';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { graphErrorFormatter } from './graphErrorFormatter.ts';
import { checkVariables, GRAPH_LIMITS, graphValidationRules } from './graphLimits.ts';
import { resolvers } from './resolvers.ts';

export const GRAPHQL_PATH = '/v3/graph/graphql';
export const SCHEMA_SDL = readFileSync(join(import.meta.dirname, 'schema.graphql'), 'utf8');

/** The whole schema: the core types and every area's, merged (areas may each declare Query). */
export function portalSchema(areas: AreaModule[] = AREA_MODULES): string {
  const areaTypeDefs = areas.flatMap((area) => (area.typeDefs ? [area.typeDefs] : []));
  return print(mergeTypeDefs([SCHEMA_SDL, ...areaTypeDefs]));
}

/** The core resolvers and every area's, merged type by type (Query, Mutation, User, ...). */
export function portalResolvers(areas: AreaModule[] = AREA_MODULES): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const set of [resolvers, ...areas.map((area) => area.resolvers ?? {})]) {
    for (const [typeName, fields] of Object.entries(set)) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as IResolvers;
}

export interface GraphRouteOptions {
  /** Cache parsed and validated queries (mercurius' LRU); on unless turned off. */
  queryCache?: boolean;
  /** Answer introspection (development only); off in production. */
  introspection?: boolean;
}

export async function registerGraphRoutes(
  app: FastifyInstance,
  db: Db,
  { queryCache = true, introspection = false }: GraphRouteOptions = {},
): Promise<void> {
  const answers = app.sharedAnswers;
  await app.register(mercurius, {
    schema: portalSchema(),
    resolvers: portalResolvers(),
    path: GRAPHQL_PATH,
    // Never GraphiQL, in any mode.
    graphiql: false,
    cache: queryCache,
    // Compiles a query after its first run (graphql-jit): What's New answered 1.4x as fast.
    jit: 1,
    // Limits (graphLimits.ts): tokens while parsing, the others while validating.
    graphql: { parseOptions: { maxTokens: GRAPH_LIMITS.tokens } },
    validationRules: graphValidationRules({ introspection }),
    errorFormatter: graphErrorFormatter({ hideSuggestions: !introspection }),
    context: (request) => ({
      db,
      session: requireSession(request),
      fileLinks: app.fileLinks,
      answers,
    }),
  });
  const mutating = new WeakSet<object>();
  app.graphql.addHook('preExecution', async (_schema, document, context, variables) => {
    checkVariables(variables);
    const mutation = document.definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
    );
    if (mutation) mutating.add(context);
  });
  // What a mutation changed is in the caller's next answer, whichever kept answers it touched.
  app.graphql.addHook('onResolution', async (_execution, context) => {
    if (mutating.has(context)) await answers.settled();
  });
}
