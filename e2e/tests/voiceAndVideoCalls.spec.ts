import type { Browser, Page } from '@playwright/test';
import {
  API,
  apiSignIn,
  ELEANOR_ID,
  expect,
  expectAccessible,
  graph,
  MAPLE_GROVE_ID,
  signIn,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

// Files run in name order: this one comes after chat.spec.ts, whose first journey starts from the
// seed's unread messages (calling from Eleanor's chat with Claire reads that chat).
const CLAIRE = /Claire Whitfield/;
const incomingCall = (page: Page) => page.getByRole('dialog', { name: /^Incoming (video )?call$/ });

async function signedIn(browser: Browser, account: 'resident' | 'family'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** Eleanor opens her chat with her daughter Claire and starts a call from it. */
async function eleanorCallsClaire(eleanor: Page, kind: 'Video' | 'Voice'): Promise<void> {
  await eleanor.goto('/chat/channels');
  await eleanor.getByRole('link', { name: CLAIRE }).first().click();
  await eleanor.getByRole('link', { name: new RegExp(`^${kind} call Claire`) }).click();
  await expect(eleanor).toHaveURL(/\/calls$/);
  await expect(eleanor.getByRole('status').filter({ hasText: /Calling Claire/ })).toBeVisible();
}

/** Frames really arrive: the named video has a size and its time moves on. */
async function expectVideoFrames(page: Page, name: string | RegExp): Promise<void> {
  const video = page
    .getByRole('region', { name: 'Call' })
    .locator('video')
    .and(page.getByLabel(name));
  await expect(video).toBeVisible();
  const moving = () =>
    video.evaluate(async (element: HTMLVideoElement) => {
      const start = element.currentTime;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return element.videoWidth > 0 && element.currentTime > start;
    });
  await expect.poll(moving, { timeout: 15_000 }).toBe(true);
}

test.describe('calls', () => {
  test('Eleanor calls her daughter by video: the dialog, both videos, mute, and the hang-up message', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const claire = await signedIn(browser, 'family');
    await signIn(page, 'resident');
    await eleanorCallsClaire(page, 'Video');

    const dialog = incomingCall(claire);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Incoming video call');
    await expect(dialog.getByText(/Whitfield is calling you\./)).toBeVisible();
    await expectAccessible(claire);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(claire).toHaveURL(/\/calls$/);

    await expect(
      page.getByRole('status').filter({ hasText: /On a video call with Claire/ }),
    ).toBeVisible();
    await expect(
      claire.getByRole('status').filter({ hasText: /On a video call with/ }),
    ).toBeVisible();
    await expectVideoFrames(page, /Claire Whitfield's video/);
    await expectVideoFrames(claire, /Whitfield's video/);
    await expectAccessible(page);

    const mute = page.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(page.getByRole('button', { name: 'Unmute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('video')].some((video) =>
          (video.srcObject as MediaStream | null)?.getAudioTracks().some((track) => !track.enabled),
        ),
      ),
    ).toBe(true);

    await claire.getByRole('button', { name: 'Hang up' }).click();
    await expect(page.getByText('The other caller left the call.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call again' })).toBeVisible();
    await claire.context().close();
  });

  test('a declined call, a call cancelled before an answer, and a call nobody answers', async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const claire = await signedIn(browser, 'family');
    await signIn(page, 'resident');

    await eleanorCallsClaire(page, 'Voice');
    await expect(incomingCall(claire)).toHaveAccessibleName('Incoming call');
    await incomingCall(claire).getByRole('button', { name: 'Cancel' }).click();
    await expect(incomingCall(claire)).toBeHidden();
    await expect(page.getByText('The other caller declined the call.').first()).toBeVisible();

    await eleanorCallsClaire(page, 'Video');
    await expect(incomingCall(claire)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel call' }).click();
    await expect(incomingCall(claire)).toBeHidden();
    await expect(claire.getByText('The other caller cancelled the call.')).toBeVisible();

    // Nobody answers once Claire has gone: the call fails after 30 s and Eleanor is told.
    await claire.context().close();
    await eleanorCallsClaire(page, 'Voice');
    await expect(page.getByText(/Claire Whitfield did not answer\./).first()).toBeVisible({
      timeout: 45_000,
    });
  });

  test('the server refuses a call to a hidden profile, and video where a community turned it off', async ({
    page,
    request,
  }) => {
    const eleanorToken = await apiSignIn(request, 'resident');
    const hide = (field: 'hideResidentProperties' | 'exposeResidentProperties') =>
      graph(
        request,
        eleanorToken,
        `mutation Change($residentId: ID!, $properties: [String!]!, $communityId: ID!) { ${field}(residentId: $residentId, properties: $properties, communityId: $communityId) { hiddenFields } }`,
        { residentId: ELEANOR_ID, properties: ['profile'], communityId: WILLOW_CREEK_ID },
      );
    await hide('hideResidentProperties');
    try {
      await signIn(page, 'family');
      await page.goto(`/calls/video/${ELEANOR_ID}`);
      await expect(
        page.getByText('This person cannot take calls through the portal.'),
      ).toBeVisible();
    } finally {
      await hide('exposeResidentProperties');
    }

    // Maple Grove keeps resident video calling off: video with a neighbour there is refused.
    const directory = await graph<{
      directory: { _id: string; canCommunicate: boolean; email: string | null }[];
    }>(
      request,
      eleanorToken,
      'query DirectoryList($communityId: ID!, $roles: [Int!]) { directory(communityId: $communityId, roles: $roles) { _id canCommunicate email } }',
      { communityId: MAPLE_GROVE_ID, roles: [2] },
    );
    const neighbour = directory.data?.directory.find(
      (person) => person.canCommunicate && person._id !== ELEANOR_ID,
    );
    expect(neighbour).toBeDefined();
    const call = (isVoiceCall: boolean) =>
      request.post(`${API}/v2/content/call`, {
        headers: { Authorization: `Bearer ${eleanorToken}` },
        data: {
          communityId: MAPLE_GROVE_ID,
          caller: ELEANOR_ID,
          username: 'Eleanor Whitfield',
          isVoiceCall,
          to: neighbour?._id,
        },
      });
    const video = await call(false);
    expect(video.status()).toBe(403);
    expect(await video.text()).toContain('Video calls are turned off in this community.');
    const voice = await call(true);
    expect(voice.status(), await voice.text()).toBe(200);
    // Nobody rings: the session just stays started until it fails on its own.
  });

  test('the notification banner: Dismiss puts it away until next time, Ok stores the answer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
    // Each time the page as a whole (its main area) moved without anyone touching it: the
    // layout shifts whose moved elements include <main>. Rows of the post list settling into
    // their measured heights move within it, and are not this test's concern.
    await context.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { moved: string[] }).moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[]) {
          const nodes = entry.sources.map((source) => source.node?.nodeName);
          if (entry.hadRecentInput || !nodes.includes('MAIN')) continue;
          moved.push(`${entry.value.toFixed(3)}: ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await signIn(page, 'resident');
    const banner = page.getByRole('region', { name: /Turn on calls and notifications/ });
    await expect(banner).toBeVisible();
    // It comes after the page has shown, and covers its foot instead of pushing it down (the
    // shifts of a frame are told after it is painted: two frames on).
    await page.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
    );
    expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
    await useTheme(page, false);
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    const stored = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('portal.settings') ?? '{}').notifications,
      );
    expect(await stored()).toBeUndefined();

    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Ok' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(stored).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(banner).toBeHidden();
    await context.close();
  });

  test('an incoming call shows as a web notification while the portal is hidden', async ({
    browser,
    page,
  }) => {
    const claire = await signedIn(browser, 'family');
    await claire.evaluate(() => navigator.serviceWorker.ready);
    // The tab is in the background, as when Claire is in another app.
    await claire.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    });
    await signIn(page, 'resident');
    await eleanorCallsClaire(page, 'Video');
    const shown = () =>
      claire.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body}`);
      });
    await expect
      .poll(shown)
      .toEqual([expect.stringMatching(/^Incoming video call: .*Whitfield is calling you\.$/)]);
    await page.getByRole('button', { name: 'Cancel call' }).click();
    await expect.poll(shown).toEqual([]);
    await claire.context().close();
  });
});
