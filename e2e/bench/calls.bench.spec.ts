import { appendFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../tests/support';

const RUNS = 10;
const TARGETS = { firstFrameP95Ms: 1500, dialogMs: 300 };
/** How long Claire looks at the dialog before pressing Accept, as a person would. */
const ANSWER_AFTER_MS = 1000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Claire's tab answers every call ANSWER_AFTER_MS after its dialog shows, noting both times. */
async function answerEveryCall(page: Page): Promise<void> {
  await page.evaluate((answerAfter) => {
    const w = window as unknown as { __dialogAt: number[]; __acceptAt: number[] };
    w.__dialogAt = [];
    w.__acceptAt = [];
    const now = () => performance.timeOrigin + performance.now();
    new MutationObserver(() => {
      const dialog = document.querySelector('dialog[open]');
      const accept = [...(dialog?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent === 'Accept',
      );
      if (!accept || accept.dataset.seen) return;
      accept.dataset.seen = '1';
      w.__dialogAt.push(now());
      setTimeout(() => {
        w.__acceptAt.push(now());
        accept.click();
      }, answerAfter);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, ANSWER_AFTER_MS);
}

/** In Eleanor's tab: from the click on Video call to the first frame of Claire's video. */
async function timeOneCall(
  page: Page,
): Promise<{ frameMs: number; notifyAt: number; clickAt: number; frameAt: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __frameAt: number };
    w.__frameAt = 0;
    document.addEventListener(
      'click',
      () => {
        w.__clickAt = performance.now();
      },
      { capture: true, once: true },
    );
    performance.clearResourceTimings();
    const watch = new MutationObserver(() => {
      const video = document.querySelector<HTMLVideoElement>(
        'video[aria-label="Claire Whitfield\'s video"]',
      );
      if (!video) return;
      watch.disconnect();
      video.requestVideoFrameCallback(() => {
        w.__frameAt = performance.now();
      });
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: /^Video call Claire/ }).click();
  // Asked every 100 ms, not on every animation frame (the default): the times are taken in the
  // page, and the test browser's queries would run on its main thread as the call connects.
  await page.waitForFunction(
    () => (window as unknown as { __frameAt: number }).__frameAt > 0,
    null,
    { timeout: 30_000, polling: 100 },
  );
  return page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __frameAt: number };
    const notify = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/v2/sso/notify'));
    return {
      frameMs: Math.round(w.__frameAt - w.__clickAt),
      notifyAt: performance.timeOrigin + (notify?.startTime ?? Number.NaN),
      clickAt: performance.timeOrigin + w.__clickAt,
      frameAt: performance.timeOrigin + w.__frameAt,
    };
  });
}

// Runs after bench.spec.ts (files run in name order), which writes reports/bench.md afresh.
test('calls: dial to first remote video frame, and notify to the dialog', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const claire = await (await browser.newContext({ baseURL })).newPage();
  await signIn(claire, 'family');
  const eleanor = await (await browser.newContext({ baseURL })).newPage();
  await signIn(eleanor, 'resident');
  await answerEveryCall(claire);
  await eleanor.goto('/chat/channels');
  await eleanor
    .getByRole('link', { name: /Claire Whitfield/ })
    .first()
    .click();
  await expect(eleanor.getByRole('link', { name: /^Video call Claire/ })).toBeVisible();

  const frames: number[] = [];
  const dialogs: number[] = [];
  // Where the time goes: placing the call (the call window, camera, POST /call) before the
  // ring, and from Accept to the first frame (camera, the answer recorded and relayed, ICE and
  // DTLS, the first frame decoded; the offer came while it rang).
  const beforeRing: number[] = [];
  const afterAccept: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { frameMs, notifyAt, clickAt, frameAt } = await timeOneCall(eleanor);
    const { dialogAt, acceptAt } = await claire.evaluate(() => {
      const w = window as unknown as { __dialogAt: number[]; __acceptAt: number[] };
      return { dialogAt: w.__dialogAt.at(-1) ?? Number.NaN, acceptAt: w.__acceptAt.at(-1) ?? 0 };
    });
    // The system's part: the time the dialog waited for a person is left out.
    frames.push(Math.round(frameMs - (acceptAt - dialogAt)));
    dialogs.push(Math.round(dialogAt - notifyAt));
    beforeRing.push(Math.round(notifyAt - clickAt));
    afterAccept.push(Math.round(frameAt - acceptAt));
    await eleanor.getByRole('button', { name: 'Hang up' }).click();
    await expect(claire.getByText('The other caller left the call.').first()).toBeVisible();
    await eleanor.goBack();
    await expect(eleanor.getByRole('link', { name: /^Video call Claire/ })).toBeVisible();
  }

  const row = (what: string, values: number[], target: number) => {
    const p50 = percentile(values, 50);
    const p95 = percentile(values, 95);
    return `| ${what} | p50 ${p50} ms, p95 ${p95} ms (slowest ${Math.max(...values)}) | p95 at most ${target} ms: ${p95 <= target ? 'met' : 'missed'} |`;
  };
  const lines = [
    '## Calls',
    '',
    `Eleanor calls Claire by video ${RUNS} times from their chat, two browser contexts on this machine with Chromium's fake camera; Claire presses Accept ${ANSWER_AFTER_MS} ms after the dialog shows, as a person would, and that wait is left out of the dial time. Browser WebRTC, the portal server as signalling.`,
    '',
    '| what | measured | target |',
    '|---|---|---|',
    row(
      'click on Video call to the first frame of the remote video, less the wait for Accept',
      frames,
      TARGETS.firstFrameP95Ms,
    ),
    row(
      "ring sent (`POST /v2/sso/notify`) to the dialog on the callee's screen",
      dialogs,
      TARGETS.dialogMs,
    ),
    `| of which: click to ring sent | p50 ${percentile(beforeRing, 50)} ms, slowest ${Math.max(...beforeRing)} ms | |`,
    `| of which: Accept to the first frame | p50 ${percentile(afterAccept, 50)} ms, slowest ${Math.max(...afterAccept)} ms | |`,
  ];
  appendFileSync('../reports/bench.md', `\n${lines.join('\n')}\n`);
});
