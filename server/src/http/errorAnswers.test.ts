import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { startSession } from '../auth/portalSessions.ts';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { sendRequest, type TestRequest } from '../testing/httpClient.ts';
import { temporaryFileStore, testAppConfig } from '../testing/testApp.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';

/*
 * Issue 17, finding 9: database error texts reached the client ("invalid byte sequence for
 * encoding…" in GraphQL; `500 {"code":"22P05"}` from analytics). Unexpected errors now answer a
 * generic message with the request id, and the detail is in the server log only.
 */

const DATABASE_TEXT =
  /byte sequence|0x00|22P05|22021|22008|22009|Unicode escape|displacement|out of range|UTF8/i;

let app: FastifyInstance;
let db: Db;
let baseUrl: string;
let authorization: string;
const logLines: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedIfEmpty(db, temporaryFileStore().store);
  const config = testAppConfig({ logLevel: 'error' });
  app = await buildApp({
    db,
    config,
    graphQueryCache: false,
    logStream: { write: (line) => logLines.push(line) },
  });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await startSession(
    db,
    { id: DEMO_RESIDENT_ID, primaryCommunityId: WILLOW_CREEK_ID, userType: 'Resident' },
    null,
    config.tokenSecret,
  );
  authorization = `Bearer ${token}`;
}, 60_000);

afterAll(async () => {
  await app.close();
  await db.close();
});

const send = (request: TestRequest) =>
  sendRequest(baseUrl, { ...request, headers: { authorization, ...request.headers } });

interface GraphBody {
  data: unknown;
  errors?: { message: string; extensions?: { code?: string; requestId?: string } }[];
}

function graph(query: string, variables: Record<string, unknown> = {}) {
  return send({ method: 'POST', url: '/v3/graph/graphql', payload: { query, variables } });
}

/** The server log lines of one request id, as one text. */
function logOf(requestId: string): string {
  return logLines.filter((line) => line.includes(requestId)).join('\n');
}

describe('a NUL character in a GraphQL string argument', () => {
  it.each([
    ['in the document', '{ me(communityId: "a\\u0000b") { _id } }', {}],
    [
      'in a variable',
      'query Me($communityId: ID) { me(communityId: $communityId) { _id } }',
      { communityId: 'a\u0000b' },
    ],
  ])('%s is refused as bad input, with no database text', async (_where, query, variables) => {
    const response = await graph(query, variables);
    expect(response.body).not.toMatch(DATABASE_TEXT);
    const body = response.json<GraphBody>();
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Text must not contain NUL characters.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });
});

describe('an unexpected error in a GraphQL resolver', () => {
  it('answers a generic message and the request id; the log has the database text', async () => {
    // A date JavaScript reads but PostgreSQL cannot store: the database refuses the query.
    const response = await graph(
      `query Feed($communityId: ID!, $from: String) {
        feed(communityId: $communityId, filters: { from: $from }) { __typename } }`,
      { communityId: WILLOW_CREEK_ID, from: '-100000-01-01T00:00:00Z' },
    );
    expect(response.body).not.toMatch(DATABASE_TEXT);
    const body = response.json<GraphBody>();
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors ?? [];
    expect(error.message).toMatch(/went wrong/);
    expect(error.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const requestId = error.extensions?.requestId ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logOf(requestId)).toMatch(/time zone displacement out of range|timestamp out of range/);
  });
});

describe('an unexpected error in a route', () => {
  it('POST /v3/analytics/events answers 500 with the request id and no database code', async () => {
    const response = await send({
      method: 'POST',
      url: '/v3/analytics/events',
      payload: { name: 'screen_view', properties: { path: 'a\u0000b' } },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(DATABASE_TEXT);
    const body = response.json<{ code: string; message: string; requestId: string }>();
    expect(body).toEqual({
      code: 'internal',
      message: expect.stringMatching(/went wrong/),
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(logOf(body.requestId)).toMatch(/22P05|Unicode escape/);
  });

  it('keeps deliberate refusals as they were (400 with its message)', async () => {
    const response = await send({
      method: 'POST',
      url: '/v3/analytics/events',
      payload: { properties: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'name is required' });
  });

  it('answers a body that is not JSON with 400 and fastify’s message', async () => {
    const response = await sendRequest(baseUrl, {
      method: 'POST',
      url: '/v3/analytics/events',
      headers: { authorization, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY' });
  });
});
