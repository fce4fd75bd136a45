import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { homeControlsResolvers } from './homeControlsResolvers.ts';
import { registerHomeControlsRoutes } from './homeControlsRoutes.ts';
import { homeControlsTypeDefs } from './homeControlsSchema.ts';

/**
 * Home controls (spec 3, 6, 7): a resident's credential (HomeControlsConfig) and where their
 * home controller is (GET /remote). The devices and scenes are the controller's own business.
 */
export const homeControlsArea: AreaModule = {
  name: 'homeControls',
  migrations: join(import.meta.dirname, 'migrations'),
  typeDefs: homeControlsTypeDefs,
  resolvers: homeControlsResolvers,
  routes: registerHomeControlsRoutes,
};
