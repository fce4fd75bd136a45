import { randomBytes } from 'node:crypto';
import { openTestDatabase } from '../testing/testDatabase.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Opening a database and migrating it takes seconds on a busy machine. */
const OPENING_TIMEOUT_MS = 60_000;

/** Resolves once `check` holds, asking every 20 ms for at most 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5_000) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/* npm test runs the server tests on both databases; each run checks what its database does. */
it(
  onPostgres
    ? 'PostgreSQL: a lost listening connection says so at once, opens again and hears again'
    : 'PGlite: notices reach the listener (in the process, its listening cannot be lost)',
  async () => {
    const db = await openTestDatabase();
    const channel = `listen_test_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const events: string[] = [];
    const stop = await db.listen(
      channel,
      (payload) => heard.push(payload),
      () => events.push('reconnected'),
      () => events.push('lost'),
    );
    try {
      await db.query('SELECT pg_notify($1, $2)', [channel, 'first']);
      await until(() => heard.includes('first'));
      if (onPostgres) {
        const [{ ended }] = await db.query<{ ended: boolean }>(
          `SELECT bool_or(pg_terminate_backend(pid)) AS ended FROM pg_stat_activity
            WHERE query = $1 AND pid <> pg_backend_pid()`,
          [`LISTEN ${channel}`],
        );
        expect(ended).toBe(true);
        await until(() => events.length === 2);
        expect(events).toEqual(['lost', 'reconnected']);
        await db.query('SELECT pg_notify($1, $2)', [channel, 'second']);
        await until(() => heard.includes('second'));
      }
      expect(events).toEqual(onPostgres ? ['lost', 'reconnected'] : []);
    } finally {
      await stop();
      await db.close();
    }
  },
  OPENING_TIMEOUT_MS,
);
