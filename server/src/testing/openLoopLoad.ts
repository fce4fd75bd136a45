import { Agent, type ClientRequest, request } from 'node:http';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  /** The same for every request, or request n's own (several callers, taking turns). */
  headers?: Record<string, string> | ((n: number) => Record<string, string>);
  body?: string;
  /** Requests a second, each sent at its own moment: `1 / rate` apart. */
  rate: number;
  seconds: number;
  /** Connections kept open at most; a request due while all are busy waits for one. */
  connections: number;
}

export interface Measured {
  /** Good answers a second that arrived within the run. */
  achieved: number;
  /** Milliseconds from when a request was due to its whole answer. */
  p50: number;
  p95: number;
  /** Answers other than 2xx, errors, and requests still unanswered 2 s after the run. */
  failed: number;
}

/** Answers still owed when the run ends get this long before they count as failed. */
const GRACE_MS = 2000;

/** The value at percentile `p` of timings sorted in ascending order (NaN when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * An open-loop load: request n is due at `n / rate` seconds and is sent then, whether or not
 * earlier ones were answered, as people arrive at a portal. Its time runs from when it was due,
 * so a late send (a busy generator, no free connection) counts against the server, not hidden.
 *
 * autocannon's `overallRate` is not this: each of its connections sends its share of a second
 * back to back at the start of that second, so the whole second's load arrives as one burst.
 */
export async function openLoopLoad(spec: LoadSpec): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const target = new URL(spec.url);
  const interval = 1000 / spec.rate;
  const total = Math.round(spec.rate * spec.seconds);
  const times: number[] = [];
  /** Each request still owed, with what settles it as failed. */
  const unanswered = new Map<ClientRequest, () => void>();
  let failed = 0;
  let answeredInRun = 0;
  const start = performance.now();
  const end = start + spec.seconds * 1000;

  const headersOf = (n: number) =>
    typeof spec.headers === 'function' ? spec.headers(n) : spec.headers;
  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      let done = false;
      const finish = (ok: boolean) => {
        if (done) return;
        done = true;
        unanswered.delete(req);
        const now = performance.now();
        if (!ok) failed++;
        else {
          times.push(now - due);
          if (now <= end) answeredInRun++;
        }
        resolve();
      };
      const req = request(target, { method: spec.method, headers: headersOf(n), agent }, (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode !== undefined && res.statusCode < 300));
        res.on('error', () => finish(false));
      });
      req.on('error', () => finish(false));
      unanswered.set(req, () => finish(false));
      req.end(spec.body);
    });

  const sends: Promise<void>[] = [];
  await new Promise<void>((sent) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sends.length < due) sends.push(send(sends.length, start + sends.length * interval));
      if (sends.length >= total) {
        clearInterval(timer);
        sent();
      }
    }, 1);
  });
  const all = Promise.all(sends);
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (grace = setTimeout(resolve, GRACE_MS)))]);
  clearTimeout(grace);
  // A request still waiting for a connection emits nothing when destroyed: settle it first.
  for (const [req, fail] of unanswered) {
    fail();
    req.destroy();
  }
  await all;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    achieved: answeredInRun / spec.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    failed,
  };
}
