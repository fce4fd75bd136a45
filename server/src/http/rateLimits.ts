import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/database.ts';

/** The spec's auth/too-many-requests refusal, as every rate limit answers it (HTTP 429). */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  readonly code = 'auth/too-many-requests';

  constructor() {
    super('Too many attempts. Please wait a minute and try again.');
    this.name = 'TooManyRequests';
  }
}

/** A route's `config.rateLimit`: at most `max` requests a minute from one address. */
export function perMinute(max: number) {
  return { max, timeWindow: 60_000, hook: 'preHandler', errorResponseBuilder: tooMany } as const;
}

/** The same, counted per signed-in person rather than per address. */
export function perPersonPerMinute(max: number) {
  return { ...perMinute(max), keyGenerator: personKey } as const;
}

function tooMany(): TooManyRequests {
  return new TooManyRequests();
}

function personKey(request: FastifyRequest): string {
  return request.session ? `user:${request.session.userId}` : `ip:${request.ip}`;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one more request under `key` in the current window of `windowMs` (a new window
 * starts when the last one is over): how many so far, and the ms left in the window.
 */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const now = new Date();
  const [row] = await db.query<{ current: number; reset_at: Date | string }>(
    `INSERT INTO rate_limits AS r (key, current, reset_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE
        SET current = CASE WHEN r.reset_at <= $3 THEN 1 ELSE r.current + 1 END,
            reset_at = CASE WHEN r.reset_at <= $3 THEN $2 ELSE r.reset_at END
     RETURNING current, reset_at`,
    [key, new Date(now.getTime() + windowMs), now],
  );
  return { current: row.current, ttl: new Date(row.reset_at).getTime() - now.getTime() };
}

/**
 * A @fastify/rate-limit store on the database: one counter row a route and client, so several
 * API processes on one database share their limits.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;
    private readonly timeWindow: number;

    constructor(options: { scope?: string; timeWindow?: unknown }) {
      this.scope = options.scope ?? 'all';
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    /** The plugin passes the route's window too (its type declarations do not say so yet). */
    incr(key: string, callback: IncrCallback, timeWindow = this.timeWindow): void {
      countRequest(db, `${this.scope} ${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** The route's own counters; the plugin passes its merged limits with `routeInfo`. */
    child(options: object) {
      const merged = options as { routeInfo?: Partial<RouteOptions>; timeWindow?: unknown };
      const { method, url } = merged.routeInfo ?? {};
      return new DatabaseRateLimitStore({
        scope: `${String(method)} ${url}`,
        timeWindow: merged.timeWindow,
      });
    }
  };
}
