import { MAPLE_GROVE_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { liveRegistryKeeper } from './registryRoute.ts';
import {
  liveRegistry,
  promote,
  RegistryError,
  registerRelease,
  rollback,
  setAreaEnabled,
} from './registryStore.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 60_000);

afterAll(() => testApp.close());

function manifest(area: string, version: string): string {
  return `https://cdn.example.org/${area}/${version}/mf-manifest.json`;
}

/** Registers these versions of an area (each test uses an area of its own). */
async function releaseVersions(area: string, ...versions: string[]): Promise<void> {
  for (const version of versions) {
    await registerRelease(testApp.db, {
      area,
      version,
      manifestUrl: manifest(area, version),
      definition: { id: area, platform: '^1.1.0', paths: [area] },
    });
  }
}

/** The live version of an area for a community, or undefined when it has none there. */
async function liveVersion(area: string, communityId: string): Promise<string | undefined> {
  const releases = await liveRegistry(testApp.db, communityId);
  return releases.find((release) => release.area === area)?.version;
}

describe('registerRelease', () => {
  it('records a version, and rewrites it when registered again', async () => {
    await releaseVersions('mf_upsert', '1.0.0');
    await promote(testApp.db, 'mf_upsert', '1.0.0');
    const rewritten = {
      area: 'mf_upsert',
      version: '1.0.0',
      manifestUrl: 'https://cdn2.example.org/mf_upsert/mf-manifest.json',
      definition: {
        id: 'upsert',
        platform: '>=2.1 <3',
        paths: ['upsert', 'upserts'],
        access: { roles: ['Staff'], flag: 'wellnessEnabled', requiresHomeSystem: true },
        titles: [{ path: 'all', title: 'All :tag' }],
      },
    };
    await registerRelease(testApp.db, rewritten);
    const live = await liveRegistry(testApp.db, WILLOW_CREEK_ID);
    expect(live.find((release) => release.area === 'mf_upsert')).toEqual(rewritten);
  });

  it('does not make a version live by itself', async () => {
    await releaseVersions('mf_unpromoted', '1.0.0');
    expect(await liveVersion('mf_unpromoted', WILLOW_CREEK_ID)).toBeUndefined();
  });
});

describe('promote', () => {
  it('makes the latest promoted version live, even an older version promoted again', async () => {
    await releaseVersions('mf_promote', '1.0.0', '2.0.0');
    await promote(testApp.db, 'mf_promote', '1.0.0');
    expect(await liveVersion('mf_promote', WILLOW_CREEK_ID)).toBe('1.0.0');
    await promote(testApp.db, 'mf_promote', '2.0.0');
    expect(await liveVersion('mf_promote', WILLOW_CREEK_ID)).toBe('2.0.0');
    expect(await liveVersion('mf_promote', MAPLE_GROVE_ID)).toBe('2.0.0');
    await promote(testApp.db, 'mf_promote', '1.0.0');
    expect(await liveVersion('mf_promote', WILLOW_CREEK_ID)).toBe('1.0.0');
  });

  it('refuses a version that was never released, and changes nothing', async () => {
    await releaseVersions('mf_unknown', '1.0.0');
    await promote(testApp.db, 'mf_unknown', '1.0.0');
    const refused = promote(testApp.db, 'mf_unknown', '9.9.9');
    await expect(refused).rejects.toThrow(RegistryError);
    await expect(promote(testApp.db, 'mf_unknown', '9.9.9', MAPLE_GROVE_ID)).rejects.toThrow(
      'Area mf_unknown has no release 9.9.9',
    );
    await expect(promote(testApp.db, 'mf_nowhere', '1.0.0')).rejects.toThrow(
      'Area mf_nowhere has no release 1.0.0',
    );
    expect(await liveVersion('mf_unknown', MAPLE_GROVE_ID)).toBe('1.0.0');
  });

  it('passes over a release recorded before definitions existed', async () => {
    await releaseVersions('mf_legacy', '1.0.0');
    await promote(testApp.db, 'mf_legacy', '1.0.0');
    // As migration 013 left them: a release without a definition, and a pin made before.
    await testApp.db.query(
      `INSERT INTO area_releases (area, version, manifest_url) VALUES ('mf_legacy', '0.9.0', $1)`,
      [manifest('mf_legacy', '0.9.0')],
    );
    await testApp.db.query(
      `INSERT INTO area_promotions (area, version, community_id) VALUES ('mf_legacy', '0.9.0', $1)`,
      [MAPLE_GROVE_ID],
    );
    expect(await liveVersion('mf_legacy', MAPLE_GROVE_ID)).toBe('1.0.0');
    await expect(promote(testApp.db, 'mf_legacy', '0.9.0')).rejects.toThrow(
      'Area mf_legacy has no release 0.9.0 with a definition',
    );
  });
});

describe('pins', () => {
  it('keeps a community on an older version while the others get the new one', async () => {
    await releaseVersions('mf_pin', '1.0.0', '2.0.0', '3.0.0');
    await promote(testApp.db, 'mf_pin', '1.0.0');
    await promote(testApp.db, 'mf_pin', '1.0.0', MAPLE_GROVE_ID);
    await promote(testApp.db, 'mf_pin', '2.0.0');
    expect(await liveVersion('mf_pin', WILLOW_CREEK_ID)).toBe('2.0.0');
    expect(await liveVersion('mf_pin', MAPLE_GROVE_ID)).toBe('1.0.0');

    // A global rollback leaves the pin alone.
    await promote(testApp.db, 'mf_pin', '3.0.0');
    expect(await rollback(testApp.db, 'mf_pin')).toBe('2.0.0');
    expect(await liveVersion('mf_pin', WILLOW_CREEK_ID)).toBe('2.0.0');
    expect(await liveVersion('mf_pin', MAPLE_GROVE_ID)).toBe('1.0.0');
  });

  it('lets a pinned community follow the global version again when its pin is rolled back', async () => {
    await releaseVersions('mf_unpin', '1.0.0', '2.0.0');
    await promote(testApp.db, 'mf_unpin', '1.0.0');
    await promote(testApp.db, 'mf_unpin', '2.0.0', MAPLE_GROVE_ID);
    expect(await liveVersion('mf_unpin', MAPLE_GROVE_ID)).toBe('2.0.0');
    expect(await liveVersion('mf_unpin', WILLOW_CREEK_ID)).toBe('1.0.0');
    expect(await rollback(testApp.db, 'mf_unpin', MAPLE_GROVE_ID)).toBe('1.0.0');
    expect(await liveVersion('mf_unpin', MAPLE_GROVE_ID)).toBe('1.0.0');
  });

  it('makes an area live for the pinned community only when it has no global version', async () => {
    await releaseVersions('mf_pilot', '0.1.0');
    await promote(testApp.db, 'mf_pilot', '0.1.0', WILLOW_CREEK_ID);
    expect(await liveVersion('mf_pilot', WILLOW_CREEK_ID)).toBe('0.1.0');
    expect(await liveVersion('mf_pilot', MAPLE_GROVE_ID)).toBeUndefined();
  });
});

describe('rollback', () => {
  it('brings back the version promoted before, one promotion at a time', async () => {
    await releaseVersions('mf_rollback', '1.0.0', '2.0.0', '3.0.0');
    await promote(testApp.db, 'mf_rollback', '1.0.0');
    await promote(testApp.db, 'mf_rollback', '2.0.0');
    await promote(testApp.db, 'mf_rollback', '3.0.0');
    expect(await rollback(testApp.db, 'mf_rollback')).toBe('2.0.0');
    expect(await liveVersion('mf_rollback', WILLOW_CREEK_ID)).toBe('2.0.0');
    expect(await rollback(testApp.db, 'mf_rollback')).toBe('1.0.0');
    expect(await liveVersion('mf_rollback', WILLOW_CREEK_ID)).toBe('1.0.0');
  });

  it('refuses when there is nothing earlier to go back to, and changes nothing', async () => {
    await releaseVersions('mf_first', '1.0.0');
    await promote(testApp.db, 'mf_first', '1.0.0');
    await expect(rollback(testApp.db, 'mf_first')).rejects.toThrow(
      'Area mf_first has no earlier version globally to roll back to',
    );
    expect(await liveVersion('mf_first', WILLOW_CREEK_ID)).toBe('1.0.0');
  });

  it('refuses a pin rollback for a community without a pin', async () => {
    await releaseVersions('mf_nopin', '1.0.0', '2.0.0');
    await promote(testApp.db, 'mf_nopin', '1.0.0');
    await promote(testApp.db, 'mf_nopin', '2.0.0');
    await expect(rollback(testApp.db, 'mf_nopin', MAPLE_GROVE_ID)).rejects.toThrow(
      `Area mf_nopin has no promotion for community ${MAPLE_GROVE_ID} to roll back`,
    );
    expect(await liveVersion('mf_nopin', MAPLE_GROVE_ID)).toBe('2.0.0');
  });

  it('refuses to remove the only pin of an area without a global version', async () => {
    await releaseVersions('mf_onlypin', '1.0.0');
    await promote(testApp.db, 'mf_onlypin', '1.0.0', WILLOW_CREEK_ID);
    await expect(rollback(testApp.db, 'mf_onlypin', WILLOW_CREEK_ID)).rejects.toThrow(
      RegistryError,
    );
    expect(await liveVersion('mf_onlypin', WILLOW_CREEK_ID)).toBe('1.0.0');
  });

  it('refuses an area never promoted', async () => {
    await expect(rollback(testApp.db, 'mf_never')).rejects.toThrow(
      'Area mf_never has no promotion globally to roll back',
    );
  });
});

describe('setAreaEnabled', () => {
  it('takes an area out of one community only, and puts it back', async () => {
    await releaseVersions('mf_switch', '1.0.0');
    await promote(testApp.db, 'mf_switch', '1.0.0');
    await setAreaEnabled(testApp.db, MAPLE_GROVE_ID, 'mf_switch', false);
    expect(await liveVersion('mf_switch', MAPLE_GROVE_ID)).toBeUndefined();
    expect(await liveVersion('mf_switch', WILLOW_CREEK_ID)).toBe('1.0.0');
    await setAreaEnabled(testApp.db, MAPLE_GROVE_ID, 'mf_switch', true);
    expect(await liveVersion('mf_switch', MAPLE_GROVE_ID)).toBe('1.0.0');
  });

  it('also hides an area pinned for that community', async () => {
    await releaseVersions('mf_switchpin', '1.0.0');
    await promote(testApp.db, 'mf_switchpin', '1.0.0', MAPLE_GROVE_ID);
    await setAreaEnabled(testApp.db, MAPLE_GROVE_ID, 'mf_switchpin', false);
    expect(await liveVersion('mf_switchpin', MAPLE_GROVE_ID)).toBeUndefined();
  });
});

describe('the registry change counter and the answers kept by it', () => {
  const counter = async () =>
    (await testApp.db.query<{ version: string }>('SELECT version::text FROM registry_version'))[0]
      .version;

  it('moves with every change to releases, promotions and switched-off areas, however made', async () => {
    const start = await counter();
    await releaseVersions('mf_counted', '1.0.0');
    const released = await counter();
    expect(released).not.toBe(start);
    await promote(testApp.db, 'mf_counted', '1.0.0');
    const promoted = await counter();
    expect(promoted).not.toBe(released);
    await testApp.db.query(
      "INSERT INTO community_areas (community_id, area, enabled) VALUES ($1, 'mf_counted', false)",
      [WILLOW_CREEK_ID],
    );
    const switched = await counter();
    expect(switched).not.toBe(promoted);
    await testApp.db.query('TRUNCATE community_areas');
    expect(await counter()).not.toBe(switched);
    const unchanged = await counter();
    await liveRegistry(testApp.db, WILLOW_CREEK_ID);
    expect(await counter()).toBe(unchanged);
  });

  it('answers from what it kept while the counter holds, and reads again once it moves', async () => {
    const live = liveRegistryKeeper(testApp.db);
    await releaseVersions('mf_kept', '1.0.0', '2.0.0');
    await promote(testApp.db, 'mf_kept', '1.0.0');
    const before = await counter();
    const first = live(MAPLE_GROVE_ID, before);
    expect(live(MAPLE_GROVE_ID, before)).toBe(first);
    expect((await first).find((release) => release.area === 'mf_kept')?.version).toBe('1.0.0');
    await promote(testApp.db, 'mf_kept', '2.0.0');
    const after = await live(MAPLE_GROVE_ID, await counter());
    expect(after.find((release) => release.area === 'mf_kept')?.version).toBe('2.0.0');
  });
});
