import { apiSignIn, expect, PARTNER, SHELL, test, WILLOW_CREEK_ID } from './support';

/*
 * A partner page on another origin shows portal areas through the shell's `/embed.js`: the
 * example page of examples/partner-page, as `npm start` serves it.
 */

test('the loader is small and served from the shell', async ({ request }) => {
  const loader = await request.get(`${SHELL}/embed.js`);
  expect(loader.ok()).toBe(true);
  expect(loader.headers()['content-type']).toContain('javascript');
  // At most 15 KB gzip; it is sent uncompressed here, so its whole size is the bound.
  expect((await loader.body()).length).toBeLessThan(15_000);
});

test('the partner page shows dining and events; the resident lists menus and signs up for an event', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, 'resident');
  await page.goto(`${PARTNER}/?portal=${SHELL}#token=${token}&community=${WILLOW_CREEK_ID}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willow Creek Neighbours' }),
  ).toBeVisible();

  const dining = page.locator('portal-area[area="dining"]');
  const restaurants = dining.getByRole('list', { name: 'Restaurants' });
  await expect(restaurants).toBeVisible();
  await restaurants.getByRole('link', { name: 'Willow Room' }).click();
  await expect(dining.getByText('Willow Room: menus for this week')).toBeVisible();
  await expect(dining.getByRole('list', { name: 'Menus' })).toBeVisible();

  const events = page.locator('portal-area[area="events"]');
  await expect(events.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await events.getByRole('searchbox', { name: 'Search events' }).fill('Watercolor Painting Class');
  await events.getByRole('button', { name: 'Search', exact: true }).click();
  await events.getByRole('link', { name: 'Watercolor Painting Class', exact: true }).click();
  await expect(events.getByRole('heading', { level: 1, name: 'Event Details' })).toBeVisible();
  await events.getByRole('button', { name: 'Sign up' }).click();
  await events.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  // The notice, not the sign-up section that says the same once the event has reloaded.
  await expect(events.getByRole('status').getByText(/You are signed up/)).toBeVisible();
  // The page stays where it is, under its own title: the areas route in memory.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page).toHaveTitle('Willow Creek Neighbours');

  // Back as it was for the other tests.
  await events.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await events
    .getByRole('dialog', { name: 'Withdraw from this event?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(events.getByText('You are withdrawn from this event.')).toBeVisible();

  // The partner's own styles are untouched: the portal's styles live in the areas' shadow roots.
  const host = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      background: body.backgroundColor,
      font: body.fontFamily,
      heading: getComputedStyle(document.querySelector('h1') as Element).color,
      portalStylesInPage: document.head.querySelectorAll('style').length,
    };
  });
  expect(host).toEqual({
    background: 'rgb(250, 245, 230)',
    font: expect.stringContaining('Georgia'),
    heading: 'rgb(120, 30, 30)',
    portalStylesInPage: 0,
  });
});
