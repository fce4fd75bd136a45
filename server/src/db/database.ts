import { join } from 'node:path';
import { openPgliteDatabase, type PGliteClass } from './pgliteDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';

/** The one query layer every service uses; PGlite and PostgreSQL implement it alike. */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in a transaction; inside one, a nested call joins the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls onPayload with each `pg_notify(channel, payload)` of any process on this database,
   * from the moment the returned promise resolves; the result stops listening. A lost listening
   * connection says so at once (onLost) and is opened again (onReconnect): what was sent
   * meanwhile is lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's own folder (default: pglite in the data folder), or `memory://` for memory only. */
  dataDir?: string;
  /** PostgreSQL only: a schema to create and work in (isolates test runs). */
  schema?: string;
  /** PGlite only: which build of PGlite to run (tests pass the one their runner can load). */
  pgliteClass?: PGliteClass;
  /** PostgreSQL only: cancel statements running longer (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/** The portal's data folder (PORTAL_DATA_DIR); PGlite keeps its files in a folder inside. */
export const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', '..', '.data');

export function pgliteDirIn(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgresDatabase(options.databaseUrl, options.schema, options.statementTimeoutMs);
  }
  return openPgliteDatabase(options.dataDir ?? pgliteDirIn(DEFAULT_DATA_DIR), options.pgliteClass);
}
