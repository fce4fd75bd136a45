import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import type { TestRequest } from '../testing/httpClient.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { API_CONTENT_SECURITY_POLICY } from './securityHeaders.ts';

/*
 * Issue 17, finding 6: no Content-Security-Policy, frame-ancestors or X-Content-Type-Options on
 * the API. Every answer, errors and refusals included, now carries them.
 */

let testApp: TestApp;
let authorization: string;

beforeAll(async () => {
  testApp = await startTestApp();
  authorization = await bearerFor(testApp, DEMO_RESIDENT_ID);
}, 60_000);

afterAll(() => testApp.close());

const REQUESTS: [string, () => TestRequest][] = [
  ['health', () => ({ method: 'GET', url: '/health' })],
  ['a theme', () => ({ method: 'GET', url: '/themes/maple.json' })],
  ['an unknown path', () => ({ method: 'GET', url: '/nothing-here', headers: { authorization } })],
  ['a call without a token', () => ({ method: 'GET', url: `/v3/flags?communityId=x` })],
  [
    'flags',
    () => ({
      method: 'GET',
      url: `/v3/flags?communityId=${WILLOW_CREEK_ID}`,
      headers: { authorization },
    }),
  ],
  [
    'GraphQL',
    () => ({
      method: 'POST',
      url: '/v3/graph/graphql',
      headers: { authorization },
      payload: { query: '{ me { _id } }' },
    }),
  ],
  [
    'a refused body',
    () => ({
      method: 'POST',
      url: '/v3/analytics/events',
      headers: { authorization },
      payload: { properties: {} },
    }),
  ],
  [
    'a CORS preflight',
    () => ({
      method: 'OPTIONS',
      url: '/v3/graph/graphql',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    }),
  ],
];

describe('the API headers', () => {
  it.each(REQUESTS)('are on %s', async (_what, request) => {
    const response = await testApp.request(request());
    expect(response.headers).toMatchObject({
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('forbid framing and every kind of content', () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
