import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { eventsResolvers } from './eventsResolvers.ts';
import { eventsTypeDefs } from './eventsSchema.ts';
import { eventsSearch } from './eventsSearch.ts';
import { seedEvents } from './eventsSeed.ts';

/** The events area's part of the server: lists, details, sign-up, waitlist and invites. */
export const eventsArea: AreaModule = {
  name: 'events',
  migrations: join(import.meta.dirname, 'migrations'),
  typeDefs: eventsTypeDefs,
  resolvers: eventsResolvers,
  seed: (db, dataset) => seedEvents(db, dataset),
  search: eventsSearch,
};
