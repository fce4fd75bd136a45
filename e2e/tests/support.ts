import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const LOGIN_URL = `http://localhost:${process.env.PORT_LOGIN || '3100'}/`;
export const PASSWORD = 'demo-portal';

export const ACCOUNTS = {
  resident: 'resident@demo.portal',
  family: 'family@demo.portal',
  staff: 'staff@demo.portal',
  advocate: 'advocate@demo.portal',
} as const;

export type Account = keyof typeof ACCOUNTS;

/** Signs in through the real login site and waits for the portal's home. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(LOGIN_URL);
  await page.getByLabel('Email').fill(ACCOUNTS[account]);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/library/new');
  await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
}

/** WCAG 2.2 AA with axe-core: any violation fails the test, listed by rule and element. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Sets light or dark through the stored setting, as the theme toggle does, and reloads. */
export async function useTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((value) => {
    const settings = JSON.parse(localStorage.getItem('portal.settings') || '{}');
    localStorage.setItem('portal.settings', JSON.stringify({ ...settings, dark: value }));
  }, dark);
  await page.reload();
}

/** The labels of the sidebar's top-level links, in order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav.locator(':scope > ul > li > a').allInnerTexts();
}
