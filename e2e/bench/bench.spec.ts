import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Page, test } from '@playwright/test';
import { signIn } from '../tests/support';

const TARGETS = { shellKb: 160, remoteKb: 60 };
const AREAS: [string, string, number][] = [
  ['mf-feed', '/library/new', 3001],
  ['mf-events', '/events/all', 3002],
  ['mf-dining', '/dining/restaurant', 3003],
  ['mf-directory', '/directory/residents', 3004],
  ['mf-chat', '/chat/channels', 3005],
  ['mf-calls', '/calls', 3006],
  ['mf-controls', '/controls/list', 3007],
  ['mf-wellness', '/wellness/progress', 3008],
  ['mf-profile', '/profile', 3009],
];

/** Gzip bytes of every script a page load fetched, per port. */
async function scriptBytesByPort(page: Page, path: string): Promise<Map<number, number>> {
  const bytes = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const port = Number(new URL(response.url()).port);
    pending.push(
      response.body().then(
        (body) => void bytes.set(port, (bytes.get(port) ?? 0) + gzipSync(body).length),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return bytes;
}

/** LCP and total blocking time of a page load with the CPU slowed down 4x. */
async function vitals(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __tbt: number };
    w.__lcp = 0;
    w.__tbt = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __tbt: number };
    return { lcp: Math.round(w.__lcp), tbt: Math.round(w.__tbt) };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return result;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('benchmark report', async ({ page }) => {
  await signIn(page, 'resident');
  const rows: string[] = [];
  let shellBytes = 0;
  for (const [name, path, port] of AREAS) {
    const bytes = await scriptBytesByPort(page, path);
    if (name === 'mf-feed') shellBytes = bytes.get(3000) ?? 0;
    const areaKb = kb(bytes.get(port) ?? 0);
    rows.push(`| ${name} | ${path} | ${areaKb} | ${areaKb <= TARGETS.remoteKb ? 'yes' : 'no'} |`);
  }
  const { lcp, tbt } = await vitals(page, '/library/new');
  const report = [
    '# Benchmark report',
    '',
    `Measured ${new Date().toISOString()} in headless Chromium against production builds.`,
    '',
    '## Shell first load',
    '',
    `Gzip JS fetched from the shell for /library/new: **${kb(shellBytes)} KB** (target at most ${TARGETS.shellKb} KB: ${kb(shellBytes) <= TARGETS.shellKb ? 'met' : 'missed'}).`,
    '',
    '## Each area: entry plus first screen',
    '',
    '| area | first screen | gzip KB | within 60 KB |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## /library/new with 4x CPU throttling',
    '',
    `- Largest contentful paint: ${lcp} ms`,
    `- Total blocking time: ${tbt} ms`,
    '',
  ].join('\n');
  writeFileSync(new URL('../../reports/bench.md', import.meta.url), report);
  console.log(report);
});
