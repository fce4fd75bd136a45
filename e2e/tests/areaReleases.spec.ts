import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { API, expect, MAPLE_GROVE_ID, RELEASES, signIn, test, WILLOW_CREEK_ID } from './support';

/*
 * An area ships alone: built into its own immutable release, recorded in the registry and made
 * live (for everyone, or pinned for one community) while the portal runs, without rebuilding or
 * restarting anything else. The deploy tool is the one people use: `npm run area`.
 */

const LOCAL_DINING = `http://localhost:${process.env.PORT_MF_DINING || '3003'}`;

function area(...args: string[]): string {
  return execFileSync('node', [join('..', 'scripts', 'area.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, PORTAL_DATA_DIR: join(process.cwd(), '.data') },
  });
}

/** Opens Dining afresh and answers where its manifest came from. */
async function diningSource(page: Page): Promise<string> {
  const manifest = page.waitForRequest(
    /\/mf-dining\/[^/]+\/mf-manifest\.json|:3003\/mf-manifest\.json/,
  );
  await page.goto('/dining/restaurant');
  const url = (await manifest).url();
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
  return url;
}

async function chooseCommunity(page: Page, communityId: string): Promise<void> {
  await page.evaluate((id) => {
    const settings = JSON.parse(localStorage.getItem('portal.settings') || '{}');
    localStorage.setItem('portal.settings', JSON.stringify({ ...settings, communityId: id }));
  }, communityId);
}

test('a dining release goes live, is pinned away from one community, and rolls back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const version = `e2e-${Date.now()}`;
  expect(area('release', 'mf-dining', '--version', version)).toContain(
    `Released mf_dining ${version}`,
  );
  const released = `${RELEASES}/mf-dining/${version}/mf-manifest.json`;
  const manifest = await page.request.get(released);
  expect(manifest.headers()['cache-control']).toBe('no-cache');

  await signIn(page, 'resident');
  expect(await diningSource(page)).toBe(`${LOCAL_DINING}/mf-manifest.json`);

  // Maple Grove keeps the version it runs; everyone else gets the new one on their next load.
  area('promote', 'mf-dining', 'local', '--community', MAPLE_GROVE_ID);
  area('promote', 'mf-dining', version);
  expect(await diningSource(page)).toBe(released);
  await chooseCommunity(page, MAPLE_GROVE_ID);
  expect(await diningSource(page)).toBe(`${LOCAL_DINING}/mf-manifest.json`);
  await chooseCommunity(page, WILLOW_CREEK_ID);

  // A hashed chunk of the release is kept for good.
  const chunk = (await (await page.request.get(released)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const file = chunk.exposes[0].assets.js.sync[0];
  const asset = await page.request.get(`${RELEASES}/mf-dining/${version}/${file}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Roll back: the version before returns, for everyone; the pin is taken away the same way.
  expect(area('rollback', 'mf-dining')).toContain('back to local');
  expect(await diningSource(page)).toBe(`${LOCAL_DINING}/mf-manifest.json`);
  area('rollback', 'mf-dining', '--community', MAPLE_GROVE_ID);
  // Nothing runs it any more: the test's release leaves the working copy.
  rmSync(join('..', 'releases', 'mf-dining', version), { recursive: true, force: true });
});

test('an area switched off for a community leaves its navigation, and its paths go home', async ({
  page,
}) => {
  await signIn(page, 'resident');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Dining', exact: true })).toBeVisible();
  area('off', 'mf-dining', '--community', WILLOW_CREEK_ID);
  try {
    await page.goto('/library/new');
    await expect(main.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Dining', exact: true })).toHaveCount(0);
    await page.goto('/dining/restaurant');
    await page.waitForURL('**/library/new');
  } finally {
    area('on', 'mf-dining', '--community', WILLOW_CREEK_ID);
  }
  await page.goto('/dining/restaurant');
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
});

test('an area made for a newer portal shows “update needed” while the rest works', async ({
  page,
}) => {
  // The dining build that runs now, recorded as a version that needs platform 9.
  const version = `needs-platform-9-${Date.now()}`;
  const diningDefinition = JSON.parse(
    readFileSync(join('..', 'mf-dining', 'dist', 'area.json'), 'utf8'),
  ) as object;
  const key = readFileSync(join(process.cwd(), '.data', 'deploy-key'), 'utf8').trim();
  const recorded = await page.request.post(`${API}/v3/registry/releases`, {
    headers: { 'x-portal-deploy-key': key },
    data: {
      area: 'mf_dining',
      version,
      entry: `${LOCAL_DINING}/mf-manifest.json`,
      definition: { ...diningDefinition, platform: '^9.0.0' },
    },
  });
  expect(recorded.ok()).toBe(true);
  area('promote', 'mf-dining', version, '--community', WILLOW_CREEK_ID);
  try {
    await signIn(page, 'resident');
    await page.goto('/dining/restaurant');
    await expect(page.getByText('This part of the portal needs an update')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Restaurants' })).toHaveCount(0);
    await page.goto('/events/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  } finally {
    area('rollback', 'mf-dining', '--community', WILLOW_CREEK_ID);
  }
});

test('an area in a folder of its own joins through one release in the registry, the shell untouched', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const version = `e2e-${Date.now()}`;
  const garden = join('e2e', 'fixtures', 'mf-garden');
  expect(area('release', garden, '--version', version)).toContain(`Released mf_garden ${version}`);
  area('promote', garden, version, '--community', WILLOW_CREEK_ID);
  // On, should an earlier run have switched it off there.
  area('on', garden, '--community', WILLOW_CREEK_ID);
  try {
    await signIn(page, 'resident');
    // Its navigation entry sits where its definition places it: after Events.
    const main = page.getByRole('navigation', { name: 'Main' });
    const gardenLink = main.getByRole('link', { name: 'Garden', exact: true });
    await expect(gardenLink).toBeVisible();
    const labels = (await main.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(labels.indexOf('Garden')).toBeGreaterThan(labels.indexOf('Events'));

    // Its titles and routes are its own.
    await gardenLink.click();
    await page.waitForURL('**/garden/beds');
    await expect(page.getByRole('heading', { level: 1, name: 'Garden Beds' })).toBeVisible();
    await page.getByRole('link', { name: 'North bed' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bed North' })).toBeVisible();
    await expect(page.getByText('Tomatoes grow in the North bed.')).toBeVisible();

    // Its access rule (residents only) is the registry's: family members are not given it.
    const family = await (await browser.newContext()).newPage();
    await signIn(family, 'family');
    const familyMain = family.getByRole('navigation', { name: 'Main' });
    await expect(familyMain.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(familyMain.getByRole('link', { name: 'Garden', exact: true })).toHaveCount(0);
    await family.goto('/garden/beds');
    await family.waitForURL('**/library/new');
  } finally {
    area('off', garden, '--community', WILLOW_CREEK_ID);
    rmSync(join('..', 'releases', 'mf-garden', version), { recursive: true, force: true });
  }
});
