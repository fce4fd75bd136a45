import type { AreaModule } from '../areas/areaModule.ts';

/** The dining area's part of the server. */
export const diningArea: AreaModule = { name: 'dining' };
