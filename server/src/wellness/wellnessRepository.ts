import {
  WELLNESS_MEASURE_TYPES,
  type WellnessAccountAnswer,
  type WellnessConnectedSource,
  type WellnessGender,
  type WellnessMeasureType,
  type WellnessPlatform,
  type WellnessReading,
  type WellnessUserInformationInput,
  wellnessSetupComplete,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';

/** A person's wellness account exists from their first call on (spec 7, `thryve/login`). */
export async function ensureWellnessAccount(db: Db, userId: string, now = new Date()) {
  await db.query(
    `INSERT INTO wellness_accounts (user_id, created_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, now],
  );
}

export async function connectedSources(db: Db, userId: string): Promise<WellnessConnectedSource[]> {
  const rows = await db.query<{
    data_source: string;
    connected_at: Date;
    platform: WellnessPlatform;
  }>(
    `SELECT data_source, connected_at, platform FROM wellness_sources
      WHERE user_id = $1 ORDER BY connected_at, data_source`,
    [userId],
  );
  return rows.map((row) => ({
    dataSource: row.data_source,
    connectedAt: new Date(row.connected_at).toISOString(),
    platform: row.platform,
  }));
}

export async function readWellnessAccount(db: Db, userId: string): Promise<WellnessAccountAnswer> {
  const [row] = await db.query<{
    height_cm: number | null;
    weight_kg: number | null;
    birthdate: string | null;
    gender: WellnessGender | null;
  }>(
    `SELECT height_cm, weight_kg, birthdate::text AS birthdate, gender
       FROM wellness_accounts WHERE user_id = $1`,
    [userId],
  );
  const information = {
    height: row?.height_cm ?? null,
    weight: row?.weight_kg ?? null,
    birthdate: row?.birthdate ?? null,
    gender: row?.gender ?? null,
  };
  return {
    userInformation: { ...information, connectedSources: await connectedSources(db, userId) },
    setupComplete: wellnessSetupComplete(information),
  };
}

/** Changes the fields the input names (already validated), leaving the others as they are. */
export async function updateUserInformation(
  db: Db,
  userId: string,
  input: WellnessUserInformationInput,
  now = new Date(),
): Promise<void> {
  await db.query(
    `UPDATE wellness_accounts
        SET height_cm = coalesce($2, height_cm), weight_kg = coalesce($3, weight_kg),
            birthdate = coalesce($4::date, birthdate), gender = coalesce($5, gender),
            updated_at = $6
      WHERE user_id = $1`,
    [
      userId,
      input.height ?? null,
      input.weight ?? null,
      input.birthdate ?? null,
      input.gender ?? null,
      now,
    ],
  );
}

/**
 * Records a connected source (again: a new connection replaces the old one). A web source
 * delivers simulated readings from the day after `deliveredThrough` on; a native one delivers
 * what the app uploads.
 */
export async function connectSource(
  db: Db,
  source: {
    userId: string;
    dataSource: string;
    platform: WellnessPlatform;
    connectedAt: Date;
    deliveredThrough: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO wellness_sources (user_id, data_source, platform, connected_at, delivered_through)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, data_source) DO UPDATE
       SET platform = EXCLUDED.platform, connected_at = EXCLUDED.connected_at,
           delivered_through = EXCLUDED.delivered_through`,
    [
      source.userId,
      source.dataSource,
      source.platform,
      source.connectedAt,
      source.deliveredThrough,
    ],
  );
}

export async function sourcePlatform(
  db: Db,
  userId: string,
  dataSource: string,
): Promise<WellnessPlatform | null> {
  const [row] = await db.query<{ platform: WellnessPlatform }>(
    'SELECT platform FROM wellness_sources WHERE user_id = $1 AND data_source = $2',
    [userId, dataSource],
  );
  return row?.platform ?? null;
}

/** Disconnects a source; what it delivered stays in the person's history. */
export async function removeSource(db: Db, userId: string, dataSource: string): Promise<void> {
  await db.query('DELETE FROM wellness_sources WHERE user_id = $1 AND data_source = $2', [
    userId,
    dataSource,
  ]);
}

export interface DailyRow {
  day: string;
  type: WellnessMeasureType;
  value: number;
}

/**
 * Stores one value per day, type and source; a value sent again replaces the earlier one, and of
 * two for the same day and type in one upload the later one counts.
 */
export async function storeDailyValues(
  db: Db,
  userId: string,
  dataSource: string,
  rows: readonly DailyRow[],
  { replace = true } = {},
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO wellness_daily_values (user_id, type, day, data_source, value)
     SELECT DISTINCT ON (x.type, x.day::date) $1, x.type, x.day::date, $2, x.value
       FROM unnest($3::text[], $4::text[], $5::float8[]) WITH ORDINALITY AS x(type, day, value, n)
      ORDER BY x.type, x.day::date, x.n DESC
     ON CONFLICT (user_id, type, day, data_source) DO ${
       replace ? 'UPDATE SET value = EXCLUDED.value' : 'NOTHING'
     }`,
    [
      userId,
      dataSource,
      rows.map((row) => row.type),
      rows.map((row) => row.day),
      rows.map((row) => row.value),
    ],
  );
}

export interface ReadingRow {
  measuredAt: Date;
  /** The community's calendar day of `measuredAt`. */
  day: string;
  type: WellnessMeasureType;
  value: number;
}

/** Stores readings; of two for the same moment and type (one upload or two) the later counts. */
export async function storeReadings(
  db: Db,
  userId: string,
  dataSource: string,
  rows: readonly ReadingRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO wellness_values (user_id, type, measured_at, day, data_source, value)
     SELECT DISTINCT ON (x.type, x.measured_at) $1, x.type, x.measured_at, x.day::date, $2, x.value
       FROM unnest($3::text[], $4::timestamptz[], $5::text[], $6::float8[]) WITH ORDINALITY
            AS x(type, measured_at, day, value, n)
      ORDER BY x.type, x.measured_at, x.n DESC
     ON CONFLICT (user_id, type, measured_at, data_source) DO UPDATE SET value = EXCLUDED.value`,
    [
      userId,
      dataSource,
      rows.map((row) => row.type),
      rows.map((row) => row.measuredAt.toISOString()),
      rows.map((row) => row.day),
      rows.map((row) => row.value),
    ],
  );
}

