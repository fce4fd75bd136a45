import { SignJWT } from 'jose';
import { DEMO_RESIDENT_ID, DEMO_STAFF_ID } from '../db/seedData/demoAccounts.ts';
import type { TestRequest } from '../testing/httpClient.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { verifyPortalToken } from './portalToken.ts';
import { bearerToken } from './sessionGuard.ts';

process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

const guarded = [
  { method: 'POST', url: '/v3/graph/graphql', payload: { query: '{ me { _id } }' } },
  { method: 'GET', url: '/v3/graph/graphql?query=%7Bme%7B_id%7D%7D' },
  { method: 'GET', url: '/v3/flags?communityId=64b0c0000000000000000001' },
  { method: 'POST', url: '/v3/auth/customToken' },
  { method: 'POST', url: '/v3/auth/communication/login', payload: { communityId: 'x' } },
  { method: 'POST', url: '/v3/analytics/events', payload: { name: 'opened' } },
  { method: 'GET', url: '/no/such/route' },
  { method: 'GET', url: '/v3/dev/outbox?email=family@demo.portal' },
] as const satisfies readonly TestRequest[];

/** The staff member's live session, which a forged token names unless told otherwise. */
let liveSessionId: string;

beforeAll(async () => {
  const bearer = await bearerFor(testApp, DEMO_STAFF_ID);
  const session = await verifyPortalToken(
    bearer.slice('Bearer '.length),
    testApp.config.tokenSecret,
  );
  liveSessionId = session?.sessionId ?? '';
});

