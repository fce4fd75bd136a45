import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, localDay, WELLNESS_PATHS } from '@portal/contracts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { folderFileStore } from '../storage/fileStore.ts';
import { latencyRow, startBenchApp, writeBenchReport } from '../testing/benchRun.ts';
import { simulatedDays } from './simulatedReadings.ts';
import { storeDailyValues } from './wellnessRepository.ts';
import { WELLNESS_HISTORY_DAYS } from './wellnessSeed.ts';
import { signWellnessToken } from './wellnessToken.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);
const TARGET_MS = 20;

/**
 * Daily values latency: every resident of both communities with 400 days of history (so the
 * demo resident's rows sit among many), then the progress page's reads for the demo resident.
 * An in-memory database (or DATABASE_URL). Writes reports/wellness-bench.md. Run: `npx tsx
 * src/wellness/wellnessBenchCommand.ts` in server/.
 */
async function main(): Promise<void> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  await seedIfEmpty(db, folderFileStore(mkdtempSync(join(tmpdir(), 'portal-wellness-bench-'))));
  const { app, base, tokenSecret } = await startBenchApp(db);
  const [{ timezone }] = await db.query<{ timezone: string }>(
    'SELECT timezone FROM communities WHERE id = $1',
    [WILLOW_CREEK_ID],
  );
  // The demo resident's day, as the service counts it.
  const today = localDay(new Date(), timezone);
  const residents = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE user_type = 'Resident' AND id <> $1 ORDER BY id`,
    [DEMO_RESIDENT_ID],
  );
  for (const { id } of residents) {
    for (const source of ['withings', 'omron']) {
      await storeDailyValues(
        db,
        id,
        source,
        simulatedDays(id, source, addDays(today, -399), today),
      );
    }
  }
  const [{ count }] = await db.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM wellness_daily_values',
  );
  const token = await signWellnessToken(
    { userId: DEMO_RESIDENT_ID, communityId: WILLOW_CREEK_ID },
    tokenSecret,
  );
  const reads: [string, string, string][] = [
    ['180 days, every type', addDays(today, 1 - WELLNESS_HISTORY_DAYS), ''],
    ['30 days of steps', addDays(today, -29), 'steps'],
    [
      '7 days of blood pressure',
      addDays(today, -6),
      'bloodPressureSystolic,bloodPressureDiastolic',
    ],
  ];
  const lines = [
    '# Wellness daily values',
    '',
    `${count} daily values, ${ROUNDS} reads each, one at a time (ms).`,
    '',
    '| read | p50 | p95 | max | target p95 |',
    '|---|---|---|---|---|',
  ];
  for (const [name, startDay, types] of reads) {
    const query = new URLSearchParams({ startDay, endDay: today, ...(types ? { types } : {}) });
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const response = await fetch(`${base}${WELLNESS_PATHS.dailyValues}?${query}`, {
        headers: { authenticationToken: token },
      });
      if (!response.ok) throw new Error(`daily values: ${response.status}`);
      await response.text();
      times.push(performance.now() - started);
    }
    lines.push(latencyRow(name, times, `≤ ${TARGET_MS}`));
  }
  await app.close();
  await db.close();
  writeBenchReport('wellness-bench', lines);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
