import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ensureEmulatorUsers } from './auth/emulatorUsers.ts';
import { firebaseAuthFor } from './auth/firebaseAdmin.ts';
import { loadServerConfig } from './config/serverConfig.ts';
import { resolveDeployKey, resolveDevOutboxKey, resolveTokenSecret } from './config/tokenSecret.ts';
import { openDatabase, pgliteDirIn } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed.ts';
import { uploadsStoreIn } from './storage/fileStore.ts';

async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: pgliteDirIn(config.dataDir),
  });
  await migrate(db);
  if (await seedIfEmpty(db, uploadsStoreIn(config.dataDir))) {
    console.log('Seeded the demo communities.');
  }

  const firebaseAuth = firebaseAuthFor(config.firebaseProjectId);
  if (config.authEmulatorHost) {
    try {
      await ensureEmulatorUsers(firebaseAuth, db);
    } catch (error) {
      console.warn(`Could not create the demo users in the Auth emulator: ${String(error)}`);
    }
  }

  const app = await buildApp({
    db,
    firebaseAuth,
    config: {
      tokenSecret: resolveTokenSecret(config.tokenSecretFromEnv, config.dataDir),
      firebaseProjectId: config.firebaseProjectId,
      allowedOrigins: config.allowedOrigins,
      devRoutesEnabled: !config.production,
      devOutboxKey: config.production ? undefined : resolveDevOutboxKey(config.dataDir),
      logLevel: config.logLevel,
      localAreas: config.localAreas,
      uploadsDir: join(config.dataDir, 'uploads'),
      deployKey: resolveDeployKey(config.deployKeyFromEnv, config.dataDir),
      streamApiSecret: config.streamApiSecret,
      openTok: config.openTok,
      fcmEnabled: config.fcmEnabled,
      homeControllerUrl: config.homeControllerUrl,
    },
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.close();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      close(signal).catch((error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      });
    });
  }

  const address = await app.listen({ host: config.host, port: config.port });
  console.log(
    `API listening on ${address} in ${config.production ? 'production' : 'development'} mode`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
