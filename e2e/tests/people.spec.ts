import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ACCOUNTS,
  type Account,
  API,
  apiSignIn,
  ELEANOR_ID,
  expect,
  expectAccessible,
  graph as graphCall,
  PASSWORD,
  setPasswordByCode,
  signInAs,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

/** Eleanor's profile as the seed has it: nothing hidden, in the directory, her own biography. */
const ELEANOR_BIOGRAPHY =
  'Born in Scranton, Pennsylvania, Eleanor spent 34 years as a children’s librarian. These days you will find her at the Tuesday bridge table or reading mysteries in the library.';
const HIDEABLE = ['profile', 'email', 'primaryPhone', 'secondaryPhone', 'birthdate'];

/** Puts Eleanor's profile back as the seed has it, through the calls her profile screens make. */
async function resetEleanor(request: APIRequestContext): Promise<void> {
  const token = await apiSignIn(request, 'resident');
  const exposed = await graphCall<{ exposeResidentProperties: { hiddenFields: string[] } }>(
    request,
    token,
    'mutation Expose($residentId: ID!, $properties: [String!]!, $communityId: ID!) { exposeResidentProperties(residentId: $residentId, properties: $properties, communityId: $communityId) { hiddenFields } }',
    { residentId: ELEANOR_ID, properties: HIDEABLE, communityId: WILLOW_CREEK_ID },
  );
  expect(exposed.errors).toBeUndefined();
  expect(exposed.data?.exposeResidentProperties.hiddenFields).toEqual([]);
  const updated = await graphCall<{
    updateResident: { biography: string; optOutOfDirectory: boolean };
  }>(
    request,
    token,
    'mutation Update($residentId: ID!, $edits: ResidentEdits, $communityId: ID!) { updateResident(residentId: $residentId, edits: $edits, communityId: $communityId) { biography optOutOfDirectory } }',
    {
      communityId: WILLOW_CREEK_ID,
      residentId: ELEANOR_ID,
      edits: { biography: ELEANOR_BIOGRAPHY, optOutOfDirectory: false },
    },
  );
  expect(updated.errors).toBeUndefined();
  expect(updated.data?.updateResident).toEqual({
    biography: ELEANOR_BIOGRAPHY,
    optOutOfDirectory: false,
  });
}
/** Eleanor goes by Ellie: lists show the name she prefers, search her first name. */
const ELEANOR = /(Eleanor|Ellie) Whitfield/;

async function token(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') || '{}').token);
}

async function graph<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`${API}/v3/graph/graphql`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

// Only the shell is awaited: these journeys do not depend on the feed area.
function signIn(page: Page, account: Account): Promise<void> {
  return signInAs(page, ACCOUNTS[account]);
}

/**
 * A second resident who can sign in: a seeded Willow Creek neighbour with an e-mail, who sets a
 * password through "forgot password" (the demo only provisions the four demo accounts).
 */
async function neighbourPage(
  browser: Browser,
  asEleanor: Page,
): Promise<{ page: Page; name: string }> {
  const { directory } = await graph<{
    directory: { _id: string; email: string | null; fullName: string }[];
  }>(
    asEleanor,
    'query DirectoryList($communityId: ID!, $roles: [Int!]) { directory(communityId: $communityId, roles: $roles) { _id email fullName } }',
    { communityId: WILLOW_CREEK_ID, roles: [2] },
  );
  const neighbour = directory.find((p) => p.email && p._id !== ELEANOR_ID);
  if (!neighbour?.email) throw new Error('No neighbour with an e-mail in the seed');
  await setPasswordByCode(asEleanor.request, neighbour.email, PASSWORD);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, neighbour.email);
  return { page, name: neighbour.fullName };
}

