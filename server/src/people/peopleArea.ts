import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { peopleResolvers } from './peopleResolvers.ts';
import { peopleTypeDefs } from './peopleSchema.ts';
import { peopleSearch } from './peopleSearch.ts';

/** The people area: directory, profile privacy, share, voice-assistant contacts and search. */
export const peopleArea: AreaModule = {
  name: 'people',
  migrations: join(import.meta.dirname, 'migrations'),
  typeDefs: peopleTypeDefs,
  resolvers: peopleResolvers,
  search: peopleSearch,
};
