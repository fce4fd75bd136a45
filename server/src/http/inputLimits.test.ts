import { DEMO_FAMILY_ID } from '../db/seedData/demoAccounts.ts';
import type { TestRequest } from '../testing/httpClient.ts';
import { bearerFor, startTestApp, TEST_OUTBOX_KEY, type TestApp } from '../testing/testApp.ts';
import { EMAIL_MAX, ID_MAX, ID_TOKEN_MAX, PASSWORD_MAX, RESET_CODE_MAX } from './inputLimits.ts';

let testApp: TestApp;
let family: string;

beforeAll(async () => {
  testApp = await startTestApp();
  family = await bearerFor(testApp, DEMO_FAMILY_ID);
}, 60_000);

afterAll(() => testApp.close());

const long = (length: number) => 'a'.repeat(length + 1);
const longEmail = `${long(EMAIL_MAX)}@example.org`;

describe('inputs longer than their limit are refused with 400 before the route runs', () => {
  const cases: [string, () => TestRequest][] = [
    [
      'an ID token',
      () => ({
        method: 'POST',
        url: '/v3/auth/firebase/login',
        payload: { firebaseIdToken: long(ID_TOKEN_MAX) },
      }),
    ],
    [
      'a chat community id',
      () => ({
        method: 'POST',
        url: '/v3/auth/communication/login',
        headers: { authorization: family },
        payload: { communityId: long(ID_MAX) },
      }),
    ],
    [
      'a reset e-mail',
      () => ({ method: 'POST', url: '/v3/auth/password/code', payload: { email: longEmail } }),
    ],
    [
      'a reset code',
      () => ({
        method: 'POST',
        url: '/v3/auth/password/reset',
        payload: { email: 'family@demo.portal', code: long(RESET_CODE_MAX), password: 'secret-1' },
      }),
    ],
    [
      'a new password',
      () => ({
        method: 'POST',
        url: '/v3/auth/password/reset',
        payload: { email: 'family@demo.portal', code: '123456', password: long(PASSWORD_MAX) },
      }),
    ],
    [
      'a flags community id',
      () => ({
        method: 'GET',
        url: `/v3/flags?communityId=${long(ID_MAX)}`,
        headers: { authorization: family },
      }),
    ],
    [
      'an outbox e-mail',
      () => ({
        method: 'GET',
        url: `/v3/dev/outbox?email=${longEmail}`,
        headers: { authorization: `Bearer ${TEST_OUTBOX_KEY}` },
      }),
    ],
  ];

  it.each(cases)('%s', async (_what, request) => {
    const before = await testApp.db.query('SELECT count(*)::int AS n FROM mail_outbox');
    const response = await testApp.request(request());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('FST_ERR_VALIDATION');
    expect(await testApp.db.query('SELECT count(*)::int AS n FROM mail_outbox')).toEqual(before);
  });
});

describe('a required input that is missing or blank is refused with 400, in plain words', () => {
  it.each([
    ['the flags community id, missing', '/v3/flags', 'communityId is required'],
    ['the flags community id, blank', '/v3/flags?communityId=%20%20', 'communityId is required'],
    ['the registry community id, empty', '/v3/registry?communityId=', 'communityId is required'],
  ])('%s', async (_what, url, message) => {
    const response = await testApp.request({
      method: 'GET',
      url,
      headers: { authorization: family },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FST_ERR_VALIDATION', message });
  });

  it('names each missing field of a body', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/search',
      headers: { authorization: family },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/(communityId|query) is required/);
  });
});
