import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import ports from '../../contracts/ports.json' with { type: 'json' };

export { expect };

/**
 * The instant the suite runs at, when set (an ISO instant such as 2026-11-29T15:00:00Z): the
 * portal's servers start at that moment and run on, and so do the pages, from the one offset
 * scripts/test.sh fixed for the whole run (or, run alone, one taken when this worker starts;
 * from the real clock, not Date, which the runner may shift too).
 */
const TEST_NOW = process.env.TEST_NOW;
const realNow = () => performance.timeOrigin + performance.now();
const fixedShift = process.env.TEST_CLOCK_OFFSET_MS;
const shift = !TEST_NOW ? 0 : fixedShift ? Number(fixedShift) : Date.parse(TEST_NOW) - realNow();
if (Number.isNaN(shift)) throw new Error(`TEST_NOW is not a date: ${TEST_NOW}`);

/** Now, as the suite's clock reads it: TEST_NOW and the time run since, else the real time. */
export function suiteNow(): Date {
  return new Date(realNow() + shift);
}

async function startClock(context: BrowserContext): Promise<void> {
  // setSystemTime moves Date only: time runs on from there and timers fire as usual.
  if (TEST_NOW) await context.clock.setSystemTime(suiteNow());
}

/**
 * What a person has allowed the portal unless a test says otherwise: notifications answered
 * (the portal does not ask again) and the camera and microphone for calls.
 */
export const ALLOWED = ['notifications', 'camera', 'microphone'];

/**
 * Playwright's `test`, with every browser context (the test's own, which Playwright makes with
 * `browser.newContext()`, and any a test opens with `browser.newContext()` or
 * `browser.newPage()`) on the suite's clock when TEST_NOW is set, and with ALLOWED granted.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext({
          ...options,
          permissions: options?.permissions ?? ALLOWED,
        });
        await startClock(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export const LOGIN_URL = `http://localhost:${process.env.PORT_LOGIN || ports.login}/`;
export const API = `http://localhost:${process.env.PORT_API || ports.api}`;
export const EMULATOR = `http://localhost:${process.env.PORT_AUTH_EMULATOR || ports.authEmulator}`;
export const SHELL = `http://localhost:${process.env.PORT_SHELL || ports.shell}`;
export const RELEASES = `http://localhost:${process.env.PORT_RELEASES || ports.releases}`;
export const PARTNER = `http://localhost:${process.env.PORT_PARTNER || ports.partner}`;
export const PASSWORD = 'demo-portal';
/** The seeded communities: the demo's Willow Creek (every flag on) and Maple Grove (flags off). */
export const WILLOW_CREEK_ID = '64b0c0000000000000000001';
export const MAPLE_GROVE_ID = '64b0c0000000000000000002';
/** The demo resident, Eleanor Whitfield (she goes by Ellie). */
export const ELEANOR_ID = '64b0a0000000000000000001';

export const ACCOUNTS = {
  resident: 'resident@demo.portal',
  family: 'family@demo.portal',
  staff: 'staff@demo.portal',
  advocate: 'advocate@demo.portal',
} as const;

export type Account = keyof typeof ACCOUNTS;

/** Signs in through the real login site with any e-mail the emulator knows; waits for the shell. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(LOGIN_URL);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/library/new');
  // The shell's top bar, on phones and wide screens alike.
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Signs in a demo account through the real login site and waits for the portal's home. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await signInAs(page, ACCOUNTS[account]);
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

/** The portal session token a signed-in page holds. */
export async function sessionToken(page: Page): Promise<string> {
  return (await storedSession(page)).token;
}

/** The session a signed-in page keeps: its bearer token and refresh token. */
export async function storedSession(page: Page): Promise<{ token: string; refreshToken?: string }> {
  const session = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal.session') ?? '{}') as {
        token?: string;
        refreshToken?: string;
      },
  );
  if (!session.token) throw new Error(`No portal session on ${page.url()}`);
  return { token: session.token, refreshToken: session.refreshToken };
}

/**
 * Sessions from apiSignIn, one sign-in per account and worker (sign-ins are rate limited); a
 * bearer token lasts 15 minutes, so it is renewed with the refresh token after 10.
 */
const apiSessions = new Map<Account, { token: string; refreshToken: string; renewAt: number }>();
const RENEW_AFTER_MS = 10 * 60_000;

/**
 * Signs in without a browser, as the login site does: a password sign-in at the Auth emulator,
 * then its ID token traded for a portal session token. For setting up and cleaning up; the
 * token is kept for the worker's later calls.
 */
export async function apiSignIn(request: APIRequestContext, account: Account): Promise<string> {
  const kept = apiSessions.get(account);
  if (kept && Date.now() < kept.renewAt) return kept.token;
  if (kept) {
    const renewed = await request.post(`${API}/v3/auth/refresh`, {
      data: { refreshToken: kept.refreshToken },
    });
    if (renewed.ok()) {
      const { token } = (await renewed.json()) as { token: string };
      apiSessions.set(account, { ...kept, token, renewAt: Date.now() + RENEW_AFTER_MS });
      return token;
    }
  }
  const firebase = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-portal-key`,
    { data: { email: ACCOUNTS[account], password: PASSWORD, returnSecureToken: true } },
  );
  expect(firebase.ok(), await firebase.text()).toBe(true);
  const { idToken } = (await firebase.json()) as { idToken: string };
  const portal = await request.post(`${API}/v3/auth/firebase/login`, {
    data: { firebaseIdToken: idToken },
  });
  expect(portal.ok(), await portal.text()).toBe(true);
  const { token, refreshToken } = (await portal.json()) as { token: string; refreshToken: string };
  apiSessions.set(account, { token, refreshToken, renewAt: Date.now() + RENEW_AFTER_MS });
  return token;
}

export interface GraphAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call with a session token, as the browser sends it. */
export async function graph<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphAnswer<T>> {
  const response = await request.post(`${API}/v3/graph/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return (await response.json()) as GraphAnswer<T>;
}

/** The folder the portal under test keeps its data in (playwright.config.ts sets it). */
const DATA_DIR = join(process.cwd(), '.data');

export interface Mail {
  to: string;
  subject: string;
  code: string | null;
}

/**
 * The mail the portal sent to an address, newest first, read from the development outbox
 * with the reader key the API keeps in its data folder.
 */
export async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const key = readFileSync(join(DATA_DIR, 'dev-outbox-key'), 'utf8').trim();
  const response = await request.get(`${API}/v3/dev/outbox?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/**
 * Gives a seeded person without a Firebase account a password the way a person does it:
 * "forgot password", the mailed code, a new password. The portal then binds the account.
 */
export async function setPasswordByCode(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const asked = await request.post(`${API}/v3/auth/password/code`, { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const [mail] = await mailTo(request, email);
  expect(mail?.code).toBeTruthy();
  const reset = await request.post(`${API}/v3/auth/password/reset`, {
    data: { email, code: mail.code, password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}

/** The codes of an answer's errors, e.g. ['FORBIDDEN']. */
export function errorCodes(answer: GraphAnswer<unknown>): (string | undefined)[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code);
}
