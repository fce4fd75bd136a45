import type { Page } from '@playwright/test';
import ports from '../../contracts/ports.json' with { type: 'json' };
import {
  API,
  apiSignIn,
  expect,
  expectAccessible,
  graph,
  signIn,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

/** The demo resident's home controller in the simulator that the portal starts. */
const SIMULATOR = `http://127.0.0.1:${process.env.PORT_CONTROLLER_SIM || ports.controllerSim}`;
const SYSTEM_ID = '64b0d0000000000000000001';

async function simulator(page: Page, action: string, body: object = {}): Promise<void> {
  const answer = await page.request.post(`${SIMULATOR}/sim/${SYSTEM_ID}/${action}`, { data: body });
  expect(answer.ok(), `simulator ${action}`).toBe(true);
}

/** A device's row in the list: its name links to its details, its state is in words. */
const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

const CONFIG_QUERY = `query HomeControlsConfig($communityId: ID!) {
  homeControlsConfig(communityId: $communityId) { system ctoken username password }
}`;

test.describe('home controls', () => {
  test('a resident controls her devices; each change is confirmed, kept, and shows live in a second tab', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await simulator(page, 'reset');
    await signIn(page, 'resident');
    await page.goto('/controls/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    const groups = page.getByRole('heading', { level: 2 });
    await expect(groups).toHaveText(['Lights', 'Fans', 'Thermostats', 'Doors', 'Windows']);
    const second = await context.newPage();
    await second.goto('/controls/list');
    await expect(row(second, 'Living Room Lamp')).toContainText('Off');

    // A light: on, then dimmed on its details page.
    await page.getByRole('switch', { name: 'Living Room Lamp' }).click();
    await expect(page.getByRole('switch', { name: 'Living Room Lamp' })).toBeChecked();
    await expect(row(second, 'Living Room Lamp')).toContainText(/On, \d+%/);
    await page.getByRole('link', { name: 'Living Room Lamp', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Living Room Lamp' })).toBeVisible();
    const brightness = page.getByRole('group', { name: 'Brightness' }).locator('output');
    const before = Number((await brightness.textContent())?.replace('%', ''));
    await page.getByRole('button', { name: 'Dimmer' }).click();
    await expect(brightness).toHaveText(`${before - 10}%`);
    await expect(row(second, 'Living Room Lamp')).toContainText(`On, ${before - 10}%`);

    // The fan a step faster, from the list.
    await page.goto('/controls/list');
    await page.getByRole('button', { name: 'Faster: Ceiling Fan' }).click();
    await expect(row(page, 'Ceiling Fan')).toContainText('Low');
    await expect(row(second, 'Ceiling Fan')).toContainText('Low');

    // The thermostat to Heat at 72, in large steps.
    await page.goto(`/controls/thermostat/thermostat`);
    // Controls show the controller's confirmed state, so the choice is a click, then a wait.
    await page.getByRole('radio', { name: 'Heat' }).click();
    await expect(page.getByRole('radio', { name: 'Heat' })).toBeChecked();
    const setPoint = page.getByRole('group', { name: 'Thermostat set point' }).locator('output');
    for (let tries = 0; tries < 30 && (await setPoint.textContent()) !== '72°'; tries += 1) {
      const now = Number((await setPoint.textContent())?.replace('°', ''));
      await page
        .getByRole('button', { name: now > 72 ? 'Cooler: Thermostat' : 'Warmer: Thermostat' })
        .click();
      await expect(setPoint).toHaveText(`${now > 72 ? now - 1 : now + 1}°`);
    }
    await expect(row(second, 'Thermostat')).toContainText('Heat, set to 72°');

    // The door locked, after saying so; a window opened.
    await page.goto('/controls/list');
    await page.getByRole('button', { name: 'Lock Front Door' }).click();
    const confirm = page.getByRole('dialog', { name: 'Lock the Front Door?' });
    await confirm.getByRole('button', { name: 'Lock' }).click();
    await expect(row(page, 'Front Door')).toContainText('Locked');
    await page.getByRole('button', { name: 'Open Bedroom Window' }).click();
    await expect(row(page, 'Bedroom Window')).toContainText('Open');
    await expect(row(second, 'Front Door')).toContainText('Locked');
    await expect(row(second, 'Bedroom Window')).toContainText('Open');

    // Everything is the controller's own state: a reload finds it unchanged.
    await page.reload();
    await expect(row(page, 'Living Room Lamp')).toContainText(`On, ${before - 10}%`);
    await expect(row(page, 'Ceiling Fan')).toContainText('Low');
    await expect(row(page, 'Thermostat')).toContainText('Heat, set to 72°');
    await expect(row(page, 'Front Door')).toContainText('Locked');
    await expect(row(page, 'Bedroom Window')).toContainText('Open');

    // A change made at the wall shows at once.
    await simulator(page, 'state', { entity_id: 'light.porch', state: 'on' });
    await expect(page.getByRole('switch', { name: 'Porch Light' })).toBeChecked();
    await second.close();
  });

  test('a resident adds a timed scene step by step, edits, runs and removes it; a trigger scene fires', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await simulator(page, 'reset');
    await signIn(page, 'resident');
    await page.goto('/controls/scenes');
    await expect(page.getByRole('heading', { level: 2, name: 'Good Morning' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a scene' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Evening porch');
    await dialog.getByRole('radio', { name: 'At a time of day' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Time').fill('19:30');
    await dialog.getByLabel('Saturday').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Device', { exact: true }).selectOption({ label: 'Porch Light' });
    await dialog.getByLabel('What it does').selectOption({ label: 'Turn on' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText(
      'At 7:30 PM on Monday, Tuesday, Wednesday, Thursday, Friday, Saturday',
    );
    await dialog.getByRole('button', { name: 'Save the scene' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Evening porch' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit: Evening porch' }).click();
    await dialog.getByLabel('Name').fill('Porch at dusk');
    for (let step = 0; step < 3; step += 1)
      await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save the scene' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Porch at dusk' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Evening porch' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Run now: Porch at dusk' }).click();
    await expect(page.getByText('The scene "Porch at dusk" ran.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove: Porch at dusk' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Porch at dusk' })).toHaveCount(0);
    await page.goto('/controls/list');
    await expect(page.getByRole('switch', { name: 'Porch Light' })).toBeChecked();

    // A trigger scene: when the front door is unlocked, the living room lamp comes on.
    await page.goto('/controls/scenes');
    await page.getByRole('button', { name: 'Add a scene' }).click();
    await dialog.getByLabel('Name').fill('Welcome home');
    await dialog.getByRole('radio', { name: 'When a device changes', exact: true }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Device').selectOption({ label: 'Front Door' });
    await dialog.getByLabel('When it').selectOption({ label: 'is unlocked' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Device', { exact: true }).selectOption({ label: 'Living Room Lamp' });
    await dialog.getByLabel('What it does').selectOption({ label: 'Turn on, 50% brightness' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save the scene' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome home' })).toBeVisible();

    await page.goto('/controls/list');
    await simulator(page, 'state', { entity_id: 'lock.front_door', state: 'locked' });
    await expect(row(page, 'Front Door')).toContainText('Locked');
    await expect(row(page, 'Living Room Lamp')).toContainText('Off');
    await simulator(page, 'state', { entity_id: 'lock.front_door', state: 'unlocked' });
    await expect(row(page, 'Living Room Lamp')).toContainText('On, 50%');
  });

  test('with the controller away the spec message shows, and the page comes back with it', async ({
    page,
  }) => {
    await simulator(page, 'reset');
    await signIn(page, 'resident');
    await page.goto('/controls/list');
    await expect(row(page, 'Front Door')).toBeVisible();
    try {
      await simulator(page, 'offline', { offline: true });
      await expect(page.getByText("Couldn't connect to the controller")).toBeVisible();
      await page.reload();
      await expect(
        page.getByText(
          'Failed to connect to home control. Please contact the staff for assistance if this persists.',
        ),
      ).toBeVisible();
    } finally {
      await simulator(page, 'offline', { offline: false });
    }
    await expect(row(page, 'Front Door')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Failed to connect to home control.')).toHaveCount(0);
  });

  test('every controls route passes axe in both themes', async ({ page }) => {
    test.setTimeout(120_000);
    await simulator(page, 'reset');
    await signIn(page, 'resident');
    for (const dark of [false, true]) {
      await useTheme(page, dark);
      for (const [path, ready] of [
        ['/controls/list', page.getByRole('heading', { level: 2, name: 'Lights' })],
        ['/controls/scenes', page.getByRole('heading', { level: 2, name: 'Good Morning' })],
        ['/controls/thermostat/thermostat', page.getByRole('radio', { name: 'Heat' })],
        ['/controls/lock/front_door', page.getByRole('button', { name: /Lock|Unlock/ })],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await expectAccessible(page);
      }
      await page.goto('/controls/scenes');
      await page.getByRole('button', { name: 'Add a scene' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('only the resident owning a Deployed system reaches it: the server refuses everyone else', async ({
    request,
  }) => {
    const resident = await apiSignIn(request, 'resident');
    const own = await graph<{ homeControlsConfig: Record<string, string> }>(
      request,
      resident,
      CONFIG_QUERY,
      { communityId: WILLOW_CREEK_ID },
    );
    expect(own.errors).toBeUndefined();
    const credential = own.data?.homeControlsConfig as Record<string, string>;
    const query = new URLSearchParams({
      sysid: credential.system,
      ctoken: credential.ctoken,
      username: credential.username,
      password: credential.password,
    });
    const host = await request.get(`${API}/remote?${query}`, {
      headers: { Authorization: `Bearer ${resident}` },
    });
    expect(host.status()).toBe(200);
    expect((await host.json()).host).toContain(`/c/${SYSTEM_ID}`);

    for (const account of ['family', 'staff', 'advocate'] as const) {
      const token = await apiSignIn(request, account);
      const config = await graph(request, token, CONFIG_QUERY, { communityId: WILLOW_CREEK_ID });
      expect(
        config.errors?.map((error) => error.extensions?.code),
        account,
      ).toEqual(['FORBIDDEN']);
      const remote = await request.get(`${API}/remote?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(remote.status(), account).toBe(403);
    }
  });
});
