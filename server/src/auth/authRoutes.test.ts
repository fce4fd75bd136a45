import { strings } from '@portal/contracts';
import { decodeJwt, jwtVerify } from 'jose';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { toCommunitySettings } from '../graph/graphUser.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { CHAT_REFUSALS } from './chatAccess.ts';
import { verifyChatToken } from './chatToken.ts';

// Emulator mode: firebase-admin signs custom tokens without service-account credentials.
process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

describe('POST /v3/auth/customToken', () => {
  it('answers a Firebase custom token for the caller', async () => {
    await testApp.db.query("UPDATE users SET firebase_uid = 'firebase-uid-1' WHERE id = $1", [
      DEMO_RESIDENT_ID,
    ]);
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/auth/customToken',
      headers: { authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
    });
    expect(response.statusCode).toBe(200);
    const { customToken } = response.json<{ customToken: string }>();
    const claims = decodeJwt(customToken);
    expect(claims.uid).toBe('firebase-uid-1');
    expect(claims.aud).toBe(
      'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    );
    expect(claims.claims).toEqual({ portalUserId: DEMO_RESIDENT_ID });
  });

  it('uses the portal id for a user who never signed in through Firebase', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/auth/customToken',
      headers: { authorization: await bearerFor(testApp, DEMO_STAFF_ID) },
    });
    expect(decodeJwt(response.json<{ customToken: string }>().customToken).uid).toBe(DEMO_STAFF_ID);
  });
});

describe('POST /v3/auth/communication/login', () => {
  async function communicationLogin(userId: string, payload: unknown) {
    return testApp.request({
      method: 'POST',
      url: '/v3/auth/communication/login',
      headers: { authorization: await bearerFor(testApp, userId) },
      payload,
    });
  }

  it('answers a chat token for a community the user belongs to', async () => {
    for (const communityId of [WILLOW_CREEK_ID, MAPLE_GROVE_ID]) {
      const response = await communicationLogin(DEMO_RESIDENT_ID, { communityId });
      expect(response.statusCode).toBe(200);
      const answer = response.json<{ streamToken: string; provider: string }>();
      expect(Object.keys(answer).sort()).toEqual(['provider', 'streamToken']);
      expect(answer.provider).toBe('portal');
      const { streamToken } = answer;
      const { payload } = await jwtVerify(streamToken, testApp.config.tokenSecret, {
        audience: 'chat',
      });
      expect(payload).toMatchObject({ user_id: DEMO_RESIDENT_ID, cid: communityId });
    }
  });

  it('answers 403 for a community the user is not in', async () => {
    const response = await communicationLogin(DEMO_FAMILY_ID, { communityId: MAPLE_GROVE_ID });
    expect(response.statusCode).toBe(403);
  });

  it('refuses staff, whom chat is not for (spec 6)', async () => {
    const response = await communicationLogin(DEMO_STAFF_ID, { communityId: WILLOW_CREEK_ID });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CHAT_REFUSALS.staff });
  });

  it('refuses a resident whose profile is hidden, and answers again once it is shown', async () => {
    const hide = (fields: string[]) =>
      testApp.db.query('UPDATE users SET hidden_fields = $2 WHERE id = $1', [
        DEMO_RESIDENT_ID,
        fields,
      ]);
    const [{ hidden_fields: before }] = await testApp.db.query<{ hidden_fields: string[] }>(
      'SELECT hidden_fields FROM users WHERE id = $1',
      [DEMO_RESIDENT_ID],
    );
    await hide([...before, 'profile']);
    try {
      const refused = await communicationLogin(DEMO_RESIDENT_ID, { communityId: WILLOW_CREEK_ID });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CHAT_REFUSALS.hiddenProfile });
    } finally {
      await hide(before);
    }
    const allowed = await communicationLogin(DEMO_RESIDENT_ID, { communityId: WILLOW_CREEK_ID });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 400 without a community id', async () => {
    const response = await communicationLogin(DEMO_STAFF_ID, {});
    expect(response.statusCode).toBe(400);
  });

  it('answers 503 for a community configured for Stream when the server has no Stream secret', async () => {
    await useStream(testApp, WILLOW_CREEK_ID);
    try {
      const response = await communicationLogin(DEMO_RESIDENT_ID, { communityId: WILLOW_CREEK_ID });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: strings.chatLoginFailed });
    } finally {
      await usePortalChat(testApp, WILLOW_CREEK_ID);
    }
  });

  it('does not accept a chat token as a portal bearer token', async () => {
    const response = await communicationLogin(DEMO_RESIDENT_ID, { communityId: WILLOW_CREEK_ID });
    const { streamToken } = response.json<{ streamToken: string }>();
    const refused = await testApp.request({
      method: 'POST',
      url: '/v3/auth/customToken',
      headers: { authorization: `Bearer ${streamToken}` },
    });
    expect(refused.statusCode).toBe(401);
  });
});

