import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  ELEANOR_ID,
  expect,
  expectAccessible,
  graph,
  LOGIN_URL,
  PASSWORD,
  SHELL,
  sessionToken,
  setPasswordByCode,
  signIn,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

const STAFF_DEMO = '...This is a demo for Staff users, the event will not be affected.';

interface EventState {
  _id: string;
  name: string;
  openSpots: number | null;
  waitlistCount: number;
  rsvp: { _id: string; status: string } | null;
}

/** An event of Willow Creek by its (unique) name, as the server tells the token's holder. */
async function eventState(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<EventState> {
  const answer = await graph<{ events: { events: EventState[] } }>(
    request,
    token,
    `query Find($communityId: ID!, $search: String) { events(communityId: $communityId, search: $search) {
      events { _id name openSpots waitlistCount rsvp { _id status } } } }`,
    { communityId: WILLOW_CREEK_ID, search: name },
  );
  expect(answer.errors).toBeUndefined();
  const found = (answer.data?.events.events ?? []).filter((event) => event.name === name);
  expect(found, `one event named ${name}`).toHaveLength(1);
  return found[0];
}

/**
 * Events the resident signs up for (or waits for) during a journey: taken back when it ends,
 * pass or fail, so every journey starts from the seed's sign-ups.
 */
let residentSignups: string[] = [];

test.afterEach(async ({ request }) => {
  const names = residentSignups;
  residentSignups = [];
  if (names.length === 0) return;
  const token = await apiSignIn(request, 'resident');
  for (const name of names) {
    const { _id, rsvp } = await eventState(request, token, name);
    if (!rsvp) continue;
    const answer = await graph(
      request,
      token,
      'mutation Withdraw($eventId: ID!, $rsvpId: ID!) { eventWithdraw(eventId: $eventId, rsvpId: $rsvpId) { _id status } }',
      { eventId: _id, rsvpId: rsvp._id },
    );
    expect(answer.errors).toBeUndefined();
  }
});

/** Finds an event through the list's search, as a person would, and opens it. */
async function openEvent(page: Page, name: string): Promise<void> {
  await page.goto('/events/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  // Search keeps letters, digits, spaces and . , ' - @ &: type the name up to anything else.
  const typed = name.split(/[^\p{L}\p{N}\s.,'@&-]/u)[0].trim();
  await page.getByRole('searchbox', { name: 'Search events' }).fill(typed);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event Details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a resident signs up with a guest, edits the comment and withdraws', async ({ page }) => {
  residentSignups = ['Watercolor Painting Class'];
  await signIn(page, 'resident');
  await openEvent(page, 'Watercolor Painting Class');
  const spots = page.getByRole('definition').filter({ hasText: /spots left/ });
  const before = (await spots.textContent()) ?? '';

  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up for Watercolor Painting Class' });
  await dialog.getByRole('checkbox', { name: /Bring a guest/ }).check();
  const guest = dialog.getByRole('textbox', { name: "Guest's name" });
  await guest.fill('W4lter');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Name must only contain letters.')).toBeVisible();
  await expect(guest).toHaveValue('W4lter');
  await guest.fill('Walter');
  await dialog.getByRole('textbox', { name: /anything you would like to paint/ }).fill('The lake');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('You and Walter are signed up.')).toBeVisible();
  await expect(page.getByText('Your guest: Walter.')).toBeVisible();
  await expect(spots).not.toHaveText(before);

  const comment = page.getByRole('textbox', { name: /anything you would like to paint/ });
  await expect(comment).toHaveValue('The lake');
  await comment.fill('Sunflowers in a vase');
  await page.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Your comment is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /anything you would like to paint/ })).toHaveValue(
    'Sunflowers in a vase',
  );

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw from this event?' });
  await expect(confirm).toContainText('You and your guest Walter will no longer be signed up');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('You are withdrawn from this event.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(spots).toHaveText(before);
});

