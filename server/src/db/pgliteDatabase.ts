import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './database.ts';

export type PGliteClass = Pick<typeof PGlite, 'create'>;

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await tx.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    listen: () => Promise.reject(new Error('Listen outside a transaction')),
    async close() {},
  };
  return db;
}

export function pgliteDb(pglite: PGlite): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn(transactionDb(tx))),
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    close: () => pglite.close(),
  };
}

/**
 * How often the embedded database gathers planner statistics, and how soon after it opens.
 * PostgreSQL's autovacuum does this on its own; PGlite has none, and without statistics the
 * planner reads whole tables (the directory, every RSVP) to answer a page of them.
 */
export const PGLITE_ANALYZE_MS = { first: 60 * 1000, every: 10 * 60 * 1000 };

/** Runs `ANALYZE` on the database on PGLITE_ANALYZE_MS's schedule, until it is closed. */
export function gatherStatistics(db: Db): Db {
  let timer = setTimeout(function analyze() {
    // A failure (the database closing meanwhile) waits for the next round.
    void db.exec('ANALYZE').catch(() => undefined);
    timer = setTimeout(analyze, PGLITE_ANALYZE_MS.every).unref();
  }, PGLITE_ANALYZE_MS.first).unref();
  return {
    ...db,
    close() {
      clearTimeout(timer);
      return db.close();
    },
  };
}

export async function openPgliteDatabase(
  dataDir: string,
  pgliteClass: PGliteClass = PGlite,
): Promise<Db> {
  if (!dataDir.includes('://')) {
    mkdirSync(dataDir, { recursive: true });
  }
  return gatherStatistics(pgliteDb(await pgliteClass.create(dataDir)));
}
