import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { testAppConfig } from '../testing/testApp.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';

let db: Db;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  app = await buildApp({
    db,
    config: testAppConfig({ timeouts: { receiveMs: 600, answerMs: 1_500 } }),
    graphQueryCache: false,
  });
  app.get('/slow-answer', { config: { public: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return { late: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await app.close();
  await db.close();
});

/** Sends a request whose body comes one byte every 100 ms; resolves with what the server said. */
function slowBody(): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /v3/auth/password/code HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      drip = setInterval(() => socket.write(' '), 100);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, afterMs: Date.now() - started });
    });
    socket.on('error', () => undefined);
    // Whatever happens, stop after 10 s: a server that never cuts the body fails below.
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

it('cuts a body that arrives a byte at a time once the receive time-out has passed', async () => {
  const { answer, afterMs } = await slowBody();
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(afterMs).toBeLessThan(5_000);
});

it('answers 503 with the request id when the answer takes too long', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/slow-answer`);
  expect(response.status).toBe(503);
  const body = (await response.json()) as { code: string; requestId: string };
  expect(body.code).toBe('timeout');
  expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
});