test('a resident invites a neighbour while signing up, and the neighbour finds the invite', async ({
  page,
  browser,
  request,
}) => {
  residentSignups = ['Watercolor Painting Class'];
  const resident = await apiSignIn(request, 'resident');
  const { data } = await graph<{
    directory: {
      _id: string;
      email: string | null;
      fullName: string;
      lastName: string;
      canCommunicate: boolean;
    }[];
  }>(
    request,
    resident,
    'query Residents($communityId: ID!, $roles: [Int!]) { directory(communityId: $communityId, roles: $roles) { _id email fullName lastName canCommunicate } }',
    { communityId: WILLOW_CREEK_ID, roles: [2] },
  );
  const neighbour = data?.directory.find(
    (person) => person.email && person.canCommunicate && person._id !== ELEANOR_ID,
  );
  if (!neighbour?.email) throw new Error('No neighbour with an e-mail in the seed');

  await signIn(page, 'resident');
  await openEvent(page, 'Watercolor Painting Class');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up for Watercolor Painting Class' });
  await dialog.getByRole('checkbox', { name: /Invite other residents/ }).check();
  await dialog.getByRole('textbox', { name: /Find a resident/ }).fill(neighbour.lastName);
  await dialog
    .getByRole('list', { name: 'Residents found' })
    .getByRole('checkbox', { name: neighbour.fullName })
    .click();
  await expect(
    dialog
      .getByRole('list', { name: 'Residents you invite' })
      .getByRole('checkbox', { name: neighbour.fullName }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText(`You are signed up. Invites sent to ${neighbour.fullName}.`),
  ).toBeVisible();

  // The neighbour signs in and finds the invite; declining it leaves the seed as it was.
  await setPasswordByCode(request, neighbour.email, PASSWORD);
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto(LOGIN_URL);
  await theirs.getByLabel('Email').fill(neighbour.email);
  await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await theirs.waitForURL('**/library/new');
  await theirs.goto(`${SHELL}/events/invites`);
  const invite = theirs.getByRole('listitem').filter({ hasText: 'Watercolor Painting Class' });
  await expect(invite).toContainText('Invited by');
  await invite.getByRole('button', { name: 'Decline' }).click();
  await expect(invite).toHaveCount(0);
  await context.close();
});

test('with one spot left the resident can only sign up alone', async ({ page }) => {
  residentSignups = ["Chef's Table Dinner"];
  await signIn(page, 'resident');
  await openEvent(page, "Chef's Table Dinner");
  await expect(page.getByText('1 spot left')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /Bring a guest/ }).check();
  await dialog.getByRole('textbox', { name: "Guest's name" }).fill('Walter');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  const oneSpot = page.getByRole('dialog', { name: 'Only one spot left' });
  await expect(oneSpot).toContainText(
    'Only one spot is left, so you can sign up for yourself but cannot bring a guest.',
  );
  await expectAccessible(page);
  await oneSpot.getByRole('button', { name: 'Sign up alone' }).click();
  await expect(page.getByText('You are signed up.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Full', { exact: true })).toBeVisible();
});

