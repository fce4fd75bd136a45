import { HOME_CONTROLS_PATHS, type RemoteHost, strings } from '@portal/contracts';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_HOME_SYSTEM_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';

const HOME_CONTROLS_CONFIG = `query HomeControlsConfig($communityId: ID!) {
  homeControlsConfig(communityId: $communityId) {
    username system analytics ctoken password from
    homeSystem { _id analyticsId ctoken password systemStatus }
  } }`;

/** The demo resident's seeded home system (buildDemoDataset.ts). */
const DEMO_CREDENTIAL = {
  sysid: DEMO_HOME_SYSTEM_ID,
  ctoken: 'c0ffee00d15ea5e0b1e55ed0ba5eba11',
  username: 'willowcreek-oak214',
  password: 'oak214-home',
};
const DEMO_ANALYTICS_ID = '6f1c2a4e-8d3b-4c7a-9e21-5b0d7f3a9c12';
/** The local controller simulator on its default port: the test app sets no HOME_CONTROLLER_URL. */
const DEFAULT_HOST = `http://127.0.0.1:8123/c/${DEMO_HOME_SYSTEM_ID}`;
const OTHER_COMMUNITY_ID = '64b0c0000000000000000003';

type Credential = Partial<Record<keyof typeof DEMO_CREDENTIAL, string>>;

let testApp: TestApp;
const bearers = new Map<string, string>();

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.db.query(
    `INSERT INTO communities (id, name, timezone) VALUES ($1, 'Birch Hollow', 'America/Chicago')`,
    [OTHER_COMMUNITY_ID],
  );
}, 60_000);

afterAll(() => testApp.close());

async function bearer(userId: string): Promise<string> {
  const known = bearers.get(userId);
  if (known) return known;
  const made = await bearerFor(testApp, userId);
  bearers.set(userId, made);
  return made;
}

async function homeControlsConfig(userId: string, communityId = WILLOW_CREEK_ID) {
  return graphQuery<{ homeControlsConfig: unknown }>(
    testApp,
    await bearer(userId),
    HOME_CONTROLS_CONFIG,
    { communityId },
  );
}

async function remote(userId: string | null, credential: Credential = DEMO_CREDENTIAL) {
  const query = new URLSearchParams(credential as Record<string, string>);
  return testApp.request({
    method: 'GET',
    url: `${HOME_CONTROLS_PATHS.remote}?${query}`,
    headers: userId ? { authorization: await bearer(userId) } : {},
  });
}

async function withDemoSystem(change: string, run: () => Promise<void>): Promise<void> {
  const [saved] = await testApp.db.query<{ system_status: string; controller_url: string | null }>(
    'SELECT system_status, controller_url FROM home_systems WHERE id = $1',
    [DEMO_HOME_SYSTEM_ID],
  );
  await testApp.db.query(`UPDATE home_systems SET ${change} WHERE id = $1`, [DEMO_HOME_SYSTEM_ID]);
  try {
    await run();
  } finally {
    await testApp.db.query(
      'UPDATE home_systems SET system_status = $2, controller_url = $3 WHERE id = $1',
      [DEMO_HOME_SYSTEM_ID, saved.system_status, saved.controller_url],
    );
  }
}

