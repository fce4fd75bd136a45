import type { AreaModule } from '../areas/areaModule.ts';

/** The people area's part of the server. */
export const peopleArea: AreaModule = { name: 'people' };
