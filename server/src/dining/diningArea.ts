import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { diningResolvers } from './diningResolvers.ts';
import { diningTypeDefs } from './diningSchema.ts';
import { seedDining } from './diningSeed.ts';

/** The dining area's part of the server: restaurants, menus by day, dishes and nutrition. */
export const diningArea: AreaModule = {
  name: 'dining',
  migrations: join(import.meta.dirname, 'migrations'),
  typeDefs: diningTypeDefs,
  resolvers: diningResolvers,
  seed: (db, dataset) => seedDining(db, dataset),
};
