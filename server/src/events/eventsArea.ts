import type { AreaModule } from '../areas/areaModule.ts';

/** The events area's part of the server. */
export const eventsArea: AreaModule = { name: 'events' };
