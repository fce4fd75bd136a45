import { openTestDatabase } from '../testing/testDatabase.ts';
import type { Db } from './database.ts';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.ts';

/** Every table the migration files declare, plus the migrations' own record. */
const TABLES = [
  'schema_migrations',
  ...readMigrations().flatMap((m) =>
    [...m.sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/gi)].map((match) => match[1]),
  ),
].sort();

let db: Db;

beforeEach(async () => {
  db = await openTestDatabase();
}, 60_000);

afterEach(() => db.close());

async function tableNames(): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrate', () => {
  it('reads the migration files in version order', () => {
    const migrations = readMigrations();
    expect(migrations[0]).toMatchObject({ version: '001', name: 'init' });
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort());
  });

  it("reads the server's folder and every area's, and refuses a version used twice", () => {
    const names = readMigrations().map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['init', 'feed', 'events', 'dining', 'people']));
    expect(() => readMigrations([MIGRATIONS_DIR, MIGRATIONS_DIR])).toThrow(
      'Migration version 001 is used twice',
    );
  });

  it('applies every migration once and records it', async () => {
    const all = readMigrations().map((m) => m.version);
    expect(await migrate(db)).toEqual(all);
    expect(await tableNames()).toEqual(TABLES);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(all);
  });

  it('applies only the new migrations of a later release, in order', async () => {
    const [first] = readMigrations();
    await migrate(db, [first]);
    const later = [
      { version: '900', name: 'second', sql: 'CREATE TABLE later_a (id int);' },
      { version: '901', name: 'third', sql: 'ALTER TABLE later_a ADD COLUMN b text;' },
    ];
    expect(await migrate(db, [first, ...later])).toEqual(['900', '901']);
    expect(await migrate(db, [first, ...later])).toEqual([]);
    await db.query("INSERT INTO later_a (id, b) VALUES (1, 'x')");
  });

  it('leaves nothing behind when a migration fails', async () => {
    const broken = {
      version: '001',
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
    };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await tableNames()).toEqual(['schema_migrations']);
    expect(await db.query('SELECT * FROM schema_migrations')).toEqual([]);
  });
});
