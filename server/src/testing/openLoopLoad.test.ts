import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLoopLoad } from './openLoopLoad.ts';

async function serve(listener: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('openLoopLoad', () => {
  it('spreads the requests over the run instead of sending them in one burst', async () => {
    const arrivals: number[] = [];
    const { server, url } = await serve((request, response) => {
      arrivals.push(performance.now());
      request.resume();
      response.end('{}');
    });
    try {
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
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('times each request from when it was due, so waiting for a connection counts', async () => {
    // One connection, 20 ms an answer, asked 100 times a second: request n waits behind the
    // ones before it and is answered about 10n + 20 ms after it was due. Timed from when it was
    // sent, every request would take about 20 ms.
    const { server, url } = await serve((request, response) => {
      request.resume();
      setTimeout(() => response.end('{}'), 20);
    });
    try {
      const measured = await openLoopLoad({
        url,
        method: 'GET',
        rate: 100,
        seconds: 0.3,
        connections: 1,
      });
      expect(measured.failed).toBe(0);
      expect(measured.p50).toBeGreaterThan(100);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('counts a request still unanswered after the run as failed, not as answered', async () => {
    const { server, url } = await serve(() => {
      // Never answers.
    });
    try {
      const measured = await openLoopLoad({
        url,
        method: 'GET',
        rate: 10,
        seconds: 0.2,
        connections: 10,
      });
      expect(measured).toEqual({ achieved: 0, p50: Number.NaN, p95: Number.NaN, failed: 2 });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('counts an answer other than 2xx as failed', async () => {
    const { server, url } = await serve((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    try {
      const measured = await openLoopLoad({
        url,
        method: 'GET',
        rate: 20,
        seconds: 0.5,
        connections: 10,
      });
      expect(measured.failed).toBe(10);
      expect(measured.achieved).toBe(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
