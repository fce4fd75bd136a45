import pg from 'pg';
import type { Db } from './database.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Statements that are run by name at most, per database (each connection prepares its own). */
export const PREPARED_MAX = 500;
/** Statement texts remembered at most while waiting to be seen a second time. */
const SEEN_MAX = 5_000;

/**
 * The name to run a statement by, once its text has been seen before: PostgreSQL then parses it
 * once per connection, and may keep one plan for it rather than plan it on every call (the
 * people search with 5,000 people: 2.4 to 1.7 ms). A text seen once (a statement built on the
 * fly) gets no name, and at most PREPARED_MAX texts do, so nothing piles up on a connection.
 */
export function statementNames(): (text: string) => string | undefined {
  const seen = new Set<string>();
  const named = new Map<string, string>();
  return (text) => {
    const name = named.get(text);
    if (name || named.size >= PREPARED_MAX) return name;
    if (!seen.delete(text)) {
      // Full of texts seen once: those built on the fly. Start afresh.
      if (seen.size >= SEEN_MAX) seen.clear();
      seen.add(text);
      return undefined;
    }
    const fresh = `portal_${named.size}`;
    named.set(text, fresh);
    return fresh;
  };
}

function statement(nameOf: (text: string) => string | undefined, text: string, values: unknown[]) {
  return { name: nameOf(text), text, values };
}

function clientDb(client: pg.PoolClient, nameOf: (text: string) => string | undefined): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(statement(nameOf, sql, params))).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    listen: () => Promise.reject(new Error('Listen outside a transaction')),
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
  const nameOf = statementNames();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(statement(nameOf, sql, params))).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let result: T;
      try {
        await client.query('BEGIN');
        result = await fn(clientDb(client, nameOf));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // Not handed out again, as the pool does after a failed query: a statement it prepared
        // may be left unusable on it (a plan whose result changed, one the client closed).
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      client.release();
      return result;
    },
    listen: (channel, onPayload, onReconnect, onLost) =>
      listenOn(connectionString, channel, onPayload, onReconnect, onLost),
    close: () => pool.end(),
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];
/**
 * How often the listening connection is asked whether it still answers: a connection that died
 * without a word (a network cut) is taken as lost when a question goes unanswered until the next.
 */
const LISTEN_HEARTBEAT_MS = 5_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection would be handed to
 * other queries). A lost connection is opened again, with back-off, until stopped; the listener
 * hears of both (onLost, onReconnect) and makes up for what it missed from the tables.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const reopen = (attempt: number) => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => {
          if (!stopped) onReconnect?.();
        },
        () => reopen(attempt + 1),
      );
    }, delay);
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    onLost?.();
    reopen(0);
  };

  let asking: pg.Client | null = null;
  const heartbeat = setInterval(() => {
    const which = client;
    if (!which) return;
    if (asking === which) {
      lost(which);
      return;
    }
    asking = which;
    which.query('SELECT 1').then(
      () => {
        if (asking === which) asking = null;
      },
      () => lost(which),
    );
  }, LISTEN_HEARTBEAT_MS);
  heartbeat.unref();

  await open();
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
