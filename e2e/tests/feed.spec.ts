import type { Page, Request } from '@playwright/test';
import {
  type Account,
  API,
  expect,
  expectAccessible,
  MAPLE_GROVE_ID,
  signIn,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

const ROLES: Account[] = ['resident', 'family', 'staff', 'advocate'];
const SAMPLE_FORM = '/library/item/sample-maintenance-form/Form';
/** The seeded notice pasted from an e-mail newsletter with its markup (server feed seed). */
const PASTED_NOTICE_ID = '64b0fd000000000000000001';

function graphOperation(
  request: Request,
): { name: string; variables: Record<string, unknown> } | null {
  if (!request.url().endsWith('/v3/graph/graphql') || request.method() !== 'POST') return null;
  const body = request.postDataJSON() as { query: string; variables: Record<string, unknown> };
  const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
  return { name, variables: body.variables };
}

async function postsShown(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ posts shown$/).textContent();
  return Number.parseInt(text ?? '0', 10);
}

/** Opens the first post of a category that has an asset of the given kind. */
async function openFirstAsset(page: Page, category: string, action: string) {
  await page.goto(`/library/category/${category}/all`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: action }).first().click();
  await page.waitForURL('**/library/item/**');
  await expect(page.getByRole('heading', { level: 1, name: 'Item' })).toBeVisible();
}

async function fillMaintenanceForm(page: Page, description: string) {
  await page.getByLabel('Where is the problem?').fill('Apartment 214, kitchen');
  await page.getByLabel('What kind of problem is it?').selectOption('Plumbing');
  await page.getByLabel('Please describe it').fill(description);
}

for (const role of ROLES) {
  test(`${role}: reads What's New, scrolls on, opens a photo, a PDF and a form`, async ({
    page,
  }) => {
    const feedCalls: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const operation = graphOperation(request);
      if (operation?.name === 'WhatsNew') feedCalls.push(operation.variables);
    });
    await signIn(page, role);

    // What's New: the window since the last login first, then older posts by cursor.
    await expect(
      page.getByRole('list', { name: 'Posts' }).getByRole('article').first(),
    ).toBeVisible();
    const first = feedCalls[0] as {
      filters: { from?: string; status: string };
      page: { limit: number };
    };
    expect(first.filters.status).toBe('Active');
    expect(first.filters.from).toBeTruthy();
    expect(first.page.limit).toBe(50);
    const before = await postsShown(page);
    // Scroll on until the next page of older posts has arrived.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return postsShown(page);
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(Math.max(before, 50));
    const later = feedCalls.slice(1) as { filters: { from?: string }; page: { after?: string } }[];
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((call) => call.page.after && call.filters.from === undefined)).toBe(true);

    // A photo, zoomed with buttons.
    await openFirstAsset(page, 'Photo', 'View photo');
    const photo = page.getByRole('region', { name: /scrollable when zoomed/ }).getByRole('img');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByText('Zoom 150%')).toBeVisible();

    // A PDF, read in the page.
    await openFirstAsset(page, 'Resource', 'Read PDF');
    await expect(page.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /page 1$/ })).toBeVisible();

    // The Maintenance form: bad data is refused and kept; good data is sent.
    await page.goto(SAMPLE_FORM);
    await expect(page.getByText('Maintenance Request').first()).toBeVisible();
    let submissions = 0;
    page.on('request', (request) => {
      if (graphOperation(request)?.name === 'CreateFormSubmission') submissions += 1;
    });
    await fillMaintenanceForm(page, 'Drips');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/fewer than 10 characters/).first()).toBeVisible();
    expect(submissions).toBe(0);

    // Data the form's schema refuses, sent anyway: the server says no, nothing typed is lost.
    await page.route('**/v3/graph/graphql', async (route) => {
      const operation = graphOperation(route.request());
      if (operation?.name !== 'CreateFormSubmission') return route.continue();
      const body = route.request().postDataJSON() as { variables: { data: string } };
      body.variables.data = JSON.stringify({ ...JSON.parse(body.variables.data), issue: 'Ghosts' });
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByLabel('Please describe it').fill('The kitchen tap drips all night.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unable to submit form at this time.' }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Please describe it')).toHaveValue(
      'The kitchen tap drips all night.',
    );
    await expect(page.getByLabel('Where is the problem?')).toHaveValue('Apartment 214, kitchen');
    await page.unroute('**/v3/graph/graphql');

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you. Your form was sent.')).toBeVisible();
  });
}

