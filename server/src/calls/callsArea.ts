import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { registerCallRoutes } from './callRoutes.ts';
import { seedCalls } from './callsSeed.ts';

/** The portal's own calls: sessions, ringing, WebRTC signalling, devices and the push socket. */
export const callsArea: AreaModule = {
  name: 'calls',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: registerCallRoutes,
  seed: seedCalls,
};
