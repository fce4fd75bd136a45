import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { type FakeAccount, FakeAuthEmulator } from '../testing/fakeAuthEmulator.ts';
import { unsignedIdToken } from '../testing/firebaseTestTokens.ts';
import { graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { setTestClock } from '../testing/testClock.ts';
import { findUserByEmail, linkFirebaseAccount } from '../users/userRepository.ts';
import { NOT_REGISTERED, SIGN_INS_PER_MINUTE } from './authRoutes.ts';
import type { LoginResponse } from './firebaseLogin.ts';
import { verifyPortalToken } from './portalToken.ts';

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

beforeEach(() => testApp.db.query('DELETE FROM rate_limits'));

function login(payload: unknown) {
  return testApp.request({ method: 'POST', url: '/v3/auth/firebase/login', payload });
}

/** A Firebase account made by the portal for the portal user with this e-mail, and bound. */
async function provision(email: string): Promise<FakeAccount> {
  const account = emulator.addAccount(email, 'demo-portal');
  const user = await findUserByEmail(testApp.db, email);
  if (!user) throw new Error(`No portal user ${email}`);
  await linkFirebaseAccount(testApp.db, user.id, account.localId);
  return account;
}

/** What anyone can do with the emulator's public API (and Firebase's): make an account. */
async function signUpAsAnyone(email: string): Promise<string> {
  const response = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'attacker-1', returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { localId: string }).localId;
}

