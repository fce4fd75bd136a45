import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  type Account,
  expect,
  expectAccessible,
  LOGIN_URL,
  SHELL,
  signIn,
  suiteNow,
  test,
  useTheme,
} from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/** How long a normal (not persistent) alert stays, as the shell's banner clears it. */
const ALERT_CLEAR_MS = 5_000;

test('an unknown path lands on home', async ({ page }) => {
  await signIn(page, 'resident');
  await page.goto('/no/such/place');
  await page.waitForURL('**/library/new');
  await page.goto('/');
  await page.waitForURL('**/library/new');
});

test('an unknown path inside an area goes home too (spec 2)', async ({ page }) => {
  await signIn(page, 'resident');
  await page.goto('/events/nowhere');
  await page.waitForURL('**/library/new');
  await page.goto('/chat/nowhere/at/all');
  await page.waitForURL('**/library/new');
});

test('an area’s startup and resume hooks run outside its pages (event reminders, spec 2 and 4)', async ({
  page,
}) => {
  const myEvents: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('query MyEvents')) {
      myEvents.push(Date.now());
    }
  });
  await signIn(page, 'resident');
  await expect(page).toHaveURL(/\/library\/new$/);
  // The reminders' first run (5 s after start) loads My Events without Events being opened.
  await expect.poll(() => myEvents.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const before = myEvents.length;
  await page.evaluate(() => {
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
  await expect.poll(() => myEvents.length, { timeout: 5_000 }).toBeGreaterThan(before);
  await expect(page).toHaveURL(/\/library\/new$/);
});

test('a deep link straight into an event works on a cold page', async ({ page, browser }) => {
  await signIn(page, 'resident');
  await page.goto('/events/all');
  const first = page.getByRole('list', { name: 'Events', exact: true }).getByRole('link').first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await page.waitForURL('**/events/details/**');
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const cold = await context.newPage();
  await cold.goto(page.url());
  await expect(cold.getByRole('heading', { level: 1, name: 'Event Details' })).toBeVisible();
  await expect(cold.getByText(name).first()).toBeVisible();
  await context.close();
});

test('titles come from the route', async ({ page }) => {
  await signIn(page, 'resident');
  for (const [path, title] of [
    ['/library/category/Notice', 'Notices'],
    ['/library/category/Photo/all', 'All Photos'],
    ['/dining/info/Menu/all', 'All Dining Info'],
    ['/events/signups', 'My Events'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
  }
});

test('the theme toggle persists across a reload', async ({ page }) => {
  await signIn(page, 'resident');
  const body = page.locator('body');
  const darkBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Account' }).click();
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const lightBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(lightBackground).not.toBe(darkBackground);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
  expect(await body.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(lightBackground);
});

test('a remote whose server is down shows its fallback while other areas still work', async ({
  page,
}) => {
  await signIn(page, 'resident');
  await page.context().route(/localhost:3003\//, (route) => route.abort('connectionrefused'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dining', exact: true })
    .click();
  await expect(page.getByText('This part of the portal could not load')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  // Back to Dining while its server is still down: the fallback again, and Retry fails too.
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Dining', exact: true }).click();
  const fallback = page.getByText('This part of the portal could not load');
  await expect(fallback).toBeVisible();
  const retried = page.waitForRequest(/localhost:3003\//);
  await page.getByRole('button', { name: 'Retry' }).click();
  await retried;
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('list', { name: 'Restaurants' })).toHaveCount(0);

  // Back up again: Retry loads the area in place, without reloading the page.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.context().unroute(/localhost:3003\//);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('a remote that answers with an error, or not at all, says so in its own words', async ({
  page,
}) => {
  // Dining's host answers 503 and Directory's never answers, from the start.
  await page
    .context()
    .route(/localhost:3003\/mf-manifest\.json/, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
  await page.context().route(/localhost:3004\//, () => {});
  await signIn(page, 'resident');
  // The portal starts without loading them: the registry describes every area, so Dining is in
  // the navigation, and opening it tells why it cannot show.
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Events' })).toBeVisible();
  await main.getByRole('link', { name: 'Dining', exact: true }).click();
  await page.waitForURL('**/dining/restaurant');
  await expect(page.getByText('This part of the portal is not available right now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // A host that never answers: its fallback comes within 8 s of asking it for the area (the
  // manifest's 7 s time-out), however long the reload took to get there.
  await expect(main.getByRole('link', { name: 'Events' })).toBeVisible();
  const asked = page.waitForRequest(/localhost:3004\/mf-manifest\.json/).then(() => Date.now());
  await page.goto('/directory/residents');
  await expect(page.getByText('This part of the portal is taking too long')).toBeVisible({
    timeout: 12_000,
  });
  expect(Date.now() - (await asked)).toBeLessThan(8_000);
});

test('a screen that fails to load inside an area shows the area’s fallback; the rest still works', async ({
  page,
}) => {
  await signIn(page, 'resident');
  await page.goto('/dining/restaurant');
  const restaurants = page.getByRole('list', { name: 'Restaurants' });
  await expect(restaurants).toBeVisible();
  // The area is loaded; the next screen's code is gone from its host.
  await page
    .context()
    .route(/localhost:3003\/static\/js\/async\//, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
  await restaurants.getByRole('link').first().click();
  await expect(page.getByText('This part of the portal is not available right now')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('a screen of the shell that fails to load says so inside the layout; Retry opens it', async ({
  page,
}) => {
  await signIn(page, 'resident');
  // The portal is in; Search's code is gone from the shell's host.
  const gone = (url: URL) =>
    url.origin === SHELL && url.pathname.startsWith('/static/js/async/on-demand-search.');
  await page.context().route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/search');
  await expect(page.getByText('This part of the portal is not available right now')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }),
  ).toBeVisible();
  await page.context().unroute(gone);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
});

test('going offline shows the persistent offline alert, and coming back clears it', async ({
  page,
  context,
}) => {
  // Timers the test can move on: a normal alert clears itself after 5 s of them.
  await page.clock.install({ time: suiteNow() });
  await signIn(page, 'resident');
  await context.setOffline(true);
  const alert = page.getByRole('alert').filter({ hasText: 'You are currently offline' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('img', { name: 'You are offline' })).toBeVisible();
  await page.clock.fastForward(ALERT_CLEAR_MS + 1_000);
  await expect(alert).toBeVisible();
  await context.setOffline(false);
  await expect(alert).toHaveCount(0);
});

test.describe('small screen layout', () => {
  // Wider than a phone, narrower than the medium breakpoint (spec 9: collapsed sidebar).
  test.use({ viewport: { width: 820, height: 1000 } });

  test('the sidebar is a rail of labelled icons, with Search as a link, and passes axe', async ({
    page,
  }) => {
    await signIn(page, 'resident');
    const main = page.getByRole('navigation', { name: 'Main' });
    const events = main.getByRole('link', { name: 'Events', exact: true });
    await expect(events).toBeVisible();
    expect((await main.boundingBox())?.width).toBeLessThan(140);
    await expect(page.getByRole('searchbox', { name: 'Search the portal' })).toBeHidden();
    await expect(main.getByRole('list', { name: 'Library sections' })).toBeHidden();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search');
    // A page without top tabs: the back button and the title, as on phones.
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await events.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test('a new home choice works at once, with no reload', async ({ page }) => {
    await signIn(page, 'resident');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await tabs.getByRole('link', { name: 'More' }).click();
    await page
      .getByRole('navigation', { name: 'More' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByRole('radio', { name: 'Categories' }).check();
    await tabs.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/library/category');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('shows the top bar and bottom tabs, and More holds the rest', async ({ page }) => {
    await signIn(page, 'resident');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'Search', 'Events', 'Dining', 'More']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await tabs.getByRole('link', { name: 'More' }).click();
    const more = page.getByRole('navigation', { name: 'More' });
    await expect(more.getByRole('link', { name: 'Directory' })).toBeVisible();
    await expect(more.getByRole('link', { name: 'Home Controls' })).toBeVisible();
    await expectAccessible(page);
    await more.getByRole('link', { name: 'Directory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Residents' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Residents' }).getByRole('link').first(),
    ).toBeVisible();
    // The long list runs past the bottom tabs: no row may sit half under them.
    await expectAccessible(page);
  });

  test('family have no Home Controls in More', async ({ page }) => {
    await signIn(page, 'family');
    await page
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: 'More' })
      .click();
    const more = page.getByRole('navigation', { name: 'More' });
    await expect(more.getByRole('link', { name: 'Directory' })).toBeVisible();
    await expect(more.getByRole('link', { name: 'Home Controls' })).toHaveCount(0);
  });
});

const ALL: Account[] = ['resident', 'family', 'staff', 'advocate'];

/** Every route of the portal, and the roles that may open it (the others are sent home). */
const ROUTES: [string, Account[]][] = [
  ['/library/new', ALL],
  ['/library/category', ALL],
  ['/library/category/Notice', ALL],
  ['/library/category/Notice/all', ALL],
  ['/library/category/Request/Maintenance', ALL],
  ['/library/shortcuts', ALL],
  ['/chat/channels', ['resident', 'family', 'advocate']],
  ['/chat/users', ['resident', 'family', 'advocate']],
  ['/chat/details/general', ['resident', 'family', 'advocate']],
  ['/chat/messages', ['resident', 'family', 'advocate']],
  ['/controls/list', ['resident']],
  ['/controls/scenes', ['resident']],
  ['/controls/thermostat/thermostat', ['resident']],
  ['/dining/restaurant', ALL],
  ['/dining/info/Menu', ALL],
  ['/dining/info/Menu/all', ALL],
  ['/directory/residents', ALL],
  ['/directory/staff', ALL],
  ['/directory/friends', ['resident', 'family', 'advocate']],
  ['/directory/profile', ['resident']],
  ['/events/all', ALL],
  ['/events/invites', ['resident', 'staff']],
  ['/events/signups', ['resident', 'staff']],
  ['/search?q=Whitfield', ALL],
  ['/share', ['resident', 'staff']],
  ['/profile', ALL],
  ['/calls', ['resident', 'family', 'advocate']],
  ['/more', ALL],
  ['/wellness/progress', ALL],
  ['/wellness/devices', ALL],
  ['/wellness/settings', ALL],
];

/** The path of the first link in a list that leads to one of its records (`to`). */
async function firstLink(page: Page, path: string, list: string, to: string): Promise<string> {
  await page.goto(path);
  const link = page
    .getByRole('list', { name: list, exact: true })
    .locator(`a[href*="${to}"]`)
    .first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href, `a link to ${to} in ${list} on ${path}`).toBeTruthy();
  return new URL(href as string, page.url()).pathname;
}

/**
 * Detail routes with ids the seed really holds, found through the portal as the role sees it,
 * each with what shows once its record has loaded.
 */
async function detailRoutes(page: Page): Promise<[string, Locator][]> {
  const photo = await firstLink(
    page,
    '/library/category/Photo/all',
    'All Photos',
    '/library/item/',
  );
  const postId = photo.split('/')[3];
  const restaurant = await firstLink(
    page,
    '/dining/restaurant',
    'Restaurants',
    '/dining/restaurant/',
  );
  const menu = await firstLink(page, restaurant, 'Menus', `${restaurant}/`);
  const person = await firstLink(page, '/directory/residents', 'Residents', '/directory/details/');
  const event = await firstLink(page, '/events/all', 'Events', '/events/details/');
  const h2 = page.getByRole('heading', { level: 2 }).first();
  return [
    [photo, page.getByRole('button', { name: 'Zoom in' })],
    [`/library/details/${postId}`, page.getByRole('article').getByRole('heading', { level: 2 })],
    [restaurant, page.getByRole('list', { name: 'Menus', exact: true })],
    [menu, page.getByRole('status', { name: 'Day shown' })],
    [person, h2],
    [event, h2],
  ];
}

const PASSES: { role: Account; dark: boolean; phone: boolean }[] = [
  // Every role once; phone and desktop each in both themes. The areas' own journeys check
  // their routes in both themes too.
  { role: 'resident', dark: true, phone: false },
  { role: 'resident', dark: false, phone: true },
  { role: 'family', dark: true, phone: true },
  { role: 'staff', dark: false, phone: false },
  { role: 'advocate', dark: true, phone: false },
];

for (const { role, dark, phone } of PASSES) {
  test(`every route of the ${role} loads and passes axe, ${phone ? 'phone' : 'desktop'}, ${dark ? 'dark' : 'light'} theme`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    if (phone) await page.setViewportSize(PHONE);
    await signIn(page, role);
    await useTheme(page, dark);
    const details = await detailRoutes(page);
    const routes: [string, Locator | null][] = [
      ...ROUTES.filter(([, roles]) => roles.includes(role)).map(([path]): [string, null] => [
        path,
        null,
      ]),
      ...details,
    ];
    for (const [path, loaded] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(path);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
      // A detail page with its record loaded, not a load problem or an empty shell.
      if (loaded) await expect(loaded).toBeVisible();
      await expectAccessible(page);
    }
  });
}

test('the login site passes axe on every screen, phone and desktop, both themes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const phone of [false, true]) {
    await page.setViewportSize(phone ? PHONE : DESKTOP);
    for (const dark of [true, false]) {
      await page.goto(LOGIN_URL);
      await useTheme(page, dark);
      const heading = page.getByRole('heading', { level: 1 });
      // Sign in: empty, refused, and told why they are here.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('The email is required.')).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Email').fill(ACCOUNTS.resident);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText(/password is incorrect/i);
      await expectAccessible(page);
      for (const arrival of ['?expired=1', '?signedOut=1']) {
        await page.goto(`${LOGIN_URL}${arrival}`);
        await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
        await expectAccessible(page);
      }
      // Forgot password: asking for a code, then the code and the new password.
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(heading).toHaveText('Reset your password');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('The email is required.')).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Email').fill(ACCOUNTS.advocate);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByLabel('Code')).toBeVisible();
      await expectAccessible(page);
    }
  }
});