async function forgedToken(
  secret: Uint8Array,
  claims: { exp?: number; aud?: string; sid?: string | null } = {},
) {
  const sid = claims.sid === undefined ? liveSessionId : claims.sid;
  return new SignJWT({ cid: '64b0c0000000000000000001', typ: 'Staff', ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(DEMO_STAFF_ID)
    .setIssuer('portal-api')
    .setAudience(claims.aud ?? 'portal')
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '1h')
    .sign(secret);
}

describe('session guard', () => {
  it.each(guarded)('answers 401 to $method $url without a token', async (request) => {
    const response = await testApp.request(request);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it.each(guarded)('answers 401 to $method $url with a bad token', async (request) => {
    const response = await testApp.request({
      ...request,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses tokens signed with another secret, expired, for another audience or not bearer', async () => {
    const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-to-use');
    const tokens = [
      `Bearer ${await forgedToken(otherSecret)}`,
      `Bearer ${await forgedToken(testApp.config.tokenSecret, { exp: Math.floor(Date.now() / 1000) - 10 })}`,
      `Bearer ${await forgedToken(testApp.config.tokenSecret, { aud: 'chat' })}`,
      `Basic ${await forgedToken(testApp.config.tokenSecret)}`,
      // Well signed, but without a session or with one that does not exist.
      `Bearer ${await forgedToken(testApp.config.tokenSecret, { sid: null })}`,
      `Bearer ${await forgedToken(testApp.config.tokenSecret, { sid: 'no-such-session' })}`,
    ];
    for (const authorization of tokens) {
      const response = await testApp.request({
        method: 'GET',
        url: '/v3/flags?communityId=64b0c0000000000000000001',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
    }
    const valid = await forgedToken(testApp.config.tokenSecret);
    const accepted = await testApp.request({
      method: 'GET',
      url: '/v3/flags?communityId=64b0c0000000000000000001',
      headers: { authorization: `Bearer ${valid}` },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('lets a valid portal token through', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/graph/graphql',
      headers: { authorization: await bearerFor(testApp, DEMO_STAFF_ID) },
      payload: { query: '{ me { _id } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { me: { _id: DEMO_STAFF_ID } } });
  });

  it("reads the caller's communities with the session: one they leave is refused on their next call", async () => {
    const authorization = await bearerFor(testApp, DEMO_RESIDENT_ID);
    const [membership] = await testApp.db.query<{ row: unknown; community_id: string }>(
      `SELECT to_jsonb(uc) AS row, uc.community_id FROM user_communities uc
        WHERE uc.user_id = $1 LIMIT 1`,
      [DEMO_RESIDENT_ID],
    );
    const ask = async () => {
      const response = await testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { authorization },
        payload: {
          query: `{ community(communityId: "${membership.community_id}") { _id } }`,
        },
      });
      return response.json<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>();
    };
    expect((await ask()).data).toEqual({ community: { _id: membership.community_id } });
    await testApp.db.query(
      'DELETE FROM user_communities WHERE user_id = $1 AND community_id = $2',
      [DEMO_RESIDENT_ID, membership.community_id],
    );
    try {
      await testApp.app.sharedAnswers.settled();
      expect((await ask()).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await testApp.db.query(
        'INSERT INTO user_communities SELECT * FROM jsonb_populate_record(NULL::user_communities, $1)',
        [membership.row],
      );
      await testApp.app.sharedAnswers.settled();
    }
    expect((await ask()).data).toEqual({ community: { _id: membership.community_id } });
  });

  it('keeps who the caller is between their requests, until their session or row changes', async () => {
    const authorization = await bearerFor(testApp, DEMO_RESIDENT_ID);
    const ask = () =>
      testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { authorization },
        payload: { query: '{ me { _id hiddenFields } }' },
      });
    /** Statements reading the session while `run` runs. */
    const sessionReads = async (run: () => Promise<unknown>) => {
      const spy = jest.spyOn(testApp.appDb, 'query');
      try {
        await run();
        return spy.mock.calls.filter(([sql]) => /FROM portal_sessions s JOIN users/.test(sql))
          .length;
      } finally {
        spy.mockRestore();
      }
    };
    expect((await ask()).statusCode).toBe(200);
    expect(await sessionReads(ask)).toBe(0);

    const [{ hidden_fields: hidden }] = await testApp.db.query<{ hidden_fields: string[] }>(
      'SELECT hidden_fields FROM users WHERE id = $1',
      [DEMO_RESIDENT_ID],
    );
    await testApp.db.query('UPDATE users SET hidden_fields = $2 WHERE id = $1', [
      DEMO_RESIDENT_ID,
      [...hidden, 'birthday'],
    ]);
    try {
      await testApp.app.sharedAnswers.settled();
      expect(await sessionReads(ask)).toBe(1);
    } finally {
      await testApp.db.query('UPDATE users SET hidden_fields = $2 WHERE id = $1', [
        DEMO_RESIDENT_ID,
        hidden,
      ]);
    }

    // Ended by the sign-out route: refused on the very next call, with no wait.
    expect((await ask()).statusCode).toBe(200);
    const loggedOut = await testApp.request({
      method: 'POST',
      url: '/v3/auth/logout',
      headers: { authorization },
    });
    expect(loggedOut.statusCode).toBe(204);
    expect((await ask()).statusCode).toBe(401);

    // Ended by anything else that writes the session (a tool, another process).
    const other = await bearerFor(testApp, DEMO_RESIDENT_ID);
    const askOther = () =>
      testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { authorization: other },
        payload: { query: '{ me { _id } }' },
      });
    expect((await askOther()).statusCode).toBe(200);
    await testApp.db.query('UPDATE portal_sessions SET revoked_at = now() WHERE user_id = $1', [
      DEMO_RESIDENT_ID,
    ]);
    await testApp.app.sharedAnswers.settled();
    expect((await askOther()).statusCode).toBe(401);
  });

  it('keeps the public routes public', async () => {
    const publicRequests = [
      { method: 'GET', url: '/health', status: 200 },
      { method: 'GET', url: '/themes/maple.json', status: 200 },
      { method: 'POST', url: '/v3/auth/firebase/login', status: 400 },
      { method: 'POST', url: '/v3/auth/password/code', status: 400 },
      { method: 'POST', url: '/v3/auth/password/reset', status: 400 },
    ] as const satisfies readonly (TestRequest & { status: number })[];
    for (const { status, ...request } of publicRequests) {
      const response = await testApp.request(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({
        url: request.url,
        status,
      });
    }
  });

  it('answers CORS preflight without a token', async () => {
    const response = await testApp.request({
      method: 'OPTIONS',
      url: '/v3/graph/graphql',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer  abc ', 'abc'],
    ['Bearer', null],
    ['Basic abc', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('reads %p as %p', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
