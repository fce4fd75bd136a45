import { buildApp } from '../app.ts';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_HOME_SYSTEM_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { LOCAL_AREAS, localArea } from '../testing/localAreas.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import type { RegistryAnswer } from './registryRoute.ts';
import { promote, registerRelease, setAreaEnabled } from './registryStore.ts';

const ALL_AREAS = LOCAL_AREAS.map((area) => area.name).sort();

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ config: { localAreas: LOCAL_AREAS } });
}, 60_000);

afterAll(() => testApp.close());

async function registry(userId: string, query: string) {
  return testApp.request({
    method: 'GET',
    url: `/v3/registry${query}`,
    headers: { authorization: await bearerFor(testApp, userId) },
  });
}

async function remotesFor(userId: string, communityId: string) {
  const response = await registry(userId, `?communityId=${communityId}`);
  expect(response.statusCode).toBe(200);
  return response.json<RegistryAnswer>().remotes;
}

async function areasFor(userId: string, communityId: string): Promise<string[]> {
  return (await remotesFor(userId, communityId)).map((remote) => remote.name);
}

async function versionOf(area: string, userId: string, communityId: string) {
  const remotes = await remotesFor(userId, communityId);
  return remotes.find((remote) => remote.name === area)?.version;
}

describe('GET /v3/registry', () => {
  it("answers the local builds at start, every area to Willow Creek's resident, not to be cached", async () => {
    const response = await registry(DEMO_RESIDENT_ID, `?communityId=${WILLOW_CREEK_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { remotes } = response.json<RegistryAnswer>();
    expect(remotes.map((remote) => remote.name)).toEqual(ALL_AREAS);
    // Each with the definition it was built from: the shell needs no remote to compose the portal.
    expect(remotes.find((remote) => remote.name === 'mf_controls')).toEqual({
      name: 'mf_controls',
      version: 'local',
      entry: 'http://localhost:3007/mf-manifest.json',
      definition: {
        id: 'controls',
        platform: '^1.1.0',
        paths: ['controls'],
        access: { roles: ['Resident'], requiresHomeSystem: true },
      },
    });
    expect(remotes.find((remote) => remote.name === 'mf_dining')).toEqual({
      name: 'mf_dining',
      version: 'local',
      entry: 'http://localhost:3003/mf-manifest.json',
      definition: { id: 'dining', platform: '^1.1.0', paths: ['dining'] },
    });
  });

  it("leaves out the areas the caller's role may not load", async () => {
    const staff = await areasFor(DEMO_STAFF_ID, WILLOW_CREEK_ID);
    expect(staff).not.toContain('mf_chat');
    expect(staff).not.toContain('mf_controls');
    expect(staff).toContain('mf_wellness');
    const family = await areasFor(DEMO_FAMILY_ID, WILLOW_CREEK_ID);
    expect(family).toContain('mf_chat');
    expect(family).not.toContain('mf_controls');
    expect(await areasFor(DEMO_ADVOCATE_ID, WILLOW_CREEK_ID)).toContain('mf_chat');
  });

  it('leaves out an area behind a flag the community has off', async () => {
    // Maple Grove has wellness off, Willow Creek on.
    expect(await areasFor(DEMO_RESIDENT_ID, MAPLE_GROVE_ID)).not.toContain('mf_wellness');
    expect(await areasFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).toContain('mf_wellness');
    await testApp.db.query(
      `UPDATE communities SET flags = flags || '{"wellnessEnabled": true}' WHERE id = $1`,
      [MAPLE_GROVE_ID],
    );
    try {
      expect(await areasFor(DEMO_RESIDENT_ID, MAPLE_GROVE_ID)).toContain('mf_wellness');
    } finally {
      await testApp.db.query(
        `UPDATE communities SET flags = flags - 'wellnessEnabled' WHERE id = $1`,
        [MAPLE_GROVE_ID],
      );
    }
  });

  it('leaves out home controls for a resident whose home system is not deployed', async () => {
    expect(await areasFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).toContain('mf_controls');
    await testApp.db.query(`UPDATE home_systems SET system_status = 'Pending' WHERE id = $1`, [
      DEMO_HOME_SYSTEM_ID,
    ]);
    try {
      expect(await areasFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).not.toContain('mf_controls');
    } finally {
      await testApp.db.query(`UPDATE home_systems SET system_status = 'Deployed' WHERE id = $1`, [
        DEMO_HOME_SYSTEM_ID,
      ]);
    }
  });

  it('answers a promoted version, and a pinned older one to the pinned community only', async () => {
    await registerRelease(testApp.db, {
      area: 'mf_dining',
      version: '2.0.0',
      manifestUrl: 'https://cdn.example.org/mf-dining/2.0.0/mf-manifest.json',
      definition: { id: 'dining', platform: '^1.4.0', paths: ['dining'] },
    });
    await promote(testApp.db, 'mf_dining', 'local', MAPLE_GROVE_ID);
    await promote(testApp.db, 'mf_dining', '2.0.0');
    const willow = await remotesFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID);
    expect(willow.find((remote) => remote.name === 'mf_dining')).toEqual({
      name: 'mf_dining',
      version: '2.0.0',
      entry: 'https://cdn.example.org/mf-dining/2.0.0/mf-manifest.json',
      definition: { id: 'dining', platform: '^1.4.0', paths: ['dining'] },
    });
    expect(await versionOf('mf_dining', DEMO_RESIDENT_ID, MAPLE_GROVE_ID)).toBe('local');
  });

  it('leaves out an area switched off for the community, there only', async () => {
    await setAreaEnabled(testApp.db, WILLOW_CREEK_ID, 'mf_events', false);
    try {
      expect(await areasFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).not.toContain('mf_events');
      expect(await areasFor(DEMO_STAFF_ID, WILLOW_CREEK_ID)).not.toContain('mf_events');
      expect(await areasFor(DEMO_RESIDENT_ID, MAPLE_GROVE_ID)).toContain('mf_events');
    } finally {
      await setAreaEnabled(testApp.db, WILLOW_CREEK_ID, 'mf_events', true);
    }
    expect(await areasFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID)).toContain('mf_events');
  });

  it('answers 403 for a community the caller is not in', async () => {
    expect((await registry(DEMO_STAFF_ID, `?communityId=${MAPLE_GROVE_ID}`)).statusCode).toBe(403);
    expect((await registry(DEMO_STAFF_ID, '?communityId=no-such-community')).statusCode).toBe(403);
  });

  it('answers 400 without a community id, or with one too long or repeated', async () => {
    expect((await registry(DEMO_STAFF_ID, '')).statusCode).toBe(400);
    expect((await registry(DEMO_STAFF_ID, '?communityId=')).statusCode).toBe(400);
    const tooLong = `${WILLOW_CREEK_ID}${'0'.repeat(ID_MAX)}`;
    expect((await registry(DEMO_STAFF_ID, `?communityId=${tooLong}`)).statusCode).toBe(400);
    const repeated = `?communityId=${WILLOW_CREEK_ID}&communityId=${WILLOW_CREEK_ID}`;
    expect((await registry(DEMO_STAFF_ID, repeated)).statusCode).toBe(400);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await testApp.request({
      method: 'GET',
      url: `/v3/registry?communityId=${WILLOW_CREEK_ID}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('local releases at start', () => {
  it('updates the local release without taking over an area promoted since', async () => {
    await registerRelease(testApp.db, {
      area: 'mf_profile',
      version: '3.1.0',
      manifestUrl: 'https://cdn.example.org/mf-profile/3.1.0/mf-manifest.json',
      definition: { id: 'profile', platform: '^1.1.0', paths: ['profile'] },
    });
    await promote(testApp.db, 'mf_profile', '3.1.0');
    await promote(testApp.db, 'mf_calls', 'local', MAPLE_GROVE_ID);

    // The server starts again with the local builds on other ports, and one more area.
    const moved = LOCAL_AREAS.map((area) => ({
      ...area,
      entry: area.entry.replace('localhost:30', 'localhost:31'),
    }));
    const newArea = localArea('mf_games', 3110, 'games');
    const restarted = await buildApp({
      db: testApp.db,
      config: { ...testApp.config, localAreas: [...moved, newArea] },
      graphQueryCache: false,
    });
    await restarted.close();

    const remotes = await remotesFor(DEMO_RESIDENT_ID, WILLOW_CREEK_ID);
    const byName = new Map(remotes.map((remote) => [remote.name, remote]));
    expect(byName.get('mf_profile')?.version).toBe('3.1.0');
    expect(byName.get('mf_profile')?.entry).toBe(
      'https://cdn.example.org/mf-profile/3.1.0/mf-manifest.json',
    );
    expect(byName.get('mf_feed')).toEqual({
      name: 'mf_feed',
      version: 'local',
      entry: 'http://localhost:3101/mf-manifest.json',
      definition: { id: 'library', platform: '^1.1.0', paths: ['library'] },
    });
    expect(byName.get('mf_games')?.version).toBe('local');
    // A community pinned to the local build gets its new address.
    const maple = await remotesFor(DEMO_RESIDENT_ID, MAPLE_GROVE_ID);
    expect(maple.find((remote) => remote.name === 'mf_calls')?.entry).toBe(
      'http://localhost:3106/mf-manifest.json',
    );
  });
});
