import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const OFFLINE_ALERT =
  'You are currently offline. Please check your internet connection and try again.';

/** The endpoints whose answers the portal has kept in IndexedDB for the next start. */
function keptEndpoints(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('portal-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('people')) return resolve([]);
          const all = db.transaction('people').objectStore('people').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { queries: Record<string, { endpointName: string }> }[]).flatMap(
                (record) => Object.values(record.queries).map((query) => query.endpointName),
              ),
            );
        };
      }),
  );
}

/**
 * The scripts and areas' manifests the page loaded that the service worker has not kept yet:
 * the page names them to it once idle.
 */
function scriptsNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' ||
          entry.name.endsWith('/mf-manifest.json'),
      )
      .map((entry) => entry.name);
    const kept = await Promise.all(loaded.map((url) => caches.match(url)));
    return loaded.filter((_, index) => !kept[index]);
  });
}

/** Names a file to the service worker as the page does: whether it was kept before, what the worker answers, whether it is kept after. */
function nameFile(
  page: Page,
  path: string,
): Promise<{ keptBefore: boolean; answer: unknown; kept: boolean }> {
  return page.evaluate(async (file) => {
    const url = new URL(file, location.href).href;
    const keptBefore = Boolean(await caches.match(url));
    const worker = (await navigator.serviceWorker.ready).active;
    const channel = new MessageChannel();
    const answer = new Promise((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    if (!worker) return { keptBefore, answer: 'no active worker', kept: false };
    worker.postMessage({ type: 'portal.keepFiles', urls: [url] }, [channel.port2]);
    return { keptBefore, answer: await answer, kept: Boolean(await caches.match(url)) };
  }, path);
}

/** How the page's own scripts came: 'cache' when the worker's static route answered them. */
function scriptSources(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' &&
          entry.name.startsWith(location.origin),
      )
      .map(
        (entry) =>
          (entry as PerformanceResourceTiming & { workerFinalSourceType: string })
            .workerFinalSourceType,
      ),
  );
}

/** Goes to a path inside the running portal, as a link would (no new start). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** The name of the first row of a list the page shows. */
async function firstOf(page: Page, list: string): Promise<string> {
  const row = page.getByRole('list', { name: list }).getByRole('link').first();
  await expect(row).toBeVisible();
  return (await row.textContent()) ?? '';
}

test('the installed portal starts offline with the data of its last visit (spec 4)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'resident');

  // Installable: a web app manifest with its icons, and a service worker that keeps the files.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]');
    return link ? ((await fetch(link.href)).json() as Promise<Record<string, unknown>>) : null;
  });
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest?.icons).toEqual(
    expect.arrayContaining([expect.objectContaining({ sizes: '512x512', type: 'image/png' })]),
  );
  // The worker installs, but does not take over the page it started without.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // A visit of What's New, dining, the directory and events, as a resident would make it.
  const post =
    (await page.getByRole('article').first().getByRole('heading').first().textContent()) ?? '';
  await openInApp(page, '/dining/restaurant');
  const restaurant = await firstOf(page, 'Restaurants');
  await openInApp(page, '/directory/residents');
  const resident = await firstOf(page, 'Residents');
  await openInApp(page, '/events/all');
  const event = await firstOf(page, 'Events');
  await expect
    .poll(() => keptEndpoints(page), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        'me',
        'registry',
        'whatsNew',
        'restaurants',
        'directoryList',
        'eventList',
      ]),
    );
  await expect.poll(() => scriptsNotKept(page), { timeout: 15_000 }).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // The worker tells the page once it has kept a file it named.
  expect(await nameFile(page, '/icons/icon-512.png')).toEqual({
    keptBefore: false,
    answer: 'kept',
    kept: true,
  });
  // Pictures are kept apart from the portal's own files, so they never push those out.
  expect(
    await page.evaluate(async () => {
      const cacheOf = async (file: string) => {
        const url = new URL(file, location.href).href;
        for (const name of await caches.keys())
          if (await (await caches.open(name)).match(url)) return name;
        return null;
      };
      return { picture: await cacheOf('/icons/icon-512.png'), page: await cacheOf('/') };
    }),
  ).toEqual({ picture: 'portal-images-v1', page: 'portal-files-v1' });

  // No network: each page starts from the kept files and data, under the offline alert.
  await context.setOffline(true);
  try {
    const firstRow = (list: string) =>
      page.getByRole('list', { name: list }).getByRole('link').first();
    for (const [path, shown, text] of [
      ['/library/new', page.getByRole('article').first().getByRole('heading').first(), post],
      ['/dining/restaurant', firstRow('Restaurants'), restaurant],
      ['/directory/residents', firstRow('Residents'), resident],
      ['/events/all', firstRow('Events'), event],
    ] as const) {
      await page.goto(path);
      await expect(shown).toHaveText(text);
      await expect(page.getByText(OFFLINE_ALERT)).toBeVisible();
      // The hashed files came from the kept ones by the worker's static route, without it.
      const sources = await scriptSources(page);
      expect(sources.length).toBeGreaterThan(0);
      expect(new Set(sources)).toEqual(new Set(['cache']));
    }
  } finally {
    await context.setOffline(false);
  }

  // Back online, the same start asks the API again and the alert is gone.
  await page.goto('/library/new');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(OFFLINE_ALERT)).toHaveCount(0);
});