test('a resident joins the waitlist of a full event', async ({ page }) => {
  residentSignups = ['Symphony Matinee Trip'];
  await signIn(page, 'resident');
  await openEvent(page, 'Symphony Matinee Trip');
  await expect(page.getByText("We're sorry, but this event is full.")).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText('You are on the waitlist.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();

  await page.goto('/events/all');

  await page
    .getByRole('navigation', { name: 'Events', exact: true })
    .getByRole('link', { name: 'My Events' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Symphony Matinee Trip' });
  await expect(item).toContainText('On the waitlist');
});

test('a resident accepts an invite', async ({ page }) => {
  // Accepting signs her up; that is taken back afterwards (an answered invite stays answered).
  residentSignups = ['Garden Club Potluck'];
  await signIn(page, 'resident');
  await page.goto('/events/invites');
  await expect(page.getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible();
  const invite = page.getByRole('listitem').filter({ hasText: 'Garden Club Potluck' });
  await expect(invite).toContainText('Invited by');
  await invite.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Garden Club Potluck' })).toHaveCount(
    0,
  );
  await page.goto('/events/signups');
  await expect(page.getByRole('listitem').filter({ hasText: 'Garden Club Potluck' })).toContainText(
    'Going',
  );
});

test('a guest that staff added can only be removed by staff', async ({ page }) => {
  await signIn(page, 'resident');
  await openEvent(page, 'Sunday Brunch Social');
  await expect(
    page.getByText('To remove your guest from this event, please contact a staff member.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw guest' })).toHaveCount(0);
});

test('staff sign up, accept and decline in demo mode: the demo message, and nothing is affected', async ({
  page,
}) => {
  const inviteAnswers: string[] = [];
  page.on('request', (request) => {
    if (/mutation (AcceptInvite|DeclineInvite)/.test(request.postData() ?? '')) {
      inviteAnswers.push(request.url());
    }
  });
  await signIn(page, 'staff');
  await openEvent(page, 'Watercolor Painting Class');
  const spots = await page
    .getByRole('definition')
    .filter({ hasText: /spots left/ })
    .textContent();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(STAFF_DEMO)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: /spots left/ })).toHaveText(
    spots ?? '',
  );
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await page.goto('/events/all');
  await expect(
    page
      .getByRole('navigation', { name: 'Events', exact: true })
      .getByRole('link', { name: 'My Events' }),
  ).toBeVisible();

  // Staff receive no invites: a sample one shows what residents see, and answers nothing.
  await page.goto('/events/invites');
  await expect(page.getByText('A sample invite')).toBeVisible();
  const invites = page.getByRole('list', { name: 'Invites' });
  await invites.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(STAFF_DEMO)).toBeVisible();
  await page.reload();
  await page
    .getByRole('list', { name: 'Invites' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(page.getByText(STAFF_DEMO)).toBeVisible();
  expect(inviteAnswers).toEqual([]);
});

test('staff on a full event: Join waitlist is a demo, and the waitlist does not change', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const token = await sessionToken(page);
  const before = await eventState(page.request, token, 'Symphony Matinee Trip');
  expect(before.openSpots).toBe(0);
  expect(before.waitlistCount).toBeGreaterThan(0);
  expect(before.rsvp).toBeNull();

  await openEvent(page, 'Symphony Matinee Trip');
  await expect(page.getByText("We're sorry, but this event is full.")).toBeVisible();
  const signup = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v3/graph/graphql') &&
      (response.request().postData() ?? '').includes('eventSignup'),
  );
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  const answer = (await (await signup).json()) as {
    data: { eventSignup: { status: string; demo: boolean } };
  };
  expect(answer.data.eventSignup).toMatchObject({ status: 'Demo', demo: true });
  await expect(page.getByText(STAFF_DEMO)).toBeVisible();
  await expect(page.getByText('You are on the waitlist.', { exact: true })).toHaveCount(0);

  // Nothing changed on the server, and the page, reloaded, says the same.
  expect(await eventState(page.request, token, 'Symphony Matinee Trip')).toEqual(before);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Symphony Matinee Trip' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toHaveCount(0);
});

test('family see events but no actions and no event tabs', async ({ page }) => {
  await signIn(page, 'family');
  await openEvent(page, 'Watercolor Painting Class');
  await expect(page.getByText('Art Studio')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /waitlist|Withdraw|Accept/ })).toHaveCount(0);
  await page.goto('/events/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Events', exact: true })).toHaveCount(0);
});

/** The seeded events of the Outings & Trips calendar (its series and its featured trips). */
const WILLOW_CREEK_TIME_ZONE = 'America/New_York';
const OUTINGS = /^(Grocery Shuttle|Day Trip to .+|Symphony Matinee Trip|Theater Outing: Our Town)$/;

/**
 * Whether a list item's day (as the list words it: 'Today', 'Tomorrow', 'Saturday, November
 * 21' or 'Friday, January 8, 2027') falls in the current month of the community.
 */
async function inThisMonth(page: Page, when: string[], timeZone: string): Promise<boolean[]> {
  return page.evaluate(
    ({ when, timeZone }) => {
      const monthOf = (date: Date) =>
        new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', year: 'numeric' }).format(date);
      const now = new Date();
      const thisMonth = monthOf(now);
      const tomorrow = monthOf(new Date(now.getTime() + 86_400_000));
      const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now);
      return when.map((text) => {
        const day = text.split(', ').slice(0, 3);
        if (day[0] === 'Today') return true;
        if (day[0] === 'Tomorrow') return tomorrow === thisMonth;
        const month = day[1].split(' ')[0];
        const inYear = /^\d{4}$/.test(day[2] ?? '') ? day[2] : year;
        return `${month} ${inYear}` === thisMonth;
      });
    },
    { when, timeZone },
  );
}

