import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { registerChatRoutes } from './chatRoutes.ts';
import { seedChat } from './chatSeed.ts';

/** The portal's own chat service: one-to-one conversations, files, reactions, live events. */
export const chatArea: AreaModule = {
  name: 'chat',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: registerChatRoutes,
  seed: seedChat,
};