const STREAM_SECRET = 'stream-api-secret-for-tests';
const STREAM_KEY = 'stream-api-key';

/** Configures the community's chat for Stream (settings.chatProvider and streamApiKey). */
async function useStream(app: TestApp, communityId: string, apiKey: string | null = STREAM_KEY) {
  await app.db.query('UPDATE communities SET settings = settings || $2::jsonb WHERE id = $1', [
    communityId,
    JSON.stringify({ chatProvider: 'stream', ...(apiKey !== null && { streamApiKey: apiKey }) }),
  ]);
}

async function usePortalChat(app: TestApp, communityId: string) {
  await app.db.query(
    "UPDATE communities SET settings = settings - 'chatProvider' - 'streamApiKey' WHERE id = $1",
    [communityId],
  );
}

describe('POST /v3/auth/communication/login for a community whose chat is Stream', () => {
  let streamApp: TestApp;

  beforeAll(async () => {
    streamApp = await startTestApp({ config: { streamApiSecret: STREAM_SECRET } });
    await useStream(streamApp, WILLOW_CREEK_ID);
  }, 60_000);

  afterAll(() => streamApp.close());

  async function communicationLogin(userId: string, communityId: string) {
    return streamApp.request({
      method: 'POST',
      url: '/v3/auth/communication/login',
      headers: { authorization: await bearerFor(streamApp, userId) },
      payload: { communityId },
    });
  }

  it("answers a Stream user token signed with Stream's secret, the API key and the staff account", async () => {
    const response = await communicationLogin(DEMO_RESIDENT_ID, WILLOW_CREEK_ID);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ streamToken: string }>();
    expect(answer).toEqual({
      streamToken: expect.any(String),
      provider: 'stream',
      apiKey: STREAM_KEY,
      staffUserId: DEMO_STAFF_ID,
    });
    const { payload, protectedHeader } = await jwtVerify(
      answer.streamToken,
      new TextEncoder().encode(STREAM_SECRET),
      { algorithms: ['HS256'] },
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.user_id).toBe(DEMO_RESIDENT_ID);
    expect(payload.exp).toEqual(expect.any(Number));
    // Not a token of the portal's own chat service.
    expect(await verifyChatToken(answer.streamToken, streamApp.config.tokenSecret)).toBeNull();
  });

  it("keeps the portal's own chat for a community not configured for Stream", async () => {
    const response = await communicationLogin(DEMO_RESIDENT_ID, MAPLE_GROVE_ID);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ streamToken: string; provider: string }>();
    expect(answer.provider).toBe('portal');
    expect(await verifyChatToken(answer.streamToken, streamApp.config.tokenSecret)).toMatchObject({
      userId: DEMO_RESIDENT_ID,
      communityId: MAPLE_GROVE_ID,
    });
  });

  it('still refuses staff and a hidden profile', async () => {
    const staff = await communicationLogin(DEMO_STAFF_ID, WILLOW_CREEK_ID);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: CHAT_REFUSALS.staff });

    await streamApp.db.query(
      "UPDATE users SET hidden_fields = array_append(hidden_fields, 'profile') WHERE id = $1",
      [DEMO_RESIDENT_ID],
    );
    try {
      const hidden = await communicationLogin(DEMO_RESIDENT_ID, WILLOW_CREEK_ID);
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json()).toEqual({ message: CHAT_REFUSALS.hiddenProfile });
    } finally {
      await streamApp.db.query(
        "UPDATE users SET hidden_fields = array_remove(hidden_fields, 'profile') WHERE id = $1",
        [DEMO_RESIDENT_ID],
      );
    }
  });

  it('answers 503 for a Stream community without an API key', async () => {
    await usePortalChat(streamApp, WILLOW_CREEK_ID);
    await useStream(streamApp, WILLOW_CREEK_ID, null);
    try {
      const response = await communicationLogin(DEMO_RESIDENT_ID, WILLOW_CREEK_ID);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: strings.chatLoginFailed });
    } finally {
      await useStream(streamApp, WILLOW_CREEK_ID);
    }
  });

  it('leaves the chat configuration out of the settings the browser gets', () => {
    const settings = toCommunitySettings({ chatProvider: 'stream', streamApiKey: STREAM_KEY });
    expect(settings).not.toHaveProperty('chatProvider');
    expect(settings).not.toHaveProperty('streamApiKey');
  });
});
