import {
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { toFlagsResponse } from './communityFlags.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

async function flags(userId: string, query: string) {
  return testApp.request({
    method: 'GET',
    url: `/v3/flags${query}`,
    headers: { authorization: await bearerFor(testApp, userId) },
  });
}

describe('GET /v3/flags', () => {
  it("answers Willow Creek's flags", async () => {
    const response = await flags(DEMO_STAFF_ID, `?communityId=${WILLOW_CREEK_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      wellnessEnabled: true,
      shortcutsEnabledPlus: true,
      communityCustomThemeFile: null,
      requestExperienceEnabled: true,
    });
  });

  it("answers Maple Grove's flags to a member", async () => {
    const response = await flags(DEMO_RESIDENT_ID, `?communityId=${MAPLE_GROVE_ID}`);
    expect(response.json()).toEqual({
      wellnessEnabled: false,
      shortcutsEnabledPlus: false,
      communityCustomThemeFile: '/themes/maple.json',
      requestExperienceEnabled: false,
    });
  });

  it('answers 403 for a community the caller is not in', async () => {
    const response = await flags(DEMO_STAFF_ID, `?communityId=${MAPLE_GROVE_ID}`);
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 without a community id', async () => {
    expect((await flags(DEMO_STAFF_ID, '')).statusCode).toBe(400);
  });
});

describe('toFlagsResponse', () => {
  it('turns unknown flags off', () => {
    expect(toFlagsResponse({}, {})).toEqual({
      wellnessEnabled: false,
      shortcutsEnabledPlus: false,
      communityCustomThemeFile: null,
      requestExperienceEnabled: false,
    });
  });
});
