import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, useTheme } from './support';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Opens a restaurant from the Dining page and waits for its menus. */
async function openRestaurant(page: Page, name: string): Promise<void> {
  await page.goto('/dining/restaurant');
  await expect(h1(page, 'Dining')).toBeVisible();
  await page.getByRole('list', { name: 'Restaurants' }).getByRole('link', { name }).click();
  await expect(h1(page, 'Menus')).toBeVisible();
}

test('a resident browses a restaurant, reads a dish, and goes day by day to the end of the window', async ({
  page,
}) => {
  // The sidebar's first frame already lists the restaurants: arriving later, they would push
  // the entries under Dining down, away from a finger on its way to one of them.
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const nav = document.querySelector('nav[aria-label="Main"]');
      if (!nav) return;
      watch.disconnect();
      const links = [...nav.querySelectorAll('a')].map((link) => link.textContent?.trim());
      (window as unknown as { firstSidebar?: unknown }).firstSidebar = links;
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  await signIn(page, 'resident');
  // Sign-in lands on the root, which only redirects home; a page opened afresh waits for them.
  await page.goto('/library/new');
  await expect(h1(page, "What's New")).toBeVisible();
  const firstSidebar = await page.evaluate(
    () => (window as unknown as { firstSidebar?: unknown }).firstSidebar,
  );
  expect(firstSidebar).toEqual(
    expect.arrayContaining(['Willow Room', 'Creekside Bistro', 'Dining Info', 'Directory']),
  );

  // The sidebar's Dining entry lists the restaurants and Dining Info.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Creekside Bistro' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Dining Info' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Willow Room' }).click();
  await expect(h1(page, 'Menus')).toBeVisible();
  await expect(page.getByText('Willow Room: menus for this week')).toBeVisible();

  // A dish's details: nutrition and attributes in words.
  await page
    .getByRole('list', { name: 'Menus' })
    .getByRole('link', { name: /^Lunch/ })
    .first()
    .click();
  await expect(h1(page, 'Menu')).toBeVisible();
  await expect(page.getByText('Willow Room: Lunch')).toBeVisible();
  await page.getByRole('button', { name: /Herb-Roasted Chicken Breast/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Herb-Roasted Chicken Breast' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Sodium 130 mg' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Calories 280' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Suitable for' })).toContainText('Low sodium');
  await expect(dialog.getByRole('list', { name: 'Suitable for' })).toContainText('Gluten-free');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The bistro's dinner: next day up to the last day of its window, and no further.
  await openRestaurant(page, 'Creekside Bistro');
  await page
    .getByRole('list', { name: 'Menus' })
    .getByRole('link', { name: /^Bistro Dinner/ })
    // The latest week's: it starts on a Monday still to come (or today), so the walk is a whole week.
    .last()
    .click();
  await expect(h1(page, 'Menu')).toBeVisible();
  const served = (await page.getByText(/^This menu is served /).textContent()) ?? '';
  const lastDay = /to (.+)\.$/.exec(served)?.[1] ?? '';
  expect(lastDay).toMatch(/^Sunday, /);
  const next = page.getByRole('button', { name: /Next day/ });
  const day = page.getByRole('status', { name: 'Day shown' });
  let moves = 0;
  while ((await next.getAttribute('aria-disabled')) !== 'true') {
    const before = (await day.textContent()) ?? '';
    await next.click();
    await expect(day).not.toHaveText(before);
    moves += 1;
    expect(moves).toBeLessThanOrEqual(6);
  }
  expect(moves).toBe(6);
  await expect(day).toHaveText(lastDay);
  // At the end the button stays focusable but does nothing (Playwright will not click a
  // button marked disabled, so press it from the keyboard as a person would).
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(day).toHaveText(lastDay);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(new URL(page.url()).searchParams.get('date')).not.toBeNull();

  // The bistro kitchen is closed on the last evening: the empty-menu state.
  await expect(page.getByRole('heading', { name: 'Nothing on the menu this day' })).toBeVisible();
  await page.getByRole('button', { name: /Previous day/ }).click();
  await expect(page.getByRole('heading', { name: 'Entrées' })).toBeVisible();
});

test('family members do not see the residents-only private dining menus', async ({ page }) => {
  await signIn(page, 'family');
  await openRestaurant(page, 'Hearth Room');
  await expect(page.getByRole('heading', { name: 'No menus this week' })).toBeVisible();
});

test('every dining route passes axe in light and dark themes', async ({ page }) => {
  await signIn(page, 'resident');
  await openRestaurant(page, 'Willow Room');
  const menusPath = new URL(page.url()).pathname;
  await page
    .getByRole('list', { name: 'Menus' })
    .getByRole('link', { name: /^Dinner/ })
    .first()
    .click();
  await expect(h1(page, 'Menu')).toBeVisible();
  const menuPath = new URL(page.url()).pathname;

  const routes: [string, string, string][] = [
    ['/dining/restaurant', 'Dining', 'Restaurants'],
    [menusPath, 'Menus', 'Menus'],
    [menuPath, 'Menu', 'Entrées'],
    ['/dining/info/Menu', 'Dining Info', ''],
    ['/dining/info/Menu/all', 'All Dining Info', ''],
  ];
  for (const dark of [false, true]) {
    await useTheme(page, dark);
    for (const [path, title, ready] of routes) {
      await page.goto(path);
      await expect(h1(page, title)).toBeVisible();
      if (ready === 'Entrées')
        await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      else if (ready) await expect(page.getByRole('list', { name: ready })).toBeVisible();
      await expectAccessible(page);
    }
    // A dish's details dialog too.
    await page.goto(menuPath);
    await page.getByRole('button', { name: /Stuffed Bell Peppers/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  }
});
