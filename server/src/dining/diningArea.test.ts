import { addDays, localDay, RESTAURANT_QUERY_SIZE } from '@portal/contracts';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { MAPLE_GROVE_RESTAURANTS, WILLOW_CREEK_RESTAURANTS } from './diningSeed.ts';

const RESTAURANTS = `query Restaurants($communityId: ID!, $first: Int) {
  restaurants(communityId: $communityId, first: $first) { _id name description communityId } }`;
const MENUS = `query Menus($restaurantId: ID!, $audiences: [MenuAudience!], $first: Int) {
  menus(restaurantId: $restaurantId, audiences: $audiences, first: $first) {
    _id name restaurantId audiences availability { startDate endDate } } }`;
const MENU = `query Menu($restaurantId: ID!, $menuId: ID!, $date: String, $timeframe: MenuTimeframe,
  $audiences: [MenuAudience!], $first: Int) {
  menu(restaurantId: $restaurantId, menuId: $menuId, date: $date, timeframe: $timeframe,
    audiences: $audiences, first: $first) {
    _id name restaurantName date timeframe timezone { name } availability { startDate endDate }
    sections { _id name availableMenuItemsByCategory { category items {
      _id name description nutritionInfo { name value } attributes { type value } } } } } }`;

interface Restaurant {
  _id: string;
  name: string;
  communityId: string;
}
interface MenuSummary {
  _id: string;
  name: string;
  audiences: string[];
  availability: { startDate: string; endDate: string };
}
interface Menu {
  name: string;
  restaurantName: string;
  date: string;
  timeframe: string;
  timezone: { name: string };
  availability: { startDate: string; endDate: string };
  sections: {
    name: string;
    availableMenuItemsByCategory: {
      category: string;
      items: {
        _id: string;
        name: string;
        nutritionInfo: { name: string; value: string }[];
        attributes: { type: string; value: string }[];
      }[];
    }[];
  }[];
}

let testApp: TestApp;
const bearers: Record<string, string> = {};

beforeAll(async () => {
  testApp = await startTestApp();
  for (const id of [DEMO_RESIDENT_ID, DEMO_FAMILY_ID, DEMO_STAFF_ID, DEMO_ADVOCATE_ID]) {
    bearers[id] = await bearerFor(testApp, id);
  }
}, 60_000);

afterAll(() => testApp.close());

const ask = <T>(userId: string, query: string, variables: Record<string, unknown>) =>
  graphQuery<T>(testApp, bearers[userId], query, variables);

async function restaurantId(name: string, userId = DEMO_STAFF_ID): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    'SELECT id FROM restaurants WHERE name = $1',
    [name],
  );
  if (!row) throw new Error(`No restaurant ${name} for ${userId}`);
  return row.id;
}

