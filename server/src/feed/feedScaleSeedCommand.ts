import { loadServerConfig } from '../config/serverConfig.ts';
import { openDatabase, pgliteDirIn } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { uploadsStoreIn } from '../storage/fileStore.ts';
import { seedFeedScale } from './feedScaleSeed.ts';

/**
 * `npx tsx server/src/feed/feedScaleSeedCommand.ts [count]`: the demo data plus `count` (default
 * 100000) feed posts for benchmarks. Run it while the server is stopped when using PGlite.
 */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`Not a post count: ${process.argv[2]}`);
  const config = loadServerConfig(process.env);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDirIn(config.dataDir),
  });
  try {
    await migrate(db);
    await seedIfEmpty(db, uploadsStoreIn(config.dataDir));
    await seedFeedScale(db, count);
    console.log(`Seeded ${count} feed posts for the benchmark.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
