import { expect, test } from '@playwright/test';
import { LOGIN_URL, sidebarLabels, signIn } from './support';

test.describe('signing in', () => {
  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto(LOGIN_URL);
    await page.getByLabel('Email').fill('resident@demo.portal');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(/password is incorrect/i);
    await expect(page.getByLabel('Email')).toHaveValue('resident@demo.portal');
  });

  test('empty fields show the validation messages', async ({ page }) => {
    await page.goto(LOGIN_URL);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });

  test('without a session the portal sends people to the login site', async ({ page }) => {
    await page.goto('/events/all');
    await page.waitForURL(`${LOGIN_URL}**`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a 401 clears the session and goes to login', async ({ page }) => {
    await signIn(page, 'resident');
    await page.evaluate(() =>
      localStorage.setItem('portal.session', JSON.stringify({ token: 'expired.or.forged' })),
    );
    await page.reload();
    await page.waitForURL(`${LOGIN_URL}**`);
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  });

  test('the token never appears in the address bar or a query string', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signIn(page, 'family');
    expect(page.url()).not.toContain('session=');
    expect(urls.filter((url) => /[?&](token|session|idToken)=/.test(url))).toEqual([]);
  });
});

const EXPECTED_SIDEBAR = {
  // The demo community has every flag on; the resident has a deployed home system.
  resident: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Home Controls',
    'Wellness',
    'Chat',
    'Share',
  ],
  family: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Wellness',
    'Chat',
  ],
  staff: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Wellness',
    'Share',
  ],
  advocate: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Wellness',
    'Chat',
  ],
} as const;

for (const [account, expected] of Object.entries(EXPECTED_SIDEBAR)) {
  test(`${account} sees exactly the navigation the role allows`, async ({ page }) => {
    await signIn(page, account as keyof typeof EXPECTED_SIDEBAR);
    expect(await sidebarLabels(page)).toEqual(expected);
    const chatButton = page.getByRole('banner').getByRole('link', { name: 'Chat' });
    if (account === 'staff') await expect(chatButton).toHaveCount(0);
    else await expect(chatButton).toBeVisible();
  });
}

test('areas a role may not use are not served to it', async ({ page }) => {
  await signIn(page, 'family');
  await page.goto('/controls/list');
  await page.waitForURL('**/library/new');
  await page.goto('/share');
  await page.waitForURL('**/library/new');
});