async function menusOf(userId: string, restaurant: string, audiences?: string[]) {
  const answer = await ask<{ menus: MenuSummary[] }>(userId, MENUS, {
    restaurantId: await restaurantId(restaurant),
    audiences,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.menus ?? [];
}

/** This week's menu of a restaurant: the one whose window holds today. */
async function currentMenu(restaurant: string, name: string) {
  const today = localDay(new Date(), 'America/New_York');
  const [row] = await testApp.db.query<{ id: string; startDate: string; endDate: string }>(
    `SELECT m.id, m.start_date::text AS "startDate", m.end_date::text AS "endDate"
     FROM menus m JOIN restaurants r ON r.id = m.restaurant_id
     WHERE r.name = $1 AND m.name = $2 AND m.start_date <= $3::date AND m.end_date >= $3::date`,
    [restaurant, name, today],
  );
  return { ...row, restaurantId: await restaurantId(restaurant), today };
}

const itemCount = (menu: Menu) =>
  menu.sections.reduce(
    (sum, section) =>
      sum + section.availableMenuItemsByCategory.reduce((n, group) => n + group.items.length, 0),
    0,
  );

describe('restaurants', () => {
  it('lists the community restaurants in order', async () => {
    const answer = await ask<{ restaurants: Restaurant[] }>(DEMO_RESIDENT_ID, RESTAURANTS, {
      communityId: WILLOW_CREEK_ID,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.restaurants.map((r) => r.name)).toEqual(
      WILLOW_CREEK_RESTAURANTS.map((r) => r.name),
    );
    expect(new Set(answer.data?.restaurants.map((r) => r.communityId))).toEqual(
      new Set([WILLOW_CREEK_ID]),
    );
  });

  it('keeps each community to its own restaurants', async () => {
    const resident = await ask<{ restaurants: Restaurant[] }>(DEMO_RESIDENT_ID, RESTAURANTS, {
      communityId: MAPLE_GROVE_ID,
    });
    expect(resident.data?.restaurants.map((r) => r.name)).toEqual(
      MAPLE_GROVE_RESTAURANTS.map((r) => r.name),
    );
    const family = await ask<{ restaurants: Restaurant[] }>(DEMO_FAMILY_ID, RESTAURANTS, {
      communityId: MAPLE_GROVE_ID,
    });
    expect(family.data).toBeNull();
    expect(family.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each([0, RESTAURANT_QUERY_SIZE + 1, -1])('refuses first = %d', async (first) => {
    const answer = await ask<{ restaurants: Restaurant[] }>(DEMO_RESIDENT_ID, RESTAURANTS, {
      communityId: WILLOW_CREEK_ID,
      first,
    });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toBe(
      `first must be between 1 and ${RESTAURANT_QUERY_SIZE}.`,
    );
  });

  it('honours first', async () => {
    const answer = await ask<{ restaurants: Restaurant[] }>(DEMO_RESIDENT_ID, RESTAURANTS, {
      communityId: WILLOW_CREEK_ID,
      first: 2,
    });
    expect(answer.data?.restaurants).toHaveLength(2);
  });
});

describe('menus for the week', () => {
  it('lists the menus available from today to six days on, meal by meal', async () => {
    const menus = await menusOf(DEMO_RESIDENT_ID, 'Willow Room');
    const today = localDay(new Date(), 'America/New_York');
    const weekEnd = addDays(today, 6);
    expect(menus.length).toBeGreaterThanOrEqual(3);
    for (const menu of menus) {
      expect(menu.availability.startDate <= weekEnd).toBe(true);
      expect(menu.availability.endDate >= today).toBe(true);
    }
    const current = menus.filter((m) => m.availability.startDate <= today);
    expect(current.map((m) => m.name)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  });

  it('refuses a restaurant of a community the caller is not in, and an unknown one', async () => {
    const maple = await ask<{ menus: MenuSummary[] }>(DEMO_FAMILY_ID, MENUS, {
      restaurantId: await restaurantId('Garden Café'),
    });
    expect(maple.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const unknown = await ask<{ menus: MenuSummary[] }>(DEMO_FAMILY_ID, MENUS, {
      restaurantId: 'nope',
    });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('audiences (spec 6) from the caller role, whatever the client asks', () => {
  const names = (menus: MenuSummary[]) => [...new Set(menus.map((m) => m.name))];

  it('shows the residents-only private dining to residents and staff, not family', async () => {
    expect(names(await menusOf(DEMO_RESIDENT_ID, 'Hearth Room'))).toEqual(["Chef's Table Dinner"]);
    expect(names(await menusOf(DEMO_STAFF_ID, 'Hearth Room'))).toEqual(["Chef's Table Dinner"]);
    expect(await menusOf(DEMO_FAMILY_ID, 'Hearth Room')).toEqual([]);
    expect(await menusOf(DEMO_FAMILY_ID, 'Hearth Room', ['Resident'])).toEqual([]);
    expect(await menusOf(DEMO_ADVOCATE_ID, 'Hearth Room', ['Resident', 'Family'])).toEqual([]);
  });

  it('shows the family-only visitor lunch to family and staff, not residents', async () => {
    expect(names(await menusOf(DEMO_FAMILY_ID, 'Corner Café'))).toEqual([
      'Breakfast',
      'Visitor Lunch',
    ]);
    expect(names(await menusOf(DEMO_STAFF_ID, 'Corner Café'))).toEqual([
      'Breakfast',
      'Visitor Lunch',
    ]);
    expect(names(await menusOf(DEMO_RESIDENT_ID, 'Corner Café', ['Family']))).toEqual([]);
    expect(names(await menusOf(DEMO_RESIDENT_ID, 'Corner Café'))).toEqual(['Breakfast']);
  });

  it('lets staff narrow to one audience', async () => {
    expect(names(await menusOf(DEMO_STAFF_ID, 'Corner Café', ['Resident']))).toEqual(['Breakfast']);
  });

  it('does not open a hidden menu by its id', async () => {
    const chefsTable = await currentMenu('Hearth Room', "Chef's Table Dinner");
    const answer = await ask<{ menu: Menu }>(DEMO_FAMILY_ID, MENU, {
      restaurantId: chefsTable.restaurantId,
      menuId: chefsTable.id,
      audiences: ['Resident'],
    });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('menu of a day', () => {
  it('shows today by default, with sections, categories, nutrition and attributes', async () => {
    const lunch = await currentMenu('Willow Room', 'Lunch');
    const answer = await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
      restaurantId: lunch.restaurantId,
      menuId: lunch.id,
    });
    expect(answer.errors).toBeUndefined();
    const menu = answer.data?.menu as Menu;
    expect(menu).toMatchObject({
      name: 'Lunch',
      restaurantName: 'Willow Room',
      date: lunch.today,
      timeframe: 'Day',
      timezone: { name: 'America/New_York' },
      availability: { startDate: lunch.startDate, endDate: lunch.endDate },
    });
    expect(menu.sections.map((s) => s.name)).toEqual([
      'Soups and Salads',
      'Entrées',
      'Sides',
      'Desserts',
    ]);
    const entrees = menu.sections[1].availableMenuItemsByCategory;
    expect(entrees.map((g) => g.category)).toEqual(["Chef's Special", 'Always Available']);
    expect(entrees[0].items).toHaveLength(2);
    const chicken = entrees[1].items.find((i) => i.name === 'Herb-Roasted Chicken Breast');
    expect(chicken?.nutritionInfo).toContainEqual({ name: 'Sodium', value: '130 mg' });
    expect(chicken?.attributes).toContainEqual({ type: 'diet', value: 'Low sodium' });
    expect(chicken?.attributes).toContainEqual({ type: 'diet', value: 'Gluten-free' });
  });

  it('changes dishes from day to day within the window', async () => {
    const dinner = await currentMenu('Willow Room', 'Dinner');
    const days = [dinner.startDate, addDays(dinner.startDate, 1)];
    const [first, second] = await Promise.all(
      days.map((date) =>
        ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
          restaurantId: dinner.restaurantId,
          menuId: dinner.id,
          date,
        }),
      ),
    );
    expect(first.data?.menu.date).toBe(days[0]);
    expect(second.data?.menu.date).toBe(days[1]);
    const specials = (m: Menu | undefined) =>
      m?.sections.flatMap((s) =>
        s.availableMenuItemsByCategory
          .filter((g) => g.category === "Chef's Special")
          .flatMap((g) => g.items.map((i) => i.name)),
      );
    expect(specials(first.data?.menu)).not.toEqual(specials(second.data?.menu));
  });

  it('refuses a day outside the availability window and a malformed day', async () => {
    const lunch = await currentMenu('Willow Room', 'Lunch');
    for (const date of [addDays(lunch.startDate, -1), addDays(lunch.endDate, 1)]) {
      const answer = await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
        restaurantId: lunch.restaurantId,
        menuId: lunch.id,
        date,
      });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: `This menu is available from ${lunch.startDate} to ${lunch.endDate} only.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    for (const date of [lunch.startDate, lunch.endDate]) {
      const answer = await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
        restaurantId: lunch.restaurantId,
        menuId: lunch.id,
        date,
      });
      expect(answer.data?.menu.date).toBe(date);
    }
    const malformed = await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
      restaurantId: lunch.restaurantId,
      menuId: lunch.id,
      date: '2025-02-30',
    });
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a menu asked through another restaurant', async () => {
    const lunch = await currentMenu('Willow Room', 'Lunch');
    const answer = await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
      restaurantId: await restaurantId('Creekside Bistro'),
      menuId: lunch.id,
    });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('has an empty day: the bistro dinner on the last day of its window', async () => {
    const dinner = await currentMenu('Creekside Bistro', 'Bistro Dinner');
    const ask2 = (date: string) =>
      ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, {
        restaurantId: dinner.restaurantId,
        menuId: dinner.id,
        date,
      });
    const last = (await ask2(dinner.endDate)).data?.menu as Menu;
    expect(last.sections.length).toBeGreaterThan(0);
    expect(itemCount(last)).toBe(0);
    const before = (await ask2(addDays(dinner.endDate, -1))).data?.menu as Menu;
    expect(itemCount(before)).toBeGreaterThan(0);
  });

  it('serves a week from the day with timeframe Week, and limits dishes per section', async () => {
    const dinner = await currentMenu('Willow Room', 'Dinner');
    const vars = { restaurantId: dinner.restaurantId, menuId: dinner.id, date: dinner.startDate };
    const day = (await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, vars)).data?.menu as Menu;
    const week = (await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, { ...vars, timeframe: 'Week' }))
      .data?.menu as Menu;
    expect(week.timeframe).toBe('Week');
    expect(itemCount(week)).toBeGreaterThan(itemCount(day));
    const limited = (
      await ask<{ menu: Menu }>(DEMO_RESIDENT_ID, MENU, { ...vars, timeframe: 'Week', first: 1 })
    ).data?.menu as Menu;
    for (const section of limited.sections) {
      expect(section.availableMenuItemsByCategory.flatMap((g) => g.items)).toHaveLength(1);
    }
  });
});
