import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { parseAnalyticsEvent } from './analyticsEvents.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

describe('POST /v3/analytics/events', () => {
  it('stores the event with the caller and their community and answers 204', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/analytics/events',
      headers: { authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
      payload: { name: 'screen_view', properties: { path: '/library/new' } },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await testApp.db.query(
      'SELECT user_id, community_id, name, properties FROM analytics_events',
    );
    expect(rows).toEqual([
      {
        user_id: DEMO_RESIDENT_ID,
        community_id: WILLOW_CREEK_ID,
        name: 'screen_view',
        properties: { path: '/library/new' },
      },
    ]);
  });

  it('answers 400 to an event without a name', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/analytics/events',
      headers: { authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
      payload: { properties: {} },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('parseAnalyticsEvent', () => {
  it.each([
    [{ name: ' opened ' }, { name: 'opened', properties: {} }],
    [
      { name: 'opened', properties: { a: 1 } },
      { name: 'opened', properties: { a: 1 } },
    ],
    [{ name: '' }, { error: 'name is required' }],
    [{ name: 'x'.repeat(201) }, { error: 'name must have at most 200 characters' }],
    [{ name: 'opened', properties: [1] }, { error: 'properties must be an object' }],
    [
      { name: 'opened', properties: { big: 'x'.repeat(17_000) } },
      { error: 'properties are too large' },
    ],
    [null, { error: 'name is required' }],
  ])('reads %p as %p', (body, expected) => {
    expect(parseAnalyticsEvent(body)).toEqual(expected);
  });
});
