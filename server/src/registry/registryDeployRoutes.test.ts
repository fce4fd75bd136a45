import { DEMO_RESIDENT_ID, MAPLE_GROVE_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { localArea } from '../testing/localAreas.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { DEPLOY_KEY_HEADER } from './registryDeployRoutes.ts';
import type { RegistryAnswer } from './registryRoute.ts';

const KEY = 'k'.repeat(48);
const DINING = localArea('mf_dining', 3003, 'dining');
let testApp: TestApp;
let resident: string;

beforeAll(async () => {
  testApp = await startTestApp({ config: { localAreas: [DINING], deployKey: KEY } });
  resident = await bearerFor(testApp, DEMO_RESIDENT_ID);
}, 60_000);

afterAll(() => testApp.close());

function deploy(url: string, payload: object, key: string | null = KEY) {
  return testApp.request({
    method: 'POST',
    url: `/v3/registry/${url}`,
    payload,
    headers: key === null ? {} : { [DEPLOY_KEY_HEADER]: key },
  });
}

async function diningVersion(communityId: string): Promise<string | undefined> {
  const answer = await testApp.request({
    method: 'GET',
    url: `/v3/registry?communityId=${communityId}`,
    headers: { authorization: resident },
  });
  const { remotes } = answer.json<RegistryAnswer>();
  return remotes.find((remote) => remote.name === 'mf_dining')?.version;
}

const RELEASE_2 = {
  area: 'mf_dining',
  version: '2.0.0',
  entry: 'http://localhost:3200/mf-dining/2.0.0/mf-manifest.json',
  definition: {
    ...DINING.definition,
    nav: [{ id: 'dining', label: 'Dining', to: '/dining', icon: 'dining' }],
  },
};
let fresh = 0;
/** A release of a version not recorded yet, whose definition has `change`. */
const withDefinition = (change: object) => ({
  ...RELEASE_2,
  version: `3.0.${fresh++}`,
  definition: { ...RELEASE_2.definition, ...change },
});

describe('registry deploy routes', () => {
  it('refuse anyone without the deploy key, and change nothing', async () => {
    for (const key of [null, '', 'k'.repeat(47), 'x'.repeat(48), resident]) {
      expect((await deploy('releases', RELEASE_2, key)).statusCode).toBe(401);
    }
    expect(
      (await deploy('promotions', { area: 'mf_dining', version: 'local' }, null)).statusCode,
    ).toBe(401);
    const [{ count }] = await testApp.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM area_releases WHERE version = '2.0.0'`,
    );
    expect(count).toBe(0);
  });

  it('release, promote for everyone, pin one community to the old one, roll back', async () => {
    expect((await deploy('releases', RELEASE_2)).statusCode).toBe(200);
    expect(await diningVersion(WILLOW_CREEK_ID)).toBe('local');
    const pin = await deploy('promotions', {
      area: 'mf_dining',
      version: 'local',
      communityId: MAPLE_GROVE_ID,
    });
    expect(pin.statusCode).toBe(200);
    expect((await deploy('promotions', { area: 'mf_dining', version: '2.0.0' })).statusCode).toBe(
      200,
    );
    expect(await diningVersion(WILLOW_CREEK_ID)).toBe('2.0.0');
    expect(await diningVersion(MAPLE_GROVE_ID)).toBe('local');

    const back = await deploy('rollbacks', { area: 'mf_dining' });
    expect(back.json()).toMatchObject({ version: 'local' });
    expect(await diningVersion(WILLOW_CREEK_ID)).toBe('local');
  });

  it('switch an area off for one community and back on', async () => {
    const off = { area: 'mf_dining', communityId: WILLOW_CREEK_ID, enabled: false };
    expect((await deploy('switches', off)).statusCode).toBe(200);
    expect(await diningVersion(WILLOW_CREEK_ID)).toBeUndefined();
    expect(await diningVersion(MAPLE_GROVE_ID)).toBe('local');
    expect((await deploy('switches', { ...off, enabled: true })).statusCode).toBe(200);
    expect(await diningVersion(WILLOW_CREEK_ID)).toBe('local');
  });

  it.each([
    ['releases', { ...RELEASE_2, version: '4.0.0', entry: 'javascript:alert(1)' }],
    ['releases', { ...RELEASE_2, version: '4.0.1', definition: undefined }],
    ['releases', { ...RELEASE_2, version: '4.0.2', note: 'unknown field' }],
    ['releases', withDefinition({ paths: [] })],
    ['releases', withDefinition({ access: { roles: ['Owner'] } })],
    ['releases', withDefinition({ titles: [{ path: 'x', title: () => 'x' }] })],
    ['releases', withDefinition({ nav: [{ id: 'x', label: 'X', to: '/x' }] })],
    ['releases', withDefinition({ script: 'alert(1)' })],
    ['releases', { ...RELEASE_2, entry: 'http://localhost:3200/elsewhere/mf-manifest.json' }],
    ['promotions', { area: 'mf_dining', version: 'no-such-version' }],
    ['promotions', { area: 'mf_dining', version: 'local', communityId: 'no-such-community' }],
    ['rollbacks', { area: 'mf_dining', communityId: WILLOW_CREEK_ID }],
    ['switches', { area: 'mf_dining', communityId: 'no-such-community', enabled: false }],
    ['switches', { area: 'mf_dining', communityId: WILLOW_CREEK_ID, enabled: 'no' }],
  ])('refuse a bad %s call with 400: %j', async (route, payload) => {
    const answer = await deploy(route, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(await diningVersion(WILLOW_CREEK_ID)).toBe('local');
    if (route === 'releases' && (payload as { version: string }).version !== '2.0.0') {
      const recorded = await testApp.db.query('SELECT 1 FROM area_releases WHERE version = $1', [
        (payload as { version: string }).version,
      ]);
      expect(recorded).toHaveLength(0);
    }
  });
});