test.describe('people', () => {
  // Journeys that change Eleanor's profile start from the seed's and put it back, pass or fail.
  test.beforeEach(async ({ request }) => resetEleanor(request));
  test.afterEach(async ({ request }) => resetEleanor(request));

  test('a resident hides their birthday, opts out and edits their biography; a neighbour sees each change', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'resident');
    const { page: neighbour } = await neighbourPage(browser, page);

    // Before: the neighbour sees Eleanor's birthday.
    await neighbour.goto(`/directory/details/${ELEANOR_ID}`);
    await expect(neighbour.getByRole('heading', { level: 2, name: ELEANOR })).toBeVisible();
    await expect(neighbour.getByText('April 17')).toBeVisible();

    // Eleanor hides her birthday on her profile.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // The portal's version, from the version.json the shell's host serves.
    const advanced = page.getByRole('region', { name: 'Advanced' });
    await expect(advanced.getByText(/^\d+\.\d+\.\d+( \(build \d+\))?$/)).toBeVisible();
    const birthday = page.getByRole('switch', { name: 'Hide my birthday' });
    await expect(birthday).not.toBeChecked();
    await birthday.check();
    await expect(birthday).toBeChecked();

    await neighbour.reload();
    await expect(neighbour.getByRole('heading', { level: 2, name: ELEANOR })).toBeVisible();
    await expect(neighbour.getByText('Contact details')).toBeVisible();
    await expect(neighbour.getByText('April 17')).toHaveCount(0);
    await expect(neighbour.getByText('Birthday', { exact: true })).toHaveCount(0);

    // Eleanor edits her biography; the neighbour reads it.
    await page.goto('/directory/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    const bio = page.getByRole('textbox', { name: 'Biography' });
    await bio.fill('I taught piano for forty years and still play on Sundays.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await neighbour.reload();
    await expect(
      neighbour.getByText('I taught piano for forty years and still play on Sundays.'),
    ).toBeVisible();

    // Eleanor opts out of the directory: she leaves the neighbour's directory and search.
    await neighbour.goto('/directory/residents');
    await neighbour.getByRole('searchbox', { name: 'Search Residents' }).fill('Whitfield');
    await neighbour.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(neighbour.getByRole('link', { name: ELEANOR })).toBeVisible();

    await page.getByRole('switch', { name: 'Leave me out of the directory' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    await neighbour.reload();
    await neighbour.getByRole('searchbox', { name: 'Search Residents' }).fill('Whitfield');
    await neighbour.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(neighbour.getByText(/No one matches|people found|person found/)).toBeVisible();
    await expect(neighbour.getByRole('link', { name: ELEANOR })).toHaveCount(0);
    await neighbour.goto('/search?q=Eleanor%20Whitfield');
    await expect(neighbour.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(neighbour.getByText(/Nothing found|People \(/)).toBeVisible();
    await expect(neighbour.getByRole('link', { name: ELEANOR })).toHaveCount(0);
    await neighbour.goto(`/directory/details/${ELEANOR_ID}`);
    await expect(neighbour.getByText('This person is not in the directory')).toBeVisible();
    await neighbour.close();
  });

  test('a resident hides her primary phone; another resident no longer sees it, the server does not send it', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'resident');
    const { page: neighbour } = await neighbourPage(browser, page);
    const primary = '(215) 555-0142';
    const secondary = '(610) 555-0178';
    const details = async () => {
      const answer = await graph<{
        residentDetails: {
          primaryPhone: string | null;
          phoneNumber: string | null;
          secondaryPhone: string | null;
        };
      }>(
        neighbour,
        'query Details($id: ID!, $communityId: ID!) { residentDetails(id: $id, communityId: $communityId) { primaryPhone phoneNumber secondaryPhone } }',
        { id: ELEANOR_ID, communityId: WILLOW_CREEK_ID },
      );
      return answer.residentDetails;
    };

    // Before: the neighbour sees her phone, and the server sends it.
    await neighbour.goto(`/directory/details/${ELEANOR_ID}`);
    await expect(neighbour.getByRole('heading', { level: 2, name: ELEANOR })).toBeVisible();
    await expect(neighbour.getByText(primary)).toBeVisible();
    await expect(neighbour.getByText(secondary)).toBeVisible();
    expect((await details()).primaryPhone).toBe('2155550142');

    // Eleanor hides it on her profile.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const hide = page.getByRole('switch', { name: 'Hide my primary phone' });
    await expect(hide).not.toBeChecked();
    await hide.check();
    await expect(hide).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Hide my primary phone' })).toBeChecked();

    // The neighbour: no primary phone (nor the home line that stands for it), the rest stays.
    await neighbour.reload();
    await expect(neighbour.getByRole('heading', { level: 2, name: ELEANOR })).toBeVisible();
    await expect(neighbour.getByText(secondary)).toBeVisible();
    await expect(neighbour.getByText(primary)).toHaveCount(0);
    await expect(neighbour.getByText('(215) 555-0143')).toHaveCount(0);
    await expect(neighbour.locator('a[href^="tel:"][href*="2155550142"]')).toHaveCount(0);
    expect(await details()).toEqual({
      primaryPhone: null,
      phoneNumber: null,
      secondaryPhone: '6105550178',
    });

    // She still sees her own.
    await page.goto(`/directory/details/${ELEANOR_ID}`);
    await expect(page.getByText(primary)).toBeVisible();
    await neighbour.close();
  });

  test('a resident shares an invitation and sees each validation message', async ({ page }) => {
    await signIn(page, 'resident');
    await page.goto('/share');
    await expect(page.getByRole('heading', { level: 1, name: 'Share' })).toBeVisible();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    for (const message of [
      'The first name is required',
      'The last name is required',
      'The email is required.',
      'Please selact a relationship',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Lind');
    await page.getByLabel('Email').fill('rosa.lind@');
    await page.getByLabel('Relationship').selectOption({ label: 'In Laws' });
    await page.getByLabel('Phone (optional)').fill('555');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByLabel('Email').fill('rosa.lind@example.org');
    await page.getByLabel('Phone (optional)').fill('(215) 555-0199');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Your invitation is on its way to Rosa.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('search with 1 character says why, and 2 characters finds people', async ({ page }) => {
    await signIn(page, 'resident');
    const box = page.getByRole('searchbox', { name: 'Search the portal' });
    await box.fill('w');
    await box.press('Enter');
    await expect(page.getByText('Search must have at least 2 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/library\/new$/);
    await box.fill('Bell!');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Bell$/);
    const staff = page.getByRole('link', { name: /Marcus Bell/ });
    await expect(staff).toBeVisible();
    await expect(staff.locator('mark').first()).toHaveText('Bell');
    await staff.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Marcus Bell' })).toBeVisible();
  });

  test('family and staff see the right directory tabs', async ({ page, browser }) => {
    await signIn(page, 'family');
    await page.goto('/directory/friends');
    await expect(page.getByRole('heading', { level: 1, name: 'Friends & Family' })).toBeVisible();
    const familyTabs = page.getByRole('navigation', { name: 'Directory' }).getByRole('link');
    await expect(familyTabs).toHaveText(['Residents', 'Friends & Family', 'Staff']);
    await expect(
      page.getByRole('list', { name: 'Friends & Family' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Claire Whitfield/ })).toHaveCount(0);

    const staff = await (await browser.newContext()).newPage();
    await signIn(staff, 'staff');
    await staff.goto('/directory/staff');
    await expect(staff.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const staffTabs = staff.getByRole('navigation', { name: 'Directory' }).getByRole('link');
    await expect(staffTabs).toHaveText(['Residents', 'Staff']);
    await expect(
      staff.getByRole('list', { name: 'Staff' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(staff.getByRole('link', { name: /Marcus Bell/ })).toHaveCount(0);
    await staff.goto('/directory/friends');
    await expect(staff.getByText('Oops! Page not found')).toBeVisible();
    await staff.goto('/directory/profile');
    await expect(
      staff.getByText('The profile page is only available for residents.'),
    ).toBeVisible();
    await staff.close();
  });

  for (const dark of [false, true]) {
    test(`every people route passes axe in the ${dark ? 'dark' : 'light'} theme`, async ({
      page,
    }) => {
      await signIn(page, 'resident');
      await useTheme(page, dark);
      const routes: [string, string][] = [
        ['/directory/residents', 'Residents'],
        ['/directory/friends', 'Friends & Family'],
        ['/directory/staff', 'Staff'],
        [`/directory/details/${ELEANOR_ID}`, 'Details'],
        ['/directory/profile', 'Edit Profile'],
        ['/profile', 'Profile'],
        ['/share', 'Share'],
        ['/search?q=Whitfield', 'Search'],
      ];
      for (const [path, title] of routes) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
    });
  }
});
