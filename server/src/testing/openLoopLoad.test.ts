import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLoopLoad } from './openLoopLoad.ts';

/** Runs `use` against a local server answering with `listener`, then closes it. */
async function withServer(listener: RequestListener, use: (url: string) => Promise<void>) {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('openLoopLoad', () => {
  it('spreads the requests over the run instead of sending them in one burst', async () => {
    const arrivals: number[] = [];
    await withServer(
      (request, response) => {
        arrivals.push(performance.now());
        request.resume();
        response.end('{}');
      },
      async (url) => {
        const measured = await openLoopLoad({
          url,
          method: 'POST',
          body: '{}',
          rate: 100,
          seconds: 1,
          connections: 100,
        });
        expect(arrivals).toHaveLength(100);
        expect(measured.failed).toBe(0);
        // autocannon's overallRate would send all 100 at once, at the start of the second.
        const half = arrivals[0] + (arrivals[99] - arrivals[0]) / 2;
        expect(arrivals.filter((at) => at < half).length).toBeLessThan(75);
      },
    );
  });

  it('sends each request with its own headers when given them per request', async () => {
    const callers: string[] = [];
    await withServer(
      (request, response) => {
        callers.push(String(request.headers.authorization));
        request.resume();
        response.end('{}');
      },
      async (url) => {
        await openLoopLoad({
          url,
          method: 'GET',
          headers: (n) => ({ authorization: `caller ${n % 3}` }),
          rate: 100,
          seconds: 0.06,
          connections: 10,
        });
        expect(callers.sort()).toEqual([
          'caller 0',
          'caller 0',
          'caller 1',
          'caller 1',
          'caller 2',
          'caller 2',
        ]);
      },
    );
  });

  it('times each request from when it was due, so waiting for a connection counts', async () => {
    // One connection, 20 ms an answer, asked 100 times a second: request n waits behind the
    // ones before it and is answered about 10n + 20 ms after it was due. Timed from when it was
    // sent, every request would take about 20 ms.
    await withServer(
      (request, response) => {
        request.resume();
        setTimeout(() => response.end('{}'), 20);
      },
      async (url) => {
        const measured = await openLoopLoad({
          url,
          method: 'GET',
          rate: 100,
          seconds: 0.3,
          connections: 1,
        });
        expect(measured.failed).toBe(0);
        expect(measured.p50).toBeGreaterThan(100);
      },
    );
  });

  it('counts a request still unanswered after the run as failed, not as answered', async () => {
    await withServer(
      () => {
        // Never answers.
      },
      async (url) => {
        const measured = await openLoopLoad({
          url,
          method: 'GET',
          rate: 10,
          seconds: 0.2,
          connections: 10,
        });
        expect(measured).toEqual({ achieved: 0, p50: Number.NaN, p95: Number.NaN, failed: 2 });
      },
    );
  });

  it('counts an answer other than 2xx as failed', async () => {
    await withServer(
      (_request, response) => {
        response.statusCode = 503;
        response.end();
      },
      async (url) => {
        const measured = await openLoopLoad({
          url,
          method: 'GET',
          rate: 20,
          seconds: 0.5,
          connections: 10,
        });
        expect(measured.failed).toBe(10);
        expect(measured.achieved).toBe(0);
      },
    );
  });
});
