import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  API,
  apiSignIn,
  ELEANOR_ID,
  expect,
  expectAccessible,
  graph,
  MAPLE_GROVE_ID,
  PASSWORD,
  setPasswordByCode,
  signIn,
  signInAs,
  suiteNow,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

/** Willow Creek's calendar day, which the wellness days follow. */
function willowCreekDay(offset = 0): string {
  const day = new Date(suiteNow().getTime() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(day);
}

async function wellnessToken(request: APIRequestContext, session: string, communityId: string) {
  return request.get(`${API}/v1/wellness/auth/login?communityId=${communityId}`, {
    headers: { authorization: `Bearer ${session}` },
  });
}

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

const MEASURES = ['Steps', 'Resting heart rate', 'Weight', 'Blood pressure', 'Sleep'];

/** Opens a card's table unless it is open already (a span whose values were loaded keeps it). */
async function showNumbers(measure: Locator): Promise<void> {
  const show = measure.getByRole('button', { name: 'Show the numbers' });
  if ((await show.count()) > 0) await show.click();
  await expect(measure.getByRole('button', { name: 'Hide the numbers' })).toBeVisible();
}

test.describe('wellness', () => {
  test('a resident reads her progress for a week, a month and six months, as graphs and as numbers', async ({
    page,
    request,
  }) => {
    const session = await apiSignIn(request, 'resident');
    const login = await wellnessToken(request, session, WILLOW_CREEK_ID);
    expect(login.ok()).toBe(true);
    const token = (await login.json()).token as string;
    const answer = await request.get(
      `${API}/v1/wellness/thryve/user/value/daily?startDay=${willowCreekDay(-6)}&endDay=${willowCreekDay()}&types=steps`,
      { headers: { authenticationToken: token } },
    );
    const steps = new Map(
      ((await answer.json()).data as { date: string; type: string; value: number }[])
        .filter((value) => value.type === 'steps')
        .map((value) => [value.date, value.value]),
    );
    expect(steps.size).toBeGreaterThan(0);

    await signIn(page, 'resident');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Wellness' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    const stepsCard = card(page, 'Steps');
    await expect(stepsCard.getByText(/^You walked [\d,]+ steps a day this week/)).toBeVisible();
    await expect(stepsCard.getByRole('img', { name: /^Steps: You walked/ })).toBeVisible();
    for (const title of MEASURES) await expect(card(page, title).getByRole('img')).toBeVisible();
    await expect(card(page, 'Weight')).toContainText(/averaged [\d.,]+ lb this week/);

    // The table holds the same numbers the service has, day by day.
    await stepsCard.getByRole('button', { name: 'Show the numbers' }).click();
    const rows = stepsCard.getByRole('table', { name: /Steps by day/ }).getByRole('row');
    await expect(rows).toHaveCount(8);
    for (let index = 0; index < 7; index += 1) {
      const day = willowCreekDay(index - 6);
      const value = steps.get(day);
      await expect(rows.nth(index + 1).getByRole('cell')).toHaveText(
        value === undefined ? 'No reading' : value.toLocaleString('en-US'),
      );
    }

    await page.getByRole('tab', { name: 'Month', exact: true }).click();
    await expect(stepsCard.getByText(/steps a day this month/)).toBeVisible();
    await showNumbers(stepsCard);
    await expect(stepsCard.getByRole('table').getByRole('row')).toHaveCount(31);
    await page.getByRole('tab', { name: 'Six months' }).click();
    await expect(stepsCard.getByText(/steps a day over the last six months/)).toBeVisible();
    // Six months of the seeded history: the device change and the gaps are in it.
    await showNumbers(stepsCard);
    const cells = stepsCard.getByRole('table').getByRole('cell');
    await expect(cells).toHaveCount(182);
    await expect(cells.filter({ hasText: 'No reading' }).first()).toBeAttached();

    // Metric in the settings: the weight reads in kilograms.
    await page.getByRole('banner').getByRole('link', { name: 'Wellness settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Settings' })).toBeVisible();
    await expect(page.getByLabel('Height (in)')).toHaveValue('64.2');
    await page.getByRole('radio', { name: 'Centimetres and kilograms' }).check();
    await expect(page.getByLabel('Height (cm)')).toHaveValue('163');
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('64.5');
    await page.goto('/wellness/progress');
    await expect(card(page, 'Weight')).toContainText(/averaged [\d.,]+ kg this week/);
    await page.goto('/wellness/settings');
    await page.getByRole('radio', { name: 'Inches and pounds' }).check();
    await expect(page.getByLabel('Weight (lb)')).toHaveValue('142.2');
  });

  test('devices: one connected in the app stays; a web device is connected through its consent page and removed', async ({
    page,
  }) => {
    await signIn(page, 'resident');
    await page.goto('/wellness/devices');
    const connected = page.getByRole('list', { name: 'Connected devices' });
    await expect(connected.getByText('Apple Health')).toBeVisible();
    await expect(connected.getByText('Withings')).toBeVisible();

    await page.getByRole('button', { name: 'Remove Apple Health' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This device was connected from the mobile app and can only be removed there.',
    );
    await expect(connected.getByText('Apple Health')).toBeVisible();

    // Fitbit was removed in the past: it can be added again, through Fitbit's consent page.
    await page.getByRole('button', { name: 'Connect Fitbit' }).click();
    await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL('**/wellness/devices**');
    await expect(page.getByText('Fitbit is connected.')).toBeVisible();
    await expect(connected.getByText('Fitbit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Fitbit' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove Fitbit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Fitbit is removed.')).toBeVisible();
    await expect(connected.getByText('Fitbit')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect Fitbit' })).toBeVisible();
  });

  test('a resident without setup completes it and lands on her progress; a community without wellness refuses it', async ({
    browser,
    page,
    request,
  }) => {
    const session = await apiSignIn(request, 'resident');
    const refused = await wellnessToken(request, session, MAPLE_GROVE_ID);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      'This account is not configured for the wellness feature. Please contact support.',
    );

    await signIn(page, 'resident');
    const { directory } = await graph<{
      directory: { _id: string; email: string | null }[];
    }>(
      request,
      session,
      'query DirectoryList($communityId: ID!, $roles: [Int!]) { directory(communityId: $communityId, roles: $roles) { _id email } }',
      { communityId: WILLOW_CREEK_ID, roles: [2] },
    ).then((answer) => answer.data ?? { directory: [] });
    const neighbour = directory.find((person) => person.email && person._id !== ELEANOR_ID);
    if (!neighbour?.email) throw new Error('No neighbour with an e-mail in the seed');
    await setPasswordByCode(request, neighbour.email, PASSWORD);
    const newcomer = await (await browser.newContext()).newPage();
    await signInAs(newcomer, neighbour.email);
    await newcomer.goto('/wellness/devices');
    await expect(
      newcomer.getByRole('heading', { level: 1, name: 'Set up Wellness' }),
    ).toBeVisible();

    // Nothing is sent while a field is wrong, and what was typed stays.
    await newcomer.getByLabel('Height (in)').fill('7');
    await newcomer.getByLabel('Weight (lb)').fill('150');
    await newcomer.getByRole('button', { name: 'Save and continue' }).click();
    await expect(newcomer.getByText('Please enter a valid height.')).toBeVisible();
    await expect(newcomer.getByLabel('Height (in)')).toBeFocused();
    await expect(newcomer.getByLabel('Weight (lb)')).toHaveValue('150');

    await newcomer.getByLabel('Height (in)').fill('66');
    await newcomer.getByLabel('Birthdate').fill('1944-03-09');
    await newcomer.getByLabel('Gender').selectOption('Male');
    await newcomer.getByRole('button', { name: 'Save and continue' }).click();
    await expect(newcomer).toHaveURL(/\/wellness\/progress$/);
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    await expect(newcomer.getByText('Nothing was recorded for steps this week.')).toBeVisible();
    await newcomer.goto('/wellness/settings');
    await expect(newcomer.getByLabel('Height (in)')).toHaveValue('66');
    await expect(newcomer.getByLabel('Weight (lb)')).toHaveValue('150');
    await newcomer.context().close();
  });

  for (const dark of [false, true]) {
    test(`every wellness route passes axe in the ${dark ? 'dark' : 'light'} theme`, async ({
      page,
    }) => {
      await signIn(page, 'resident');
      await useTheme(page, dark);
      await page.goto('/wellness/progress');
      for (const title of MEASURES) await expect(card(page, title).getByRole('img')).toBeVisible();
      await card(page, 'Steps').getByRole('button', { name: 'Show the numbers' }).click();
      await expectAccessible(page);
      await page.goto('/wellness/devices');
      await expect(page.getByRole('list', { name: 'Connected devices' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/wellness/settings');
      await expect(page.getByLabel('Birthdate')).toBeVisible();
      await expectAccessible(page);
    });
  }
});
