import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_MODULES } from '../areas/areaModules.ts';
import type { Db } from './database.ts';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3,})_([a-z0-9_]+)\.sql$/;
/** The server's own migrations (users, sessions, security, the area registry). */
export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same for every server process.
const MIGRATION_LOCK_KEY = 4_000_001;

/** The server's migrations folder and each area's. */
export function migrationFolders(): string[] {
  return [MIGRATIONS_DIR, ...AREA_MODULES.flatMap((area) => area.migrations ?? [])];
}

/**
 * The migrations of these folders in one order: their versions are numbered across all of
 * them, so a version used twice is refused.
 */
export function readMigrations(folders: readonly string[] = migrationFolders()): Migration[] {
  const migrations = folders
    .flatMap((dir) =>
      readdirSync(dir)
        .map((file) => MIGRATION_FILE.exec(file))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([file, version, name]) => ({
          version,
          name,
          sql: readFileSync(join(dir, file), 'utf8'),
        })),
    )
    .sort((a, b) => a.version.localeCompare(b.version));
  const twice = migrations.find((m, i) => i > 0 && migrations[i - 1].version === m.version);
  if (twice) throw new Error(`Migration version ${twice.version} is used twice`);
  return migrations;
}

/** Applies the migrations not yet recorded in schema_migrations, in order; returns their versions. */
export async function migrate(
  db: Db,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      // Several server processes may start at once against one PostgreSQL.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
