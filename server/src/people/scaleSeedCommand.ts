import { loadServerConfig } from '../config/serverConfig.ts';
import { openDatabase, pgliteDirIn } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { SCALE_COUNTS, seedScaleCommunity } from './scaleSeed.ts';

/** `npx tsx src/people/scaleSeedCommand.ts`: adds the 5,000-person Scale Park community. */
async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDirIn(config.dataDir),
  });
  try {
    await migrate(db);
    const ids = await seedScaleCommunity(db);
    const total = SCALE_COUNTS.residents + SCALE_COUNTS.staff + SCALE_COUNTS.family;
    console.log(`Scale Park (${ids.communityId}) has ${total} people.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
