import type { Db } from '../db/database.ts';
import type { AreaDefinitionData } from './areaDefinition.ts';

/** One built version of a portal area: where its manifest is and what it says of itself. */
export interface AreaRelease {
  /** The remote's name, e.g. `mf_dining`. */
  area: string;
  version: string;
  /** The address of the area's `mf-manifest.json`. */
  manifestUrl: string;
  /** The definition it was built from: its paths, access rules, platform range, navigation. */
  definition: AreaDefinitionData;
}

/** A registry change that cannot be made (unknown version, nothing to roll back to). */
export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** Records a version of an area, or rewrites the row of a version already recorded. */
export async function registerRelease(db: Db, release: AreaRelease): Promise<void> {
  await db.query(
    `INSERT INTO area_releases (area, version, manifest_url, definition)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (area, version) DO UPDATE SET
       manifest_url = EXCLUDED.manifest_url,
       definition = EXCLUDED.definition`,
    [release.area, release.version, release.manifestUrl, JSON.stringify(release.definition)],
  );
}

/**
 * Makes a released version of an area live: for every community, or, with a community id,
 * pinned for that community only (a pin wins over every global promotion, earlier or later).
 */
export async function promote(
  db: Db,
  area: string,
  version: string,
  communityId: string | null = null,
): Promise<void> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO area_promotions (area, version, community_id)
     SELECT area, version, $3::text FROM area_releases
      WHERE area = $1 AND version = $2 AND definition IS NOT NULL
     RETURNING id`,
    [area, version, communityId],
  );
  if (!row) {
    throw new RegistryError(`Area ${area} has no release ${version} with a definition`);
  }
}

/**
 * Undoes the latest promotion of an area in one scope (global, or a community's pin), so the
 * version promoted before it is live again; for a pin, that is the community's pin before it,
 * else the global version. Refuses when nothing would be live afterwards. Answers the version
 * now live in that scope.
 */
export async function rollback(
  db: Db,
  area: string,
  communityId: string | null = null,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Newest first: this community's pins (when a community is given), then the global ones.
    const [latest, previous] = await tx.query<{
      id: string;
      version: string;
      community_id: string | null;
    }>(
      `SELECT id, version, community_id FROM area_promotions
        WHERE area = $1 AND (community_id IS NULL OR community_id = $2)
        ORDER BY community_id IS NULL, id DESC
        LIMIT 2
        FOR UPDATE`,
      [area, communityId],
    );
    const scope = communityId === null ? 'globally' : `for community ${communityId}`;
    if (!latest || latest.community_id !== communityId) {
      throw new RegistryError(`Area ${area} has no promotion ${scope} to roll back`);
    }
    if (!previous) {
      throw new RegistryError(`Area ${area} has no earlier version ${scope} to roll back to`);
    }
    await tx.query('DELETE FROM area_promotions WHERE id = $1', [latest.id]);
    return previous.version;
  });
}

/** Switches an area off for one community, or back on. */
export async function setAreaEnabled(
  db: Db,
  communityId: string,
  area: string,
  enabled: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO community_areas (community_id, area, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (community_id, area) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [communityId, area, enabled],
  );
}

interface LiveReleaseRow {
  area: string;
  version: string;
  manifest_url: string;
  definition: AreaDefinitionData;
}

/**
 * The live release of every area for one community (its pin, else the latest global
 * promotion), without the areas switched off there; ordered by area. One statement.
 */
export async function liveRegistry(db: Db, communityId: string): Promise<AreaRelease[]> {
  const rows = await db.query<LiveReleaseRow>(
    `SELECT live.area, live.version, r.manifest_url, r.definition
       FROM (SELECT DISTINCT ON (p.area) p.area, p.version
               FROM area_promotions p
               JOIN area_releases pr ON pr.area = p.area AND pr.version = p.version
              WHERE (p.community_id IS NULL OR p.community_id = $1)
                -- A release recorded before definitions existed is passed over.
                AND pr.definition IS NOT NULL
              ORDER BY p.area, p.community_id IS NULL, p.id DESC) live
       JOIN area_releases r ON r.area = live.area AND r.version = live.version
      WHERE NOT EXISTS (SELECT 1 FROM community_areas ca
                         WHERE ca.community_id = $1 AND ca.area = live.area AND NOT ca.enabled)
      ORDER BY live.area`,
    [communityId],
  );
  return rows.map((row) => ({
    area: row.area,
    version: row.version,
    manifestUrl: row.manifest_url,
    definition: row.definition,
  }));
}
