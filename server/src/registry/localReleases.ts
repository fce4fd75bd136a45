import type { Db } from '../db/database.ts';
import {
  AREA_DEFINITION_SCHEMA,
  type AreaDefinitionData,
  ENTRY,
  NAME,
  registryAjv,
  strictObject,
} from './areaDefinition.ts';
import { promote, registerRelease } from './registryStore.ts';

/** The version under which the areas built on this machine are registered. */
export const LOCAL_VERSION = 'local';

/** An area built locally, as the build lists it (`localAreas()` of shared/build/areas.mjs). */
export interface LocalArea {
  name: string;
  entry: string;
  definition: AreaDefinitionData;
}

/**
 * Registers (or updates) the `local` release of each area and makes it live for everyone,
 * but only for an area that has no global promotion yet: a real version promoted earlier
 * stays live across restarts.
 */
export async function registerLocalReleases(db: Db, areas: readonly LocalArea[]): Promise<void> {
  for (const area of areas) {
    await db.transaction(async (tx) => {
      await registerRelease(tx, {
        area: area.name,
        version: LOCAL_VERSION,
        manifestUrl: area.entry,
        definition: area.definition,
      });
      const promoted = await tx.query(
        'SELECT 1 FROM area_promotions WHERE area = $1 AND community_id IS NULL LIMIT 1',
        [area.name],
      );
      if (promoted.length === 0) await promote(tx, area.name, LOCAL_VERSION);
    });
  }
}

const validLocalAreas = registryAjv.compile<LocalArea[]>({
  type: 'array',
  items: strictObject({ name: NAME, entry: ENTRY, definition: AREA_DEFINITION_SCHEMA }, [
    'name',
    'entry',
    'definition',
  ]),
});

/** PORTAL_LOCAL_AREAS: a JSON array of local areas; anything else is refused at start. */
export function parseLocalAreas(value: string | undefined): LocalArea[] | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('Invalid PORTAL_LOCAL_AREAS: not JSON');
  }
  if (!Array.isArray(parsed)) {
    throw new Error('Invalid PORTAL_LOCAL_AREAS: not an array');
  }
  if (!validLocalAreas(parsed)) {
    const index = validLocalAreas.errors?.[0]?.instancePath.split('/')[1];
    throw new Error(
      `Invalid PORTAL_LOCAL_AREAS: entry ${index} needs name, entry and a valid area definition`,
    );
  }
  return parsed;
}
