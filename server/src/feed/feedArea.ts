import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { feedResolvers } from './feedResolvers.ts';
import { registerFeedRoutes } from './feedRoutes.ts';
import { feedTypeDefs } from './feedSchema.ts';
import { feedSearch } from './feedSearch.ts';
import { seedFeed } from './feedSeed.ts';

/** The feed area's part of the server: library posts, tags, files, forms and shortcuts. */
export const feedArea: AreaModule = {
  name: 'feed',
  migrations: join(import.meta.dirname, 'migrations'),
  typeDefs: feedTypeDefs,
  resolvers: feedResolvers,
  routes: registerFeedRoutes,
  seed: seedFeed,
  search: feedSearch,
};
