import {
  addDays,
  WELLNESS_MAX_RANGE_DAYS,
  type WellnessMeasureType,
  wellnessConnector,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { type DailyRow, storeDailyValues } from './wellnessRepository.ts';

/** A number in [0, 1) fixed by its key (FNV-1a, then a final mix), the same on every run. */
export function unitNoise(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 2 ** 32;
}

/** A typical older adult's day: centre, spread, decimals, and how often a day has no value. */
const PROFILES: Record<
  WellnessMeasureType,
  { centre: number; spread: number; decimals: number; missing: number }
> = {
  steps: { centre: 4800, spread: 2400, decimals: 0, missing: 0.06 },
  restingHeartRate: { centre: 66, spread: 8, decimals: 0, missing: 0.06 },
  weight: { centre: 64.5, spread: 1.6, decimals: 1, missing: 0.35 },
  bloodPressureSystolic: { centre: 128, spread: 16, decimals: 0, missing: 0.1 },
  bloodPressureDiastolic: { centre: 78, spread: 10, decimals: 0, missing: 0.1 },
  sleepMinutes: { centre: 420, spread: 90, decimals: 0, missing: 0.06 },
};

/**
 * The value a device reports for a person on a day, or null for a day without one (not worn,
 * not weighed). Fixed by person, type and day, so every run and every process agrees; systolic
 * and diastolic share their missing days.
 */
export function simulatedDailyValue(
  userId: string,
  type: WellnessMeasureType,
  day: string,
): number | null {
  const profile = PROFILES[type];
  const missingKey = type.startsWith('bloodPressure') ? 'bloodPressure' : type;
  if (unitNoise(`${userId}:${missingKey}:${day}:missing`) < profile.missing) return null;
  const noise = unitNoise(`${userId}:${type}:${day}`) - 0.5;
  const factor = 10 ** profile.decimals;
  return Math.round((profile.centre + noise * profile.spread) * factor) / factor;
}

/** A source's values from `firstDay` to `lastDay`, both counted. */
export function simulatedDays(
  userId: string,
  dataSource: string,
  firstDay: string,
  lastDay: string,
): DailyRow[] {
  const types = wellnessConnector(dataSource)?.types ?? [];
  const rows: DailyRow[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    for (const type of types) {
      const value = simulatedDailyValue(userId, type, day);
      if (value !== null) rows.push({ day, type, value });
    }
  }
  return rows;
}

/**
 * Delivers what the person's connected web sources have measured since they last delivered, up
 * to `today` (the community's day). Runs before daily values are read; when nothing is due it
 * costs one statement.
 */
export async function deliverSimulatedReadings(db: Db, userId: string, today: string) {
  const due = await db.query<{ data_source: string }>(
    `SELECT data_source FROM wellness_sources
      WHERE user_id = $1 AND platform = 'web' AND delivered_through < $2::date`,
    [userId, today],
  );
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    // Locked, so two reads at once deliver each day once.
    const sources = await tx.query<{ data_source: string; delivered_through: string }>(
      `SELECT data_source, delivered_through::text AS delivered_through FROM wellness_sources
        WHERE user_id = $1 AND platform = 'web' AND delivered_through < $2::date
        FOR UPDATE`,
      [userId, today],
    );
    for (const source of sources) {
      const earliest = addDays(today, 1 - WELLNESS_MAX_RANGE_DAYS);
      const next = addDays(source.delivered_through, 1);
      const from = [earliest, next].sort()[1];
      const rows = simulatedDays(userId, source.data_source, from, today);
      await storeDailyValues(tx, userId, source.data_source, rows, { replace: false });
      await tx.query(
        'UPDATE wellness_sources SET delivered_through = $3 WHERE user_id = $1 AND data_source = $2',
        [userId, source.data_source, today],
      );
    }
  });
}
