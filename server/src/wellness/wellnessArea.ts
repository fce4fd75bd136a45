import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { registerWellnessRoutes } from './wellnessRoutes.ts';
import { seedWellness } from './wellnessSeed.ts';

/** The portal's own wellness service: accounts, device values, connectors and consent. */
export const wellnessArea: AreaModule = {
  name: 'wellness',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: registerWellnessRoutes,
  seed: seedWellness,
};
