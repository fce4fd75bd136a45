import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, useTheme } from './support';

const STAFF_DEMO = '...This is a demo for Staff users, the event will not be affected.';

/** Finds an event through the list's search, as a person would, and opens it. */
async function openEvent(page: Page, name: string): Promise<void> {
  await page.goto('/events/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search events' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event Details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a resident signs up with a guest, edits the comment and withdraws', async ({ page }) => {
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

test('with one spot left the resident can only sign up alone', async ({ page }) => {
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

test('staff sign up in demo mode: the demo message, and the event is not affected', async ({
  page,
}) => {
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

test('the filters reload the list and pages go by 25', async ({ page }) => {
  await signIn(page, 'resident');
  await page.goto('/events/all');
  const items = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(items).toHaveCount(25);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Costs Money' });
  for (const text of await items.allInnerTexts()) expect(text).toContain('Costs money');
  await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Any' });

  await page.getByRole('checkbox', { name: 'Outings & Trips' }).check();
  await expect(items.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'When' }).selectOption({ label: 'This Month' });
  await expect(page.getByRole('combobox', { name: 'When' })).toHaveValue('Month');
  await expect(items.first().or(page.getByText('No events found')).first()).toBeVisible();
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
