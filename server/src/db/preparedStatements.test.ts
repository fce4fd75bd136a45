import { openTestDatabase } from '../testing/testDatabase.ts';
import { PREPARED_MAX, statementNames } from './postgresDatabase.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Opening a database and migrating it takes seconds on a busy machine. */
const OPENING_TIMEOUT_MS = 60_000;

describe('statementNames', () => {
  it('names a statement from its second time, and always the same way', () => {
    const nameOf = statementNames();
    expect(nameOf('SELECT 1')).toBeUndefined();
    const name = nameOf('SELECT 1');
    expect(name).toBeDefined();
    expect(nameOf('SELECT 1')).toBe(name);
    expect(nameOf('SELECT 2')).toBeUndefined();
    expect(nameOf('SELECT 2')).not.toBe(name);
  });

  it('names PREPARED_MAX statements at most', () => {
    const nameOf = statementNames();
    for (let n = 0; n < PREPARED_MAX; n += 1) {
      nameOf(`SELECT ${n}`);
      expect(nameOf(`SELECT ${n}`)).toBeDefined();
    }
    nameOf('SELECT -1');
    expect(nameOf('SELECT -1')).toBeUndefined();
    expect(nameOf('SELECT 0')).toBeDefined();
  });
});

/* npm test runs the server tests on both databases; each run checks what its database does. */
it(
  onPostgres
    ? 'PostgreSQL runs a statement asked for again by its name, with the same answers'
    : 'PGlite runs every statement as it comes',
  async () => {
    const db = await openTestDatabase();
    try {
      const text = 'SELECT $1::int + 1 AS next';
      const prepared = await db.transaction(async (tx) => {
        for (const n of [1, 2, 3])
          await expect(tx.query(text, [n])).resolves.toEqual([{ next: n + 1 }]);
        return tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1',
          [text],
        );
      });
      expect(prepared).toEqual([{ count: onPostgres ? 1 : 0 }]);
    } finally {
      await db.close();
    }
  },
  OPENING_TIMEOUT_MS,
);

it(
  onPostgres
    ? 'PostgreSQL does not hand out again a connection whose transaction failed'
    : 'PGlite answers a changed table at once (it names no statements)',
  async () => {
    const db = await openTestDatabase();
    try {
      await db.exec('CREATE TABLE shape (v int); INSERT INTO shape VALUES (1);');
      // Its answer names no columns: a change of type changes the prepared statement's result.
      const text = 'SELECT * FROM shape';
      await db.transaction(async (tx) => {
        await tx.query(text);
        await tx.query(text);
      });
      await db.exec('ALTER TABLE shape ALTER COLUMN v TYPE text');
      if (onPostgres) {
        await expect(db.transaction((tx) => tx.query(text))).rejects.toThrow(/cached plan/);
      }
      await expect(db.transaction((tx) => tx.query(text))).resolves.toEqual([{ v: '1' }]);
    } finally {
      await db.close();
    }
  },
  OPENING_TIMEOUT_MS,
);
