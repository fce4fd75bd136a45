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

export async function openPgliteDatabase(
  dataDir: string,
  pgliteClass: PGliteClass = PGlite,
): Promise<Db> {
  if (!dataDir.includes('://')) {
    mkdirSync(dataDir, { recursive: true });
  }
  return pgliteDb(await pgliteClass.create(dataDir));
}
