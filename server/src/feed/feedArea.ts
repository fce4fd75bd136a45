import type { AreaModule } from '../areas/areaModule.ts';

/** The feed area's part of the server. */
export const feedArea: AreaModule = { name: 'feed' };