/** Every type is named so the key (user, type, day) serves the read. */
function typesOrAll(types: readonly WellnessMeasureType[]): readonly WellnessMeasureType[] {
  return types.length > 0 ? types : WELLNESS_MEASURE_TYPES;
}

/**
 * The days' values as the JSON text of `WellnessDailyValue[]`, built by the database: the
 * progress page reads half a year of every type at once, and this halves the time of that read.
 */
export async function dailyValuesJson(
  db: Db,
  userId: string,
  startDay: string,
  endDay: string,
  types: readonly WellnessMeasureType[] = [],
): Promise<string> {
  const [row] = await db.query<{ data: string }>(
    `SELECT coalesce(json_agg(json_build_object('date', day, 'type', type, 'value', value,
                                                'dataSource', data_source)
                              ORDER BY day, type, data_source), '[]')::text AS data
       FROM wellness_daily_values
      WHERE user_id = $1 AND type = ANY ($2::text[]) AND day BETWEEN $3::date AND $4::date`,
    [userId, typesOrAll(types), startDay, endDay],
  );
  return row.data;
}

export async function readings(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
  types: readonly WellnessMeasureType[] = [],
): Promise<WellnessReading[]> {
  const rows = await db.query<{
    measured_at: Date;
    day: string;
    type: WellnessMeasureType;
    value: number;
    data_source: string;
  }>(
    `SELECT measured_at, day::text AS day, type, value, data_source FROM wellness_values
      WHERE user_id = $1 AND type = ANY ($2::text[]) AND measured_at BETWEEN $3 AND $4
      ORDER BY measured_at, type, data_source`,
    [userId, typesOrAll(types), from, to],
  );
  return rows.map((row) => ({
    timestamp: new Date(row.measured_at).toISOString(),
    date: row.day,
    type: row.type,
    value: row.value,
    dataSource: row.data_source,
  }));
}
