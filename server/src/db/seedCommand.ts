import { loadServerConfig } from '../config/serverConfig.ts';
import { uploadsStoreIn } from '../storage/fileStore.ts';
import { openDatabase, pgliteDirIn } from './database.ts';
import { migrate } from './migrate.ts';
import { clearData, seedIfEmpty } from './seed.ts';

/** `pnpm --filter server seed [--reset]`: migrates, then seeds the demo data if the database is empty. */
async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDirIn(config.dataDir),
  });
  try {
    await migrate(db);
    if (process.argv.includes('--reset')) {
      await clearData(db);
    }
    const seeded = await seedIfEmpty(db, uploadsStoreIn(config.dataDir));
    console.log(
      seeded
        ? 'Seeded the demo communities.'
        : 'The database already has data; nothing seeded (use --reset).',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
