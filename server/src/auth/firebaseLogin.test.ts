import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { FakeAuthEmulator } from '../testing/fakeAuthEmulator.ts';
import { unsignedIdToken } from '../testing/firebaseTestTokens.ts';
import { graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import type { LoginResponse } from './firebaseLogin.ts';
import { verifyPortalToken } from './portalToken.ts';

jest.mock('@fastify/static', () => ({})); // see testing/testApp.ts

const emulator = new FakeAuthEmulator();
let testApp: TestApp;

beforeAll(async () => {
  await emulator.start();
  // Emulator mode: firebase-admin accepts unsigned ID tokens and asks the emulator about users.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  testApp = await startTestApp();
}, 60_000);

afterAll(async () => {
  await testApp.close();
  await emulator.stop();
});

function login(payload: unknown) {
  return testApp.request({ method: 'POST', url: '/v3/auth/firebase/login', payload });
}

describe('POST /v3/auth/firebase/login', () => {
  it('exchanges a Firebase ID token for a portal session', async () => {
    const account = emulator.addAccount('resident@demo.portal', 'demo-portal');
    const before = Date.now();
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email }),
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toEqual({
      _id: DEMO_RESIDENT_ID,
      communityId: WILLOW_CREEK_ID,
      fullName: 'Eleanor Whitfield',
    });
    const expiresAt = new Date(body.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThan(12 * 3600 * 1000 - 5000);
    expect(expiresAt - before).toBeLessThanOrEqual(12 * 3600 * 1000 + 5000);
    await expect(verifyPortalToken(body.token, testApp.config.tokenSecret)).resolves.toEqual({
      userId: DEMO_RESIDENT_ID,
      communityId: WILLOW_CREEK_ID,
      userType: 'Resident',
    });

    const [stored] = await testApp.db.query<{ firebase_uid: string }>(
      'SELECT firebase_uid FROM users WHERE id = $1',
      [DEMO_RESIDENT_ID],
    );
    expect(stored.firebase_uid).toBe(account.localId);

    const me = await graphQuery<{ me: { _id: string } }>(
      testApp,
      `Bearer ${body.token}`,
      '{ me { _id } }',
    );
    expect(me.data?.me._id).toBe(DEMO_RESIDENT_ID);
  });

  it('rotates the login times: previousLogin takes the last recentLogin', async () => {
    const account = emulator.addAccount('Staff@Demo.Portal', 'demo-portal');
    const token = unsignedIdToken({ uid: account.localId, email: 'STAFF@demo.portal' });
    const lastLogin = async (sessionToken: string) => {
      const answer = await graphQuery<{
        me: { lastLogin: { recentLogin: string | null; previousLogin: string | null } };
      }>(testApp, `Bearer ${sessionToken}`, '{ me { lastLogin { recentLogin previousLogin } } }');
      return answer.data?.me.lastLogin;
    };

    const first = await login({ firebaseIdToken: token });
    expect(first.statusCode).toBe(200);
    const afterFirst = await lastLogin(first.json<LoginResponse>().token);
    expect(afterFirst?.previousLogin).toBeNull();
    expect(afterFirst?.recentLogin).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await login({ firebaseIdToken: token });
    const afterSecond = await lastLogin(second.json<LoginResponse>().token);
    expect(afterSecond?.previousLogin).toBe(afterFirst?.recentLogin);
    expect(new Date(afterSecond?.recentLogin ?? 0).getTime()).toBeGreaterThan(
      new Date(afterFirst?.recentLogin ?? 0).getTime(),
    );
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['an empty token', { firebaseIdToken: '' }],
    ['a token that is not a string', { firebaseIdToken: 42 }],
  ])('answers 400 to %s', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 to a token that is not a Firebase ID token', async () => {
    const response = await login({ firebaseIdToken: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 to a token of another Firebase project', async () => {
    const account = emulator.addAccount('family@demo.portal', 'demo-portal');
    const response = await login({
      firebaseIdToken: unsignedIdToken({
        uid: account.localId,
        email: account.email,
        projectId: 'someone-else',
      }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a valid token of a disabled Firebase user', async () => {
    const account = emulator.addAccount('advocate@demo.portal', 'demo-portal');
    account.disabled = true;
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 when no portal user has the e-mail', async () => {
    const account = emulator.addAccount('stranger@example.com', 'secret-1');
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email }),
    });
    expect(response.statusCode).toBe(401);
  });
});
