import {
  addDays,
  localDay,
  strings,
  WELLNESS_PATHS,
  type WellnessAccountAnswer,
  type WellnessConnector,
  type WellnessDailyValue,
  type WellnessReading,
} from '@portal/contracts';
import { buildDemoDataset } from '../db/seedData/buildDemoDataset.ts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import type { TestRequest } from '../testing/httpClient.ts';
import { bearerFor, startTestApp, TEST_ALLOWED_ORIGIN, type TestApp } from '../testing/testApp.ts';
import { isAllowedRedirect } from './consentPage.ts';
import { simulatedDailyValue } from './simulatedReadings.ts';
import { connectSource } from './wellnessRepository.ts';
import { DEVICE_CHANGE_DAYS_AGO, WELLNESS_HISTORY_DAYS, wellnessNewcomer } from './wellnessSeed.ts';

const ZONE = 'America/New_York';
let testApp: TestApp;
let residentToken: string;
let newcomerId: string;

beforeAll(async () => {
  testApp = await startTestApp({ config: { logLevel: 'error' } });
  residentToken = await wellnessToken(DEMO_RESIDENT_ID);
  const newcomer = wellnessNewcomer(buildDemoDataset());
  if (!newcomer) throw new Error('No resident without wellness setup');
  newcomerId = newcomer.id;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function login(userId: string, communityId: string | null = WILLOW_CREEK_ID) {
  const query = communityId ? `?communityId=${communityId}` : '';
  return testApp.request({
    method: 'GET',
    url: `${WELLNESS_PATHS.login}${query}`,
    headers: { authorization: await bearerFor(testApp, userId) },
  });
}

async function wellnessToken(userId: string): Promise<string> {
  const response = await login(userId);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

function call(token: string, request: TestRequest) {
  return testApp.request({
    ...request,
    headers: { authenticationToken: token, ...request.headers },
  });
}

async function daily(token: string, startDay: string, endDay: string, types = '') {
  const query = new URLSearchParams({ startDay, endDay, ...(types ? { types } : {}) });
  return call(token, { method: 'GET', url: `${WELLNESS_PATHS.dailyValues}?${query}` });
}

async function dailyData(token: string, startDay: string, endDay: string, types = '') {
  const response = await daily(token, startDay, endDay, types);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: WellnessDailyValue[] }>().data;
}

async function account(token: string): Promise<WellnessAccountAnswer> {
  const response = await call(token, { method: 'GET', url: WELLNESS_PATHS.account });
  expect(response.statusCode).toBe(200);
  return response.json<WellnessAccountAnswer>();
}

async function connectors(token: string, platform: string): Promise<WellnessConnector[]> {
  const response = await call(token, {
    method: 'GET',
    url: `${WELLNESS_PATHS.connectors}?platform=${platform}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ connectors: WellnessConnector[] }>().connectors;
}

const today = () => localDay(new Date(), ZONE);

describe('the wellness login', () => {
  it('gives a resident of a community with wellness a token', async () => {
    expect(residentToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['staff', DEMO_STAFF_ID],
    ['family', DEMO_FAMILY_ID],
  ])(
    'gives %s of that community a token too: the flag gates wellness for every role',
    async (_who, userId) => {
      expect((await login(userId)).statusCode).toBe(200);
    },
  );

  it('needs the community named (spec 5)', async () => {
    expect((await login(DEMO_RESIDENT_ID, null)).statusCode).toBe(400);
  });

  it('refuses a resident where the flag is off with the spec message', async () => {
    const response = await login(DEMO_RESIDENT_ID, MAPLE_GROVE_ID);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: strings.wellnessNotConfigured });
  });

  it('needs the portal session', async () => {
    const response = await testApp.request({ method: 'GET', url: WELLNESS_PATHS.login });
    expect(response.statusCode).toBe(401);
  });
});

describe('the wellness token', () => {
  it('is required on every call, and no other token stands in for it', async () => {
    expect((await testApp.request({ method: 'GET', url: WELLNESS_PATHS.account })).statusCode).toBe(
      401,
    );
    const portalToken = (await bearerFor(testApp, DEMO_RESIDENT_ID)).replace('Bearer ', '');
    expect(
      (await call(portalToken, { method: 'GET', url: WELLNESS_PATHS.account })).statusCode,
    ).toBe(401);
    const chat = await testApp.request({
      method: 'POST',
      url: '/v3/auth/communication/login',
      headers: { authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
      payload: { communityId: WILLOW_CREEK_ID },
    });
    const chatToken = chat.json<{ streamToken: string }>().streamToken;
    expect((await call(chatToken, { method: 'GET', url: WELLNESS_PATHS.account })).statusCode).toBe(
      401,
    );
  });

  it('stops working as soon as the community turns wellness off', async () => {
    const setFlag = (on: boolean) =>
      testApp.db.query(
        `UPDATE communities SET flags = jsonb_set(flags, '{wellnessEnabled}', to_jsonb($2::boolean))
          WHERE id = $1`,
        [WILLOW_CREEK_ID, on],
      );
    await setFlag(false);
    try {
      const response = await call(residentToken, { method: 'GET', url: WELLNESS_PATHS.account });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: strings.wellnessNotConfigured });
    } finally {
      await setFlag(true);
    }
    expect(
      (await call(residentToken, { method: 'GET', url: WELLNESS_PATHS.account })).statusCode,
    ).toBe(200);
  });

  it('reads the flag as /v3/flags does: on only when it is true, not "true" or "yes"', async () => {
    const setFlag = (value: string) =>
      testApp.db.query(
        `UPDATE communities SET flags = jsonb_set(flags, '{wellnessEnabled}', $2::jsonb)
          WHERE id = $1`,
        [WILLOW_CREEK_ID, value],
      );
    try {
      for (const value of ['"true"', '"yes"', '1']) {
        await setFlag(value);
        const response = await call(residentToken, { method: 'GET', url: WELLNESS_PATHS.account });
        expect([value, response.statusCode]).toEqual([value, 403]);
      }
    } finally {
      await setFlag('true');
    }
  });
});

describe('the wellness account', () => {
  it("answers the demo resident's finished setup and connected sources", async () => {
    const answer = await account(residentToken);
    expect(answer.setupComplete).toBe(true);
    expect(answer.userInformation).toMatchObject({
      height: 163,
      weight: 64.5,
      birthdate: '1941-04-17',
      gender: 'female',
    });
    expect(answer.userInformation.connectedSources.map((s) => [s.dataSource, s.platform])).toEqual([
      ['omron', 'web'],
      ['appleHealth', 'ios'],
      ['withings', 'web'],
    ]);
  });

  it('is created on first use for a resident without one, and setup saves field by field', async () => {
    const token = await wellnessToken(newcomerId);
    const empty = await account(token);
    expect(empty).toEqual({
      userInformation: {
        height: null,
        weight: null,
        birthdate: null,
        gender: null,
        connectedSources: [],
      },
      setupComplete: false,
    });
    const save = (payload: unknown) =>
      call(token, { method: 'POST', url: WELLNESS_PATHS.userInformation, payload });
    const refused: [unknown, string][] = [
      [{ height: 170, weight: 12 }, strings.wellnessWeightInvalid],
      [{ height: 300 }, strings.wellnessHeightInvalid],
      [{ birthdate: '1950-02-30' }, strings.wellnessBirthdateInvalid],
      [{ birthdate: addDays(today(), 1) }, strings.wellnessBirthdateInvalid],
      [{ gender: 'robot' }, strings.wellnessGenderInvalid],
      [{}, strings.wellnessInformationEmpty],
    ];
    for (const [payload, message] of refused) {
      const response = await save(payload);
      expect([payload, response.statusCode, response.json()]).toEqual([payload, 400, { message }]);
    }
    expect(await account(token)).toEqual(empty);

    expect((await save({ height: 172.7, weight: 81.6 })).statusCode).toBe(200);
    const done = await save({ birthdate: '1938-11-02', gender: 'male' });
    expect(done.json<WellnessAccountAnswer>()).toMatchObject({
      userInformation: { height: 172.7, weight: 81.6, birthdate: '1938-11-02', gender: 'male' },
      setupComplete: true,
    });
  });
});

describe('daily values', () => {
  it('has 180 days of history with gaps and a change from Fitbit to Withings', async () => {
    const end = today();
    const start = addDays(end, 1 - WELLNESS_HISTORY_DAYS);
    const data = await dailyData(residentToken, start, end);
    const steps = data.filter((value) => value.type === 'steps');
    expect(steps.length).toBeGreaterThan(150);
    expect(steps.length).toBeLessThan(WELLNESS_HISTORY_DAYS);
    const change = addDays(end, -DEVICE_CHANGE_DAYS_AGO);
    expect(new Set(steps.filter((v) => v.date < change).map((v) => v.dataSource))).toEqual(
      new Set(['fitbit']),
    );
    expect(new Set(steps.filter((v) => v.date >= change).map((v) => v.dataSource))).toEqual(
      new Set(['withings']),
    );
    const types = new Set(data.map((value) => value.type));
    expect(types).toEqual(
      new Set([
        'steps',
        'restingHeartRate',
        'weight',
        'bloodPressureSystolic',
        'bloodPressureDiastolic',
        'sleepMinutes',
      ]),
    );
    expect(data.every((value) => value.date >= start && value.date <= end)).toBe(true);
    const pressure = await dailyData(residentToken, start, end, 'bloodPressureSystolic');
    expect(pressure.length).toBeGreaterThan(100);
    expect(pressure.every((value) => value.dataSource === 'omron')).toBe(true);
  });

  it.each<[{ startDay: string; endDay: string; types?: string }, string]>([
    [{ startDay: '2026-13-01', endDay: '2026-12-31' }, strings.wellnessDayInvalid],
    [{ startDay: '2026-02-01', endDay: '2026-01-31' }, strings.wellnessRangeReversed],
    [{ startDay: '2025-01-01', endDay: '2026-02-05' }, strings.wellnessRangeTooLong],
    [
      { startDay: '2026-01-01', endDay: '2026-01-02', types: 'steps,mood' },
      strings.wellnessMeasureUnknown,
    ],
  ])('refuses %j', async (query, message) => {
    const response = await daily(residentToken, query.startDay, query.endDay, query.types);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes a span of exactly 400 days', async () => {
    expect((await daily(residentToken, '2025-01-01', '2026-02-04')).statusCode).toBe(200);
  });

  it('stores an upload, replaces a value sent again, and stores nothing of a bad one', async () => {
    const token = await wellnessToken(newcomerId);
    const upload = (payload: unknown, rawBody?: string) =>
      call(token, {
        method: 'POST',
        url: WELLNESS_PATHS.dailyValues,
        ...(rawBody
          ? { rawBody: Buffer.from(rawBody), headers: { 'content-type': 'application/json' } }
          : { payload }),
      });
    const good = { date: '2026-01-10', type: 'steps', value: 4000 };
    const refused: [unknown, string | null][] = [
      [
        { data: [good, { date: '2026-01-11', type: 'mood', value: 3 }] },
        strings.wellnessMeasureUnknown,
      ],
      [
        { data: [good, { date: '2026-01-32', type: 'steps', value: 3 }] },
        strings.wellnessDayInvalid,
      ],
      [
        { data: [good, { date: '2026-01-11', type: 'weight', value: 2 }] },
        strings.wellnessValueInvalid,
      ],
      [{ dataSource: 'myScale', data: [good] }, strings.wellnessDataSourceUnknown],
      [
        { data: [good, { date: addDays(today(), 1), type: 'steps', value: 3 }] },
        strings.wellnessValueInFuture,
      ],
      [{ data: [] }, null],
    ];
    for (const [payload, message] of refused) {
      const response = await upload(payload);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    }
    const infinite = await upload(
      null,
      '{"data":[{"date":"2026-01-10","type":"steps","value":4000},{"date":"2026-01-11","type":"steps","value":1e999}]}',
    );
    expect(infinite.statusCode).toBe(400);
    expect(await dailyData(token, '2026-01-01', '2026-01-31')).toEqual([]);

    expect((await upload({ data: [good] })).json()).toEqual({ stored: 1 });
    expect((await upload({ data: [{ ...good, value: 4200 }] })).statusCode).toBe(200);
    expect(await dailyData(token, '2026-01-01', '2026-01-31')).toEqual([
      { date: '2026-01-10', type: 'steps', value: 4200, dataSource: 'manual' },
    ]);
    // The same day twice in one upload: the later value counts.
    const twice = await upload({
      data: [
        { ...good, value: 4300 },
        { ...good, value: 4400 },
      ],
    });
    expect(twice.statusCode).toBe(200);
    expect(await dailyData(token, '2026-01-01', '2026-01-31')).toEqual([
      { date: '2026-01-10', type: 'steps', value: 4400, dataSource: 'manual' },
    ]);
  });

  it('delivers the days a connected source has not yet sent, the same values every time', async () => {
    const end = today();
    const from = addDays(end, -3);
    const before = await dailyData(residentToken, from, end, 'steps,weight');
    expect(before.length).toBeGreaterThan(0);
    // As if Withings had last delivered four days ago.
    await testApp.db.query(
      `DELETE FROM wellness_daily_values WHERE user_id = $1 AND data_source = 'withings' AND day >= $2`,
      [DEMO_RESIDENT_ID, from],
    );
    await testApp.db.query(
      `UPDATE wellness_sources SET delivered_through = $2 WHERE user_id = $1 AND data_source = 'withings'`,
      [DEMO_RESIDENT_ID, addDays(from, -1)],
    );
    // Two reads at once: both answer, and each day is delivered once.
    const [first, second] = await Promise.all([
      dailyData(residentToken, from, end, 'steps,weight'),
      dailyData(residentToken, from, end, 'steps,weight'),
    ]);
    expect(first).toEqual(before);
    expect(second).toEqual(before);
    expect(before.find((v) => v.type === 'steps')?.value).toBe(
      simulatedDailyValue(
        DEMO_RESIDENT_ID,
        'steps',
        before.find((v) => v.type === 'steps')?.date ?? '',
      ),
    );
  });
});

describe('readings within a day', () => {
  const upload = (token: string, payload: unknown) =>
    call(token, { method: 'POST', url: WELLNESS_PATHS.values, payload });
  const between = (token: string, startTimestamp: string, endTimestamp: string) =>
    call(token, {
      method: 'GET',
      url: `${WELLNESS_PATHS.values}?${new URLSearchParams({ startTimestamp, endTimestamp })}`,
    });

  it("puts a reading on the community's calendar day and answers a window of time", async () => {
    const token = await wellnessToken(newcomerId);
    const stored = await upload(token, {
      dataSource: 'withings',
      data: [
        // 23:30 and 00:30 in New York (EST, UTC-5).
        { timestamp: '2026-01-15T04:30:00Z', type: 'bloodPressureSystolic', value: 131 },
        { timestamp: '2026-01-15T05:30:00Z', type: 'bloodPressureSystolic', value: 127 },
        { timestamp: '2026-01-15T09:00:00-05:00', type: 'restingHeartRate', value: 64 },
      ],
    });
    expect(stored.json()).toEqual({ stored: 3 });
    // One moment written twice (in two zones) in one upload: the later value counts.
    const again = await upload(token, {
      dataSource: 'withings',
      data: [
        { timestamp: '2026-01-15T05:30:00Z', type: 'bloodPressureSystolic', value: 128 },
        { timestamp: '2026-01-15T00:30:00-05:00', type: 'bloodPressureSystolic', value: 127 },
      ],
    });
    expect(again.json()).toEqual({ stored: 2 });
    const response = await between(token, '2026-01-15T04:00:00Z', '2026-01-15T06:00:00Z');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: WellnessReading[] }>().data).toEqual([
      {
        timestamp: '2026-01-15T04:30:00.000Z',
        date: '2026-01-14',
        type: 'bloodPressureSystolic',
        value: 131,
        dataSource: 'withings',
      },
      {
        timestamp: '2026-01-15T05:30:00.000Z',
        date: '2026-01-15',
        type: 'bloodPressureSystolic',
        value: 127,
        dataSource: 'withings',
      },
    ]);
  });

  it('refuses bad times and bad readings, storing none of them', async () => {
    const token = await wellnessToken(newcomerId);
    for (const [start, end, message] of [
      ['2026-02-01T00:00:00', '2026-02-02T00:00:00Z', strings.wellnessTimestampInvalid],
      ['2026-02-02T00:00:00Z', '2026-02-01T00:00:00Z', strings.wellnessRangeReversed],
      ['2025-01-01T00:00:00Z', '2026-02-06T00:00:00Z', strings.wellnessRangeTooLong],
    ]) {
      const response = await between(token, start, end);
      expect([start, response.statusCode, response.json()]).toEqual([start, 400, { message }]);
    }
    const bad = await upload(token, {
      data: [
        { timestamp: '2026-02-01T08:00:00Z', type: 'steps', value: 300 },
        { timestamp: '1 February 2026', type: 'steps', value: 200 },
      ],
    });
    expect(bad.json()).toEqual({ message: strings.wellnessTimestampInvalid });
    const ahead = await upload(token, {
      data: [
        { timestamp: '2026-02-01T08:00:00Z', type: 'steps', value: 300 },
        { timestamp: new Date(Date.now() + 3_600_000).toISOString(), type: 'steps', value: 200 },
      ],
    });
    expect(ahead.json()).toEqual({ message: strings.wellnessValueInFuture });
    const none = await between(token, '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z');
    expect(none.json()).toEqual({ data: [] });
  });
});

describe('connectors', () => {
  it('serves the static list of connectors and types without a token', async () => {
    const response = await testApp.request({ method: 'GET', url: WELLNESS_PATHS.connectorFile });
    expect(response.statusCode).toBe(200);
    const file = response.json<{ connectors: { id: string }[]; types: { id: string }[] }>();
    expect(file.connectors.map((c) => c.id)).toEqual([
      'fitbit',
      'withings',
      'garmin',
      'omron',
      'appleHealth',
      'healthConnect',
    ]);
    expect(file.types.map((t) => t.id)).toContain('sleepMinutes');
  });

  it("lists a platform's connectors, native ones only on their own platform", async () => {
    const web = await connectors(residentToken, 'web');
    expect(web.map((c) => [c.id, c.enabled])).toEqual([
      ['fitbit', false],
      ['withings', true],
      ['garmin', false],
      ['omron', true],
    ]);
    expect((await connectors(residentToken, 'ios')).map((c) => c.id)).toContain('appleHealth');
    expect((await connectors(residentToken, 'ios')).map((c) => c.id)).not.toContain(
      'healthConnect',
    );
  });

  it('removes a device only where it may be removed', async () => {
    const token = await wellnessToken(newcomerId);
    await call(token, { method: 'GET', url: WELLNESS_PATHS.account });
    for (const [dataSource, platform] of [
      ['appleHealth', 'ios'],
      ['garmin', 'web'],
    ] as const) {
      await connectSource(testApp.db, {
        userId: newcomerId,
        dataSource,
        platform,
        connectedAt: new Date(),
        deliveredThrough: null,
      });
    }
    const remove = (id: string, platform: string) =>
      call(token, { method: 'DELETE', url: WELLNESS_PATHS.connector(id), payload: { platform } });
    const refusals: [string, string, number, string][] = [
      ['appleHealth', 'web', 403, strings.deviceRemoveNative],
      ['appleHealth', 'android', 403, strings.deviceRemoveOtherPlatform],
      ['fitbit', 'web', 404, strings.deviceRemoveFailed],
      ['nokia', 'web', 404, strings.deviceRemoveFailed],
    ];
    for (const [id, platform, status, message] of refusals) {
      const response = await remove(id, platform);
      expect([id, platform, response.statusCode, response.json()]).toEqual([
        id,
        platform,
        status,
        { message },
      ]);
    }
    expect((await remove('garmin', 'android')).statusCode).toBe(204);
    expect((await remove('appleHealth', 'ios')).statusCode).toBe(204);
    expect((await account(token)).userInformation.connectedSources).toEqual([]);
  });
});

describe('connecting a web connector', () => {
  const redirect = `${TEST_ALLOWED_ORIGIN}/wellness/devices`;
  const connect = (token: string, dataSourceId: string, redirectString: string) =>
    call(token, {
      method: 'POST',
      url: WELLNESS_PATHS.connect,
      payload: { dataSourceId, redirectString },
    });
  const decide = (url: string, decision: string) =>
    testApp.request({
      method: 'POST',
      url: WELLNESS_PATHS.consent,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: Buffer.from(
        new URLSearchParams({
          request: new URL(url).searchParams.get('request') ?? '',
          decision,
        }).toString(),
      ),
    });

  it('shows a consent page, and Allow connects the source and goes back', async () => {
    const token = await wellnessToken(newcomerId);
    const answer = await connect(token, 'fitbit', redirect);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<{ url: string }>();
    const link = new URL(url);
    expect(link.origin).toBe(new URL(testApp.baseUrl).origin);
    expect(link.pathname).toBe(WELLNESS_PATHS.consent);

    const page = await testApp.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Connect Fitbit</h1>');
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="allow">Allow<\/button>/,
    );
    expect(page.body).toMatch(/value="cancel">Cancel<\/button>/);
    expect(page.headers['content-security-policy']).toContain(
      `form-action 'self' ${TEST_ALLOWED_ORIGIN}`,
    );

    const allowed = await decide(url, 'allow');
    expect(allowed.statusCode).toBe(303);
    expect(allowed.headers.location).toBe(`${redirect}?dataSourceId=fitbit&status=connected`);
    const sources = (await account(token)).userInformation.connectedSources;
    expect(sources.map((s) => [s.dataSource, s.platform])).toEqual([['fitbit', 'web']]);
    const delivered = await dailyData(token, today(), today());
    expect(delivered.every((value) => value.dataSource === 'fitbit')).toBe(true);
    expect(delivered.length).toBeGreaterThan(0);
  });

  it('records nothing on Cancel', async () => {
    const token = await wellnessToken(newcomerId);
    const { url } = (await connect(token, 'garmin', redirect)).json<{ url: string }>();
    const cancelled = await decide(url, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${redirect}?dataSourceId=garmin&status=cancelled`);
    expect((await connectors(token, 'web')).find((c) => c.id === 'garmin')?.enabled).toBe(false);
  });

  it.each([
    [
      'a foreign origin',
      'fitbit',
      'https://evil.example.com/wellness',
      strings.wellnessRedirectRefused,
    ],
    ['a script address', 'fitbit', 'javascript:alert(1)', strings.wellnessRedirectRefused],
    ['a native connector', 'appleHealth', redirect, strings.wellnessConnectUnavailable],
    ['an unknown connector', 'nokia', redirect, strings.wellnessConnectUnavailable],
  ])('refuses %s', async (_what, dataSourceId, redirectString, message) => {
    const response = await connect(residentToken, dataSourceId, redirectString);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes a local return address only in development', async () => {
    const local = 'http://localhost:3000/wellness/devices';
    const allowed = (localOrigins: boolean) =>
      isAllowedRedirect(testApp.db, local, [TEST_ALLOWED_ORIGIN], WILLOW_CREEK_ID, {
        localOrigins,
      });
    expect(await allowed(true)).toBe(true);
    expect(await allowed(false)).toBe(false);
    expect(
      await isAllowedRedirect(testApp.db, redirect, [TEST_ALLOWED_ORIGIN], WILLOW_CREEK_ID, {
        localOrigins: false,
      }),
    ).toBe(true);
  });

  it('refuses a consent request that was not signed by the service', async () => {
    const forged = `${testApp.baseUrl}${WELLNESS_PATHS.consent}?request=e30.e30.xxxx`;
    const allowed = await decide(forged, 'allow');
    expect(allowed.statusCode).toBe(400);
    expect(allowed.body).toContain(strings.wellnessConsentExpired);
  });
});
