import { DEMO_FAMILY_ID } from '../db/seedData/demoAccounts.ts';
import { latestMail } from '../mail/mailOutbox.ts';
import { FakeAuthEmulator } from '../testing/fakeAuthEmulator.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { MAX_CODES_PER_HOUR, MAX_FAILED_ATTEMPTS } from './passwordReset.ts';

const emulator = new FakeAuthEmulator();
let testApp: TestApp;

beforeAll(async () => {
  await emulator.start();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  testApp = await startTestApp();
}, 60_000);

afterAll(async () => {
  await testApp.close();
  await emulator.stop();
});

beforeEach(async () => {
  await testApp.db.query('DELETE FROM password_reset_codes');
  await testApp.db.query('DELETE FROM mail_outbox');
  await testApp.db.query('DELETE FROM rate_limits');
});

async function requestCode(email: unknown) {
  return testApp.request({ method: 'POST', url: '/v3/auth/password/code', payload: { email } });
}

async function latestCode(email: string): Promise<string> {
  const [message] = await latestMail(testApp.db, email);
  const code = message?.data.code;
  if (typeof code !== 'string') throw new Error(`No code mailed to ${email}`);
  return code;
}

async function reset(payload: Record<string, unknown>) {
  return testApp.request({ method: 'POST', url: '/v3/auth/password/reset', payload });
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /v3/auth/password/code', () => {
  it('mails a six-character code valid for 30 minutes and stores only its hash', async () => {
    const response = await requestCode('Family@Demo.Portal');
    expect(response.statusCode).toBe(200);

    const [message] = await latestMail(testApp.db, 'family@demo.portal');
    expect(message).toMatchObject({
      to: 'family@demo.portal',
      subject: 'Your password reset code',
    });
    const code = String(message.data.code);
    expect(code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(code);

    const [stored] = await testApp.db.query<{ code_hash: string; minutes: number }>(
      `SELECT code_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM password_reset_codes WHERE user_id = $1`,
      [DEMO_FAMILY_ID],
    );
    expect(stored.minutes).toBe(30);
    expect(stored.code_hash).not.toContain(code);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const known = await requestCode('family@demo.portal');
    const unknown = await requestCode('nobody@example.com');
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: known.statusCode,
      body: known.body,
    });
    expect(await latestMail(testApp.db, 'nobody@example.com')).toEqual([]);
  });

  it('limits the codes asked for from one address to 5 a minute, known or not', async () => {
    for (let index = 0; index < 5; index += 1) {
      const email = index % 2 === 0 ? 'resident@demo.portal' : `nobody${index}@example.com`;
      expect((await requestCode(email)).statusCode).toBe(200);
    }
    for (const email of ['resident@demo.portal', 'nobody@example.com']) {
      const response = await requestCode(email);
      expect(response.statusCode).toBe(429);
      expect(response.json<{ code: string }>().code).toBe('auth/too-many-requests');
    }
  });

  it.each([
    [undefined, 'auth/missing-email'],
    ['', 'auth/missing-email'],
    ['not-an-email', 'auth/invalid-email'],
  ])('answers 400 to e-mail %p', async (email, code) => {
    const response = await requestCode(email);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe(code);
  });

  it(`mails an account at most ${MAX_CODES_PER_HOUR} codes in an hour, answering as usual`, async () => {
    for (let index = 0; index < MAX_CODES_PER_HOUR + 1; index += 1) {
      await testApp.db.query('DELETE FROM rate_limits');
      expect((await requestCode('staff@demo.portal')).statusCode).toBe(200);
    }
    expect(await latestMail(testApp.db, 'staff@demo.portal')).toHaveLength(MAX_CODES_PER_HOUR);
  });
});

