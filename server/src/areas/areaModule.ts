import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import type { DemoDataset } from '../db/seedData/demoDataset.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import type { SearchContribution } from '../search/globalSearch.ts';
import type { FileStore } from '../storage/fileStore.ts';

/**
 * One portal area's part of the server: its GraphQL types and resolvers (merged with the
 * others: each area may declare `type Query { ... }` and `type Mutation { ... }`), its plain
 * HTTP routes, and its share of the demo seed.
 */
export interface AreaModule {
  name: string;
  /** Its folder of `NNN_name.sql` migrations; versions are numbered across all areas. */
  migrations?: string;
  typeDefs?: string;
  /** Typed from the merged schema (`npm run codegen`), so a resolver that drifts fails to compile. */
  resolvers?: Resolvers;
  routes?: (app: FastifyInstance, db: Db, config: AppConfig) => void | Promise<void>;
  /** Runs inside the seed transaction, after the communities and people exist. */
  seed?: (db: Db, dataset: DemoDataset, files: FileStore) => Promise<void>;
  /** Its hits in global search (`POST /search`), in the order of the areas. */
  search?: SearchContribution;
}
