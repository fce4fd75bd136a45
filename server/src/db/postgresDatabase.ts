import pg from 'pg';
import type { Db } from './database.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    async close() {},
  };
  return db;
}

/**
 * A statement running longer than this is cancelled, so one costly query cannot hold a
 * connection (and everyone waiting for one). PGlite has no statement time-out.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

export async function openPostgresDatabase(
  connectionString: string,
  schema?: string,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    options: [
      `-c statement_timeout=${Math.floor(statementTimeoutMs)}`,
      schema ? `-c search_path=${schema}` : '',
    ].join(' '),
  });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
