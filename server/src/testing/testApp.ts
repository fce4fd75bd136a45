import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { buildApp } from '../app.ts';
import { startSession } from '../auth/portalSessions.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
import { type FileStore, folderFileStore } from '../storage/fileStore.ts';
import { findUserById } from '../users/userRepository.ts';
import { sendRequest, type TestRequest, type TestResponse } from './httpClient.ts';
import { openTestDatabase } from './testDatabase.ts';

/*
 * Jest runs CommonJS on Node 20 and can neither require ESM-only packages from node_modules
 * nor run import(). Hence, for tests only:
 * - requests go over real HTTP to the app listening on a free port: app.inject loads
 *   light-my-request, whose dependency cookie is ESM-only;
 * - `@fastify/static` is mapped to an empty module (jest.config.js, testing/noStaticFiles.ts):
 *   mercurius requires it just to serve GraphiQL (off here), and its dependency
 *   content-disposition is ESM-only;
 * - mercurius' query cache is off, because mercurius loads it with import().
 */

export interface TestApp {
  app: FastifyInstance;
  /** The database for the test's own reads and writes; a write waits for its notices (settlingWrites). */
  db: Db;
  /** The database as the API uses it: spy on this one to see the API's own statements. */
  appDb: Db;
  config: AppConfig;
  baseUrl: string;
  request(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export const TEST_ALLOWED_ORIGIN = 'https://portal.example.org';
export const TEST_OUTBOX_KEY = 'test-outbox-reader-key';

export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    tokenSecret: new Uint8Array(randomBytes(32)),
    firebaseProjectId: 'demo-portal',
    allowedOrigins: [TEST_ALLOWED_ORIGIN],
    devRoutesEnabled: true,
    devOutboxKey: TEST_OUTBOX_KEY,
    logLevel: 'silent',
    ...overrides,
  };
}

const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

/**
 * The database as a test writes to it, like another tool would: a write returns once the API
 * has heard the change notices it caused, so the next request answers from the new rows. On
 * PostgreSQL a notice reaches the API a moment after the write; without this, a request sent
 * at once could still be answered from what the API kept.
 */
function settlingWrites(db: Db, answers: SharedAnswers): Db {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const rows = await db.query<T>(sql, params);
      if (WRITE.test(sql)) await answers.settled();
      return rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
      await answers.settled();
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const result = await db.transaction(fn);
      await answers.settled();
      return result;
    },
    listen: (...args) => db.listen(...args),
    close: () => db.close(),
  };
}

/** A migrated (and by default seeded) database with the app built on it. */
export async function startTestApp(
  options: { seed?: boolean; config?: Partial<AppConfig>; firebaseAuth?: Auth } = {},
): Promise<TestApp> {
  const db = await openTestDatabase();
  await migrate(db);
  const uploads = temporaryFileStore();
  if (options.seed !== false) {
    await seedIfEmpty(db, uploads.store);
  }
  const config = testAppConfig({ uploadsDir: uploads.folder, ...options.config });
  const app = await buildApp({
    db,
    config,
    firebaseAuth: options.firebaseAuth,
    graphQueryCache: false,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    db: settlingWrites(db, app.sharedAnswers),
    appDb: db,
    config,
    baseUrl,
    request: (request) => sendRequest(baseUrl, request),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** An Authorization header value for a seeded user, signed in to their primary community. */
export async function bearerFor(testApp: TestApp, userId: string): Promise<string> {
  const user = await findUserById(testApp.db, userId);
  if (!user) throw new Error(`No user ${userId}`);
  const { token } = await startSession(testApp.db, user, null, testApp.config.tokenSecret);
  return `Bearer ${token}`;
}

export interface GraphAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphQuery<T>(
  testApp: TestApp,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphAnswer<T>> {
  const response = await testApp.request({
    method: 'POST',
    url: '/v3/graph/graphql',
    headers: { authorization },
    payload: { query, variables },
  });
  return response.json<GraphAnswer<T>>();
}

/** A file store in a fresh temporary folder. */
export function temporaryFileStore(): { folder: string; store: FileStore } {
  const folder = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  return { folder, store: folderFileStore(folder) };
}
