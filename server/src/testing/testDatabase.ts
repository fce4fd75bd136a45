import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import type { PGliteClass } from '../db/pgliteDatabase.ts';

/**
 * PGlite's CommonJS build starts by loading Node modules with import(), which jest's CommonJS
 * sandbox on Node 20 refuses; its ESM build, compiled by the test transform, runs fine.
 */
function pgliteEsmBuild(): PGliteClass {
  const esmEntry = require.resolve('@electric-sql/pglite').replace(/index\.cjs$/, 'index.js');
  return jest.requireActual<{ PGlite: PGliteClass }>(esmEntry).PGlite;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a schema
 * of its own on that PostgreSQL server (dropped again on close).
 */
export async function openTestDatabase(options: { statementTimeoutMs?: number } = {}): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    return openDatabase({ dataDir: 'memory://', pgliteClass: pgliteEsmBuild() });
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema, ...options });
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (...args) => db.listen(...args),
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}