async function residentWithoutHomeSystem(): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.roles[1] = 'Resident'
        AND NOT EXISTS (SELECT 1 FROM home_systems h WHERE h.user_id = u.id)
      ORDER BY u.id LIMIT 1`,
    [WILLOW_CREEK_ID],
  );
  return row.id;
}

function expectForbidden(answer: Awaited<ReturnType<typeof homeControlsConfig>>, message: string) {
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
}

describe('homeControlsConfig', () => {
  it("gives the resident their home system's credential and secrets", async () => {
    const answer = await homeControlsConfig(DEMO_RESIDENT_ID);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.homeControlsConfig).toEqual({
      username: DEMO_CREDENTIAL.username,
      system: DEMO_HOME_SYSTEM_ID,
      analytics: DEMO_ANALYTICS_ID,
      ctoken: DEMO_CREDENTIAL.ctoken,
      password: DEMO_CREDENTIAL.password,
      from: 'portal',
      homeSystem: {
        _id: DEMO_HOME_SYSTEM_ID,
        analyticsId: DEMO_ANALYTICS_ID,
        ctoken: DEMO_CREDENTIAL.ctoken,
        password: DEMO_CREDENTIAL.password,
        systemStatus: 'Deployed',
      },
    });
  });

  it('answers the resident in each of their communities, and refuses any other', async () => {
    expect((await homeControlsConfig(DEMO_RESIDENT_ID, MAPLE_GROVE_ID)).errors).toBeUndefined();
    for (const communityId of [OTHER_COMMUNITY_ID, '64b0c00000000000000000ff']) {
      const answer = await homeControlsConfig(DEMO_RESIDENT_ID, communityId);
      expectForbidden(answer, 'You do not belong to this community.');
    }
  });

  it.each([
    ['family', DEMO_FAMILY_ID],
    ['staff', DEMO_STAFF_ID],
    ['the advocate', DEMO_ADVOCATE_ID],
  ])('refuses %s with FORBIDDEN', async (_label, userId) => {
    expectForbidden(await homeControlsConfig(userId), strings.homeControlsForbidden);
  });

  it('refuses a resident without a home system, or whose system is not Deployed', async () => {
    const withoutSystem = await residentWithoutHomeSystem();
    expectForbidden(await homeControlsConfig(withoutSystem), strings.homeControlsForbidden);
    await withDemoSystem(`system_status = 'Pending'`, async () => {
      expectForbidden(await homeControlsConfig(DEMO_RESIDENT_ID), strings.homeControlsForbidden);
    });
  });
});

describe('GET /remote', () => {
  it("answers the host of the resident's controller on the default controller", async () => {
    const response = await remote(DEMO_RESIDENT_ID);
    expect(response.statusCode).toBe(200);
    expect(response.json<RemoteHost>()).toEqual({ host: DEFAULT_HOST });
  });

  it("answers the apartment's own controller when it has one", async () => {
    const own = 'https://oak214.homes.example.org:8443';
    await withDemoSystem(`controller_url = '${own}'`, async () => {
      const response = await remote(DEMO_RESIDENT_ID);
      expect(response.statusCode).toBe(200);
      expect(response.json<RemoteHost>()).toEqual({ host: own });
    });
  });

  it('keeps only http(s) controller URLs', async () => {
    await expect(
      testApp.db.query(
        `UPDATE home_systems SET controller_url = 'javascript:alert(1)' WHERE id = $1`,
        [DEMO_HOME_SYSTEM_ID],
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it.each([
    ['ctoken', { ctoken: 'c0ffee00d15ea5e0b1e55ed0ba5eba12' }],
    ['password', { password: 'oak214-home ' }],
    ['username', { username: 'willowcreek-oak215' }],
    ['sysid', { sysid: '64b0d0000000000000000002' }],
  ])('refuses a wrong %s', async (_label, wrong) => {
    const response = await remote(DEMO_RESIDENT_ID, { ...DEMO_CREDENTIAL, ...wrong });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: strings.homeControlsCredentialsWrong });
  });

  it.each([
    ['family', DEMO_FAMILY_ID],
    ['staff', DEMO_STAFF_ID],
    ['the advocate', DEMO_ADVOCATE_ID],
  ])('refuses %s, even with the resident’s credential', async (_label, userId) => {
    const response = await remote(userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: strings.homeControlsForbidden });
  });

  it('refuses the resident while their system is not Deployed', async () => {
    await withDemoSystem(`system_status = 'Pending'`, async () => {
      const response = await remote(DEMO_RESIDENT_ID);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: strings.homeControlsForbidden });
    });
  });

  it.each(['sysid', 'ctoken', 'username', 'password'] as const)(
    'answers 400 without %s, or with it blank',
    async (name) => {
      for (const value of [undefined, ' ']) {
        const credential: Credential = { ...DEMO_CREDENTIAL, [name]: value };
        if (value === undefined) delete credential[name];
        const response = await remote(DEMO_RESIDENT_ID, credential);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: `${name} is required` });
      }
    },
  );

  it('answers 400 to an over-long value', async () => {
    const response = await remote(DEMO_RESIDENT_ID, {
      ...DEMO_CREDENTIAL,
      ctoken: 'a'.repeat(129),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'querystring/ctoken must NOT have more than 128 characters',
    });
  });

  it('answers 401 without a bearer token', async () => {
    const response = await remote(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('limits each person to 60 requests a minute', async () => {
    const withoutSystem = await residentWithoutHomeSystem();
    for (let count = 1; count <= 60; count++) {
      expect((await remote(withoutSystem)).statusCode).toBe(403);
    }
    expect((await remote(withoutSystem)).statusCode).toBe(429);
    expect((await remote(DEMO_RESIDENT_ID)).statusCode).toBe(200);
  });
});
