import cluster from 'node:cluster';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ensureEmulatorUsers } from './auth/emulatorUsers.ts';
import { firebaseAuthFor } from './auth/firebaseAdmin.ts';
import { loadServerConfig, type ServerConfig } from './config/serverConfig.ts';
import { resolveDeployKey, resolveDevOutboxKey, resolveTokenSecret } from './config/tokenSecret.ts';
import { openDatabase, pgliteDirIn } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed.ts';
import { uploadsStoreIn } from './storage/fileStore.ts';

async function main(config: ServerConfig): Promise<void> {
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
    try {
      await app.close();
      await db.close();
    } finally {
      // An API process of a cluster is held open by its channel to the supervisor.
      if (cluster.isWorker && process.connected) process.disconnect();
    }
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

/**
 * API_PROCESSES above 1: this process keeps that many API processes on the one port (the node
 * cluster shares it between them) and starts again one that stops. They keep nothing of their
 * own: sessions, data and the real-time fan-out (LISTEN/NOTIFY) are all in PostgreSQL.
 */
async function supervise(config: ServerConfig): Promise<void> {
  // The kept keys, the schema and the seed, once, before the processes that read them start.
  resolveTokenSecret(config.tokenSecretFromEnv, config.dataDir);
  resolveDeployKey(config.deployKeyFromEnv, config.dataDir);
  if (!config.production) resolveDevOutboxKey(config.dataDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  if (await seedIfEmpty(db, uploadsStoreIn(config.dataDir))) {
    console.log('Seeded the demo communities.');
  }
  await db.close();

  let stopping = false;
  for (let n = 0; n < config.apiProcesses; n++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.warn(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    });
  }
}

const config = loadServerConfig(process.env);
(config.apiProcesses > 1 && cluster.isPrimary ? supervise(config) : main(config)).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
