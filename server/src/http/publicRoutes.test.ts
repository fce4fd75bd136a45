import { readFileSync } from 'node:fs';
import { DEMO_FAMILY_ID } from '../db/seedData/demoAccounts.ts';
import {
  bearerFor,
  startTestApp,
  TEST_ALLOWED_ORIGIN,
  TEST_OUTBOX_KEY,
  type TestApp,
} from '../testing/testApp.ts';
import { isAllowedOrigin } from './allowedOrigins.ts';

describe('isAllowedOrigin', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://localhost', true],
    ['http://127.0.0.1:3100', true],
    ['https://localhost:3000', false],
    ['http://localhost.evil.example:3000', false],
    ['http://127.0.0.1.evil.example', false],
    ['https://portal.example.org', true],
    ['https://portal.example.org.evil.example', false],
  ])('%s → %p', (origin, allowed) => {
    expect(isAllowedOrigin(origin, ['https://portal.example.org'])).toBe(allowed);
  });
});

describe('public routes and CORS', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ seed: false });
  }, 60_000);

  afterAll(() => testApp.close());

  it('answers its health with the version of package.json', async () => {
    const packageJson = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const response = await testApp.request({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ version: packageJson.version });
  });

  it.each([
    ['http://localhost:3004', 'http://localhost:3004'],
    [TEST_ALLOWED_ORIGIN, TEST_ALLOWED_ORIGIN],
    ['https://elsewhere.example.com', undefined],
  ])('answers origin %s with allow-origin %p', async (origin, allowed) => {
    const response = await testApp.request({
      method: 'GET',
      url: '/health',
      headers: { origin },
    });
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
  });
});

describe('the dev mail outbox', () => {
  async function outbox(testApp: TestApp, userId: string, email: string) {
    return testApp.request({
      method: 'GET',
      url: `/v3/dev/outbox?email=${encodeURIComponent(email)}`,
      headers: { authorization: await bearerFor(testApp, userId) },
    });
  }

  it('does not exist in production', async () => {
    const testApp = await startTestApp({ config: { devRoutesEnabled: false } });
    try {
      const response = await outbox(testApp, DEMO_FAMILY_ID, 'family@demo.portal');
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  }, 60_000);

  it('in development shows a signed-in person their own mail only', async () => {
    const testApp = await startTestApp();
    try {
      for (const email of ['family@demo.portal', 'staff@demo.portal']) {
        await testApp.request({
          method: 'POST',
          url: '/v3/auth/password/code',
          payload: { email },
        });
      }
      // Asking for someone else's mail still answers only the caller's own.
      const response = await outbox(testApp, DEMO_FAMILY_ID, 'staff@demo.portal');
      expect(response.statusCode).toBe(200);
      const { messages } = response.json<{ messages: { to: string }[] }>();
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.every((message) => message.to === 'family@demo.portal')).toBe(true);

      // Without a token, or with a wrong one, nobody's mail.
      for (const authorization of [undefined, 'Bearer not-the-key']) {
        const refused = await testApp.request({
          method: 'GET',
          url: '/v3/dev/outbox?email=staff@demo.portal',
          headers: authorization ? { authorization } : {},
        });
        expect(refused.statusCode).toBe(401);
      }
      // The reader key from the data folder reads the address asked for.
      const reader = await testApp.request({
        method: 'GET',
        url: '/v3/dev/outbox?email=staff@demo.portal',
        headers: { authorization: `Bearer ${TEST_OUTBOX_KEY}` },
      });
      expect(reader.json<{ messages: { to: string }[] }>().messages[0]?.to).toBe(
        'staff@demo.portal',
      );
    } finally {
      await testApp.close();
    }
  }, 60_000);
});