test('the filters change the list, and pages go by 25', async ({ page }) => {
  await signIn(page, 'resident');
  await page.goto('/events/all');
  const list = page.getByRole('list', { name: 'Events' });
  const items = list.getByRole('listitem');
  const names = list.getByRole('heading', { level: 2 });
  const busy = page.locator('[aria-busy="true"]');
  /** The list once it has settled: no request under way, and what it shows. */
  const settled = async () => {
    await expect(busy).toHaveCount(0);
    return names.allInnerTexts();
  };
  await expect(items).toHaveCount(25);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await settled();
  expect(firstPage).toHaveLength(25);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(names).not.toHaveText(firstPage);
  const secondPage = await settled();
  expect(secondPage).toHaveLength(25);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(names).toHaveText(firstPage);

  // Price: exactly the events of this page that cost money. The first 25 reach past the
  // Chef's Table Dinner (six days out), which costs money.
  expect(firstPage).toContain("Chef's Table Dinner");
  const costing = await items
    .filter({ hasText: 'Costs money' })
    .getByRole('heading', { level: 2 })
    .allInnerTexts();
  expect(costing.length).toBeGreaterThan(0);
  expect(costing.length).toBeLessThan(25);
  await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Costs Money' });
  await expect(names).toHaveText(costing);
  const priced = await items.allInnerTexts();
  expect(priced.length).toBeGreaterThan(0);
  for (const text of priced) expect(text).toContain('Costs money');
  await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Any' });
  await expect(names).toHaveText(firstPage);

  // Calendar: only the Outings & Trips events, still 25 a page (there are a year of them).
  expect(firstPage.some((name) => !OUTINGS.test(name))).toBe(true);
  await page.getByRole('checkbox', { name: 'Outings & Trips' }).check();
  await expect
    .poll(async () => (await names.allInnerTexts()).filter((name) => !OUTINGS.test(name)))
    .toEqual([]);
  const outings = await settled();
  expect(outings).toHaveLength(25);
  for (const name of outings) expect(name).toMatch(OUTINGS);
  expect(outings).toContain('Symphony Matinee Trip');

  // This Month: the outings of the year's list that fall in this month, and no more.
  const when = await list.locator(':scope > li > p:first-of-type').allInnerTexts();
  expect(when).toHaveLength(25);
  const thisMonth = await inThisMonth(page, when, WILLOW_CREEK_TIME_ZONE);
  const expected = outings.filter((_, i) => thisMonth[i]);
  // 25 outings span months: some always fall after this month.
  expect(expected.length).toBeLessThan(25);
  await page.getByRole('combobox', { name: 'When' }).selectOption({ label: 'This Month' });
  await expect(page.getByRole('combobox', { name: 'When' })).toHaveValue('Month');
  if (expected.length === 0) {
    await expect(page.getByText('No events found')).toBeVisible();
    await expect(items).toHaveCount(0);
  } else {
    await expect(names).toHaveText(expected);
  }
  await settled();
  if (expected.length > 0) await expect(names).toHaveText(expected);
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
});

for (const dark of [true, false]) {
  test(`every events route passes axe in the ${dark ? 'dark' : 'light'} theme`, async ({
    page,
  }) => {
    await signIn(page, 'resident');
    await useTheme(page, dark);
    await openEvent(page, 'Virtual Museum Tour');
    await expectAccessible(page);
    const details = new URL(page.url()).pathname;
    for (const path of ['/events/all', '/events/signups', '/events/invites', details]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectAccessible(page);
    }
    await openEvent(page, 'Book Club: The Remains of the Day');
    await expectAccessible(page);
    await openEvent(page, 'Watercolor Painting Class');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByRole('dialog')
      .getByRole('checkbox', { name: /Bring a guest/ })
      .check();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter guests name.')).toBeVisible();
    await expectAccessible(page);
  });
}