test('a resident never receives a Family-only post, whatever the page asks', async ({ page }) => {
  await signIn(page, 'resident');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('portal.session') ?? '{}').token as string,
  );
  const response = await page.request.post(`${API}/v3/graph/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `query WhatsNew($communityId: ID!, $filters: FeedFilters) { community(communityId: $communityId) {
        feed(filters: $filters, page: { limit: 50 }) { posts { _id } } } }`,
      variables: {
        communityId: WILLOW_CREEK_ID,
        filters: { audiences: ['Family'], status: 'Active' },
      },
    },
  });
  const answer = await response.json();
  expect(answer.data.community.feed.posts).toEqual([]);
});

test('Requests and Shortcuts appear with their flags, and only then', async ({ page }) => {
  await signIn(page, 'resident');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Shortcuts' })).toBeVisible();
  await page.goto('/library/category');
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
  await page.goto('/library/shortcuts');
  await expect(page.getByRole('heading', { level: 2, name: 'Ask for help' })).toBeVisible();
  await page.getByRole('link', { name: 'Maintenance request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();

  // Maple Grove, the resident's other community, has both flags off: she moves there.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Community' }).selectOption({ label: 'Maple Grove' });
  const mapleFlags = page.waitForResponse(
    (response) =>
      response.url().includes('/v3/flags') &&
      new URL(response.url()).searchParams.get('communityId') === MAPLE_GROVE_ID,
  );
  await page.getByRole('button', { name: 'Change community' }).click();
  const flags = await (await mapleFlags).json();
  expect(flags).toMatchObject({ shortcutsEnabledPlus: false });
  await expect(page.getByRole('combobox', { name: 'Community' })).toHaveValue(MAPLE_GROVE_ID);

  await page.goto('/library/category');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Notices' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Requests' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Library' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Requests' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Shortcuts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Wellness' })).toHaveCount(0);
  await page.goto('/library/shortcuts');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/library/category/Request');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('post bodies are sanitised: a notice pasted with a script, a handler and a javascript: link runs none of them', async ({
  page,
}) => {
  await signIn(page, 'resident');
  const item = page.waitForResponse(
    (response) => graphOperation(response.request())?.name === 'FeedItem',
  );
  await page.goto(`/library/details/${PASTED_NOTICE_ID}`);
  // The server sends the markup as it was pasted: the page has to make it safe.
  const sent = ((await (await item).json()) as { data: { feedItem: { body: string } } }).data
    .feedItem.body;
  expect(sent).toContain('<script>');
  expect(sent).toContain('onerror=');
  expect(sent).toContain('href="javascript:');

  await expect(
    page.getByText('Pasted from the Friends of Willow Creek e-mail newsletter'),
  ).toBeVisible();
  const picture = page.getByRole('img', { name: 'Friends of Willow Creek' });
  await expect(picture).toBeVisible();
  // The picture does not load: an onerror left in place would run now.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  expect(await picture.getAttribute('onerror')).toBeNull();
  // No script element made it into the page, and the link goes nowhere a script could.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('script')].some((script) =>
        script.textContent?.includes('__ran'),
      ),
    ),
  ).toBe(false);
  const link = page.getByText('Read the whole newsletter', { exact: true });
  expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
  await link.click();
  expect(
    await page.evaluate(() => (window as unknown as { __ran?: number }).__ran),
  ).toBeUndefined();
  await expect(
    page.getByText('Pasted from the Friends of Willow Creek e-mail newsletter'),
  ).toBeVisible();
});

test('axe passes on every library route in both themes', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'resident');
  await page.goto('/library/category/Photo/all');
  await page.getByRole('link', { name: 'View photo' }).first().click();
  await page.waitForURL('**/library/item/**');
  const photoItem = new URL(page.url()).pathname;
  const postId = photoItem.split('/')[3];
  await page.goto('/library/category/Resource/all');
  await page.getByRole('link', { name: 'Read PDF' }).first().click();
  await page.waitForURL('**/library/item/**');
  const pdfItem = new URL(page.url()).pathname;
  await page.goto('/library/category/Video/all');
  await page.getByRole('link', { name: 'Watch video' }).first().click();
  await page.waitForURL('**/library/item/**');
  const videoItem = new URL(page.url()).pathname;
  // The community's own short video plays in the page.
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  const routes: [string, string][] = [
    ['/library/new', "What's New"],
    ['/library/category', 'Library'],
    ['/library/category/Notice', 'Notices'],
    ['/library/category/Notice/all', 'All Notices'],
    ['/library/category/Request/Maintenance', 'Maintenance'],
    [`/library/details/${postId}`, 'Details'],
    [photoItem, 'Item'],
    [pdfItem, 'Item'],
    [videoItem, 'Item'],
    [SAMPLE_FORM, 'Item'],
    ['/library/shortcuts', 'Shortcuts'],
  ];
  for (const dark of [true, false]) {
    await useTheme(page, dark);
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (path === pdfItem) await expect(page.getByText('Page 1 of 1')).toBeVisible();
      if (path === SAMPLE_FORM) {
        await expect(page.getByLabel('Where is the problem?')).toBeVisible();
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(page.getByText(/must have required property/).first()).toBeVisible();
      }
      await expectAccessible(page);
    }
  }
});