async function someResidentEmail(): Promise<{ id: string; email: string }> {
  const [row] = await testApp.db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE user_type = 'Resident' AND firebase_uid IS NULL
        AND email IS NOT NULL ORDER BY id LIMIT 1`,
  );
  return row;
}

describe('POST /v3/auth/firebase/login', () => {
  it('exchanges a Firebase ID token for a portal session', async () => {
    const account = await provision('resident@demo.portal');
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
    // The bearer token lasts 15 minutes; the refresh token gets the next one.
    expect(expiresAt - before).toBeGreaterThan(15 * 60_000 - 5000);
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(body.refreshToken).toMatch(/^[0-9a-f]{32}\.[\w-]{43}$/);
    await expect(verifyPortalToken(body.token, testApp.config.tokenSecret)).resolves.toEqual({
      userId: DEMO_RESIDENT_ID,
      communityId: WILLOW_CREEK_ID,
      userType: 'Resident',
      sessionId: expect.stringMatching(/^[0-9a-f]{32}$/),
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
    const account = await provision('staff@demo.portal');
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
    const account = await provision('family@demo.portal');
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
    const account = await provision('advocate@demo.portal');
    account.disabled = true;
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 when no portal user has the e-mail', async () => {
    const account = emulator.addAccount('stranger@example.com', 'secret-1');
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_REGISTERED);
  });

  it('refuses an account someone made with a resident’s e-mail, which takes nothing over', async () => {
    const victim = await someResidentEmail();
    const uid = await signUpAsAnyone(victim.email);
    // The real emulator and Firebase issue such tokens with email_verified false.
    for (const emailVerified of [false, true]) {
      const response = await login({
        firebaseIdToken: unsignedIdToken({ uid, email: victim.email, emailVerified }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_REGISTERED);
    }
    const [stored] = await testApp.db.query<{ firebase_uid: string | null }>(
      'SELECT firebase_uid FROM users WHERE id = $1',
      [victim.id],
    );
    expect(stored.firebase_uid).toBeNull();
  });

  it('refuses an account someone made with a staff e-mail seen in the staff directory', async () => {
    const [staff] = await testApp.db.query<{ email: string }>(
      `SELECT email FROM users WHERE user_type = 'Staff' AND firebase_uid IS NULL
          AND email IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const uid = await signUpAsAnyone(staff.email);
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid, email: staff.email, emailVerified: false }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the bound account while its e-mail is not verified', async () => {
    const account = await provision('family@demo.portal');
    account.emailVerified = false;
    const response = await login({
      firebaseIdToken: unsignedIdToken({
        uid: account.localId,
        email: account.email,
        emailVerified: false,
      }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_REGISTERED);
  });

  it(`allows ${SIGN_INS_PER_MINUTE} sign-ins a minute from one address, then answers auth/too-many-requests`, async () => {
    const account = await provision('resident@demo.portal');
    const token = unsignedIdToken({ uid: account.localId, email: account.email });
    for (let index = 0; index < SIGN_INS_PER_MINUTE; index += 1) {
      expect((await login({ firebaseIdToken: token })).statusCode).toBe(200);
    }
    const refused = await login({ firebaseIdToken: token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('auth/too-many-requests');
  });

  it('refuses an ID token issued before the account’s sessions were revoked', async () => {
    const account = await provision('advocate@demo.portal');
    const issuedAt = Math.floor(Date.now() / 1000) - 60;
    account.validSince = issuedAt + 30;
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email, issuedAt }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('sessions end before their token does', () => {
  async function signedIn(
    email: string,
  ): Promise<{ account: FakeAccount; bearer: string; refreshToken: string }> {
    const account = await provision(email);
    const response = await login({
      firebaseIdToken: unsignedIdToken({ uid: account.localId, email: account.email }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    return { account, bearer: `Bearer ${body.token}`, refreshToken: body.refreshToken };
  }

  function refresh(refreshToken: unknown) {
    return testApp.request({ method: 'POST', url: '/v3/auth/refresh', payload: { refreshToken } });
  }

  async function meStatus(bearer: string): Promise<number> {
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/graph/graphql',
      headers: { authorization: bearer },
      payload: { query: '{ me { _id } }' },
    });
    return response.statusCode;
  }

  /** As if the session had last asked Firebase about its account 16 minutes ago. */
  async function lastCheckedLongAgo(bearer: string): Promise<void> {
    const token = bearer.replace('Bearer ', '');
    const session = await verifyPortalToken(token, testApp.config.tokenSecret);
    await testApp.db.query('UPDATE portal_sessions SET checked_at = $2 WHERE id = $1', [
      session?.sessionId,
      new Date(Date.now() - 16 * 60_000),
    ]);
  }

  it('on sign-out', async () => {
    const { bearer } = await signedIn('resident@demo.portal');
    expect(await meStatus(bearer)).toBe(200);
    const out = await testApp.request({
      method: 'POST',
      url: '/v3/auth/logout',
      headers: { authorization: bearer },
    });
    expect(out.statusCode).toBe(204);
    expect(await meStatus(bearer)).toBe(401);
  });

  it('when the Firebase account is disabled', async () => {
    const { account, bearer } = await signedIn('staff@demo.portal');
    account.disabled = true;
    // Within the check interval the session holds; at the next check it ends.
    expect(await meStatus(bearer)).toBe(200);
    await lastCheckedLongAgo(bearer);
    expect(await meStatus(bearer)).toBe(401);
    account.disabled = false;
    expect(await meStatus(bearer)).toBe(401);
  });

  it('when the Firebase account is disabled, at once in this process, before the change notice', async () => {
    const { account, bearer } = await signedIn('staff@demo.portal');
    await lastCheckedLongAgo(bearer);
    account.disabled = true;
    // Change notices do not arrive during this test (PostgreSQL delivers them a moment late).
    const answers = testApp.app.sharedAnswers as unknown as { heard(payload: string): void };
    const heard = answers.heard.bind(answers);
    const late = jest.spyOn(answers, 'heard').mockImplementation((payload) => {
      if (payload.includes('"settled"')) heard(payload);
    });
    try {
      expect(await meStatus(bearer)).toBe(401);
      account.disabled = false;
      expect(await meStatus(bearer)).toBe(401);
    } finally {
      late.mockRestore();
    }
  });

  it('when the Firebase account is deleted', async () => {
    const { account, bearer } = await signedIn('family@demo.portal');
    emulator.accounts.delete(account.localId);
    await lastCheckedLongAgo(bearer);
    expect(await meStatus(bearer)).toBe(401);
  });

  it('when the account is still there, the session goes on and is checked again later', async () => {
    const { bearer } = await signedIn('advocate@demo.portal');
    await lastCheckedLongAgo(bearer);
    expect(await meStatus(bearer)).toBe(200);
    expect(await meStatus(bearer)).toBe(200);
  });

  it('a bearer token lasts 15 minutes; the refresh token gets the next one while the session holds', async () => {
    const { bearer, refreshToken } = await signedIn('resident@demo.portal');
    const session = await verifyPortalToken(bearer.slice(7), testApp.config.tokenSecret);
    const renewed = await refresh(refreshToken);
    expect(renewed.statusCode).toBe(200);
    const { token } = renewed.json<{ token: string; expiresAt: string }>();
    await expect(verifyPortalToken(token, testApp.config.tokenSecret)).resolves.toEqual(session);
    expect(await meStatus(`Bearer ${token}`)).toBe(200);

    // A token past its 15 minutes is refused, however alive its session.
    setTestClock(new Date(Date.now() + 16 * 60_000));
    try {
      expect(await meStatus(`Bearer ${token}`)).toBe(401);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refresh token is refused once its session has ended, and a made-up one always', async () => {
    const { bearer, refreshToken } = await signedIn('family@demo.portal');
    const [sessionId] = refreshToken.split('.');
    for (const forged of [
      `${sessionId}.${'A'.repeat(43)}`,
      sessionId,
      `nosuchsession.${refreshToken.split('.')[1]}`,
      bearer.slice(7, 100),
    ]) {
      expect((await refresh(forged)).statusCode).toBe(401);
    }
    expect((await refresh(42)).statusCode).toBe(400);
    expect((await refresh('x'.repeat(200))).statusCode).toBe(400);
    await testApp.request({
      method: 'POST',
      url: '/v3/auth/logout',
      headers: { authorization: bearer },
    });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('no token outlives its session', async () => {
    const { refreshToken } = await signedIn('staff@demo.portal');
    const [sessionId] = refreshToken.split('.');
    const end = new Date(Date.now() + 5 * 60_000);
    await testApp.db.query('UPDATE portal_sessions SET expires_at = $2 WHERE id = $1', [
      sessionId,
      end,
    ]);
    const renewed = await refresh(refreshToken);
    expect(new Date(renewed.json<{ expiresAt: string }>().expiresAt).getTime()).toBe(
      Math.floor(end.getTime() / 1000) * 1000,
    );
    await testApp.db.query('UPDATE portal_sessions SET expires_at = $2 WHERE id = $1', [
      sessionId,
      new Date(Date.now() - 1000),
    ]);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});
