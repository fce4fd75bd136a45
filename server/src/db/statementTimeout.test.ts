import { openTestDatabase } from '../testing/testDatabase.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Opening a database and migrating it takes seconds on a busy machine. */
const OPENING_TIMEOUT_MS = 60_000;

/* npm test runs the server tests on both databases; each run checks what its database does. */
it(
  onPostgres
    ? 'PostgreSQL cancels a statement that runs past the time-out'
    : 'PGlite has no statement time-out (one query at a time; input limits keep queries short)',
  async () => {
    const db = await openTestDatabase({ statementTimeoutMs: 200 });
    try {
      const slow = db.query('SELECT pg_sleep(1)');
      if (onPostgres) {
        await expect(slow).rejects.toThrow(/statement timeout/);
        await expect(db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
      } else {
        await expect(slow).resolves.toHaveLength(1);
      }
    } finally {
      await db.close();
    }
  },
  OPENING_TIMEOUT_MS,
);