describe('POST /v3/auth/password/reset', () => {
  it('sets the new password in Firebase with the right code, once', async () => {
    emulator.addAccount('family@demo.portal', 'demo-portal');
    await requestCode('family@demo.portal');
    const code = await latestCode('family@demo.portal');

    const response = await reset({ email: 'family@demo.portal', code, password: 'a new secret' });
    expect(response.statusCode).toBe(200);
    expect(emulator.findByEmail('family@demo.portal')?.password).toBe('a new secret');

    const reused = await reset({ email: 'family@demo.portal', code, password: 'another one' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ code: string }>().code).toBe('auth/invalid-action-code');
    expect(emulator.findByEmail('family@demo.portal')?.password).toBe('a new secret');
  });

  it('creates the Firebase account of a portal user who has none yet', async () => {
    expect(emulator.findByEmail('advocate@demo.portal')).toBeUndefined();
    await requestCode('advocate@demo.portal');
    const code = await latestCode('advocate@demo.portal');
    const response = await reset({ email: 'advocate@demo.portal', code, password: 'first-pass' });
    expect(response.statusCode).toBe(200);
    expect(emulator.findByEmail('advocate@demo.portal')?.password).toBe('first-pass');
  });

  it('ends every session of the account when the password changes', async () => {
    const bearer = await bearerFor(testApp, DEMO_FAMILY_ID);
    const me = () =>
      testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { authorization: bearer },
        payload: { query: '{ me { _id } }' },
      });
    expect((await me()).statusCode).toBe(200);
    await requestCode('family@demo.portal');
    const code = await latestCode('family@demo.portal');
    expect(
      (await reset({ email: 'family@demo.portal', code, password: 'fresh-pass' })).statusCode,
    ).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('takes back an account someone made with the address, verifies and binds it', async () => {
    const made = emulator.addAccount(
      'resident@demo.portal',
      'attacker-1',
      'made-by-someone',
      false,
    );
    await requestCode('resident@demo.portal');
    const code = await latestCode('resident@demo.portal');
    const response = await reset({ email: 'resident@demo.portal', code, password: 'mine-now' });
    expect(response.statusCode).toBe(200);
    expect(made).toMatchObject({ password: 'mine-now', emailVerified: true });
    expect(made.validSince).toBeGreaterThan(0);
    const [user] = await testApp.db.query<{ firebase_uid: string }>(
      `SELECT firebase_uid FROM users WHERE email = 'resident@demo.portal'`,
    );
    expect(user.firebase_uid).toBe('made-by-someone');
  });

  it('answers auth/invalid-action-code to a wrong code and keeps the right one working', async () => {
    emulator.addAccount('resident@demo.portal', 'demo-portal');
    await requestCode('resident@demo.portal');
    const code = await latestCode('resident@demo.portal');

    const wrong = await reset({
      email: 'resident@demo.portal',
      code: otherCode(code),
      password: 'pw-123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'auth/invalid-action-code',
      message: 'The code entered is not valid. Please request a new code.',
    });

    const right = await reset({ email: 'resident@demo.portal', code, password: 'pw-123456' });
    expect(right.statusCode).toBe(200);
  });

  it('answers auth/expired-action-code after 30 minutes', async () => {
    await requestCode('staff@demo.portal');
    const code = await latestCode('staff@demo.portal');
    await testApp.db.query('UPDATE password_reset_codes SET expires_at = $1', [
      new Date(Date.now() - 1_000),
    ]);
    const response = await reset({ email: 'staff@demo.portal', code, password: 'pw-123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'auth/expired-action-code',
      message: 'Invalid password reset code. Please request a new one.',
    });
  });

  it('only the latest code works', async () => {
    await requestCode('staff@demo.portal');
    const first = await latestCode('staff@demo.portal');
    await requestCode('staff@demo.portal');
    const second = await latestCode('staff@demo.portal');
    if (first !== second) {
      const old = await reset({ email: 'staff@demo.portal', code: first, password: 'pw-123456' });
      expect(old.json<{ code: string }>().code).toBe('auth/invalid-action-code');
    }
    emulator.addAccount('staff@demo.portal', 'demo-portal');
    const latest = await reset({ email: 'staff@demo.portal', code: second, password: 'pw-123456' });
    expect(latest.statusCode).toBe(200);

    const older = await reset({ email: 'staff@demo.portal', code: first, password: 'pw-654321' });
    expect(older.json<{ code: string }>().code).toBe('auth/invalid-action-code');
  });

  it(`burns the code after ${MAX_FAILED_ATTEMPTS} wrong guesses`, async () => {
    await requestCode('resident@demo.portal');
    const code = await latestCode('resident@demo.portal');
    for (let index = 0; index < MAX_FAILED_ATTEMPTS; index += 1) {
      await reset({ email: 'resident@demo.portal', code: otherCode(code), password: 'pw-123456' });
    }
    const response = await reset({ email: 'resident@demo.portal', code, password: 'pw-123456' });
    expect(response.json<{ code: string }>().code).toBe('auth/invalid-action-code');
  });

  it.each([
    [{ code: '123456', password: 'pw-123456' }, 'auth/missing-email'],
    [{ email: 'staff@demo.portal', password: 'pw-123456' }, 'auth/missing-code'],
    [
      { email: 'staff@demo.portal', code: '12345', password: 'pw-123456' },
      'auth/invalid-action-code',
    ],
    [{ email: 'staff@demo.portal', code: '123456' }, 'auth/missing-password'],
    [{ email: 'staff@demo.portal', code: '123456', password: '12345' }, 'auth/weak-password'],
    [
      { email: 'nobody@example.com', code: '123456', password: 'pw-123456' },
      'auth/invalid-action-code',
    ],
  ])('answers 400 to %p with %p', async (payload, code) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe(code);
  });
});
