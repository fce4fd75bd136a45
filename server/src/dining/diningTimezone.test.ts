import { DEMO_RESIDENT_ID, DEMO_STAFF_ID, MAPLE_GROVE_ID } from '../db/seedData/demoAccounts.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { setTestClock } from '../testing/testClock.ts';

/*
 * The clock reads 04:30 UTC on Monday 9 June 2025: 00:30 on Monday in New York (Willow
 * Creek) but still 23:30 on Sunday 8 June in Chicago (Maple Grove). Only Date is faked;
 * timers run for real so the server and database work as usual.
 */
const NOW = new Date('2025-06-09T04:30:00Z');

const MENUS = `query Menus($restaurantId: ID!) { menus(restaurantId: $restaurantId) {
  _id name availability { startDate endDate } } }`;
const MENU = `query Menu($restaurantId: ID!, $menuId: ID!) { menu(restaurantId: $restaurantId, menuId: $menuId) {
  date sections { availableMenuItemsByCategory { items { _id } } } } }`;

interface MenuSummary {
  _id: string;
  name: string;
  availability: { startDate: string; endDate: string };
}

let testApp: TestApp;
let bearer: string;

beforeAll(async () => {
  setTestClock(NOW);
  testApp = await startTestApp();
  bearer = await bearerFor(testApp, DEMO_RESIDENT_ID);
}, 60_000);

afterAll(async () => {
  await testApp.close();
  jest.useRealTimers();
});

async function restaurantId(name: string): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    'SELECT id FROM restaurants WHERE name = $1',
    [name],
  );
  return row.id;
}

async function lunches(restaurant: string): Promise<MenuSummary[]> {
  const answer = await graphQuery<{ menus: MenuSummary[] }>(testApp, bearer, MENUS, {
    restaurantId: await restaurantId(restaurant),
  });
  expect(answer.errors).toBeUndefined();
  return (answer.data?.menus ?? []).filter((m) => m.name === 'Lunch');
}

describe('a menu near midnight: days in the community timezone', () => {
  it('in New York, past midnight, the week starts on Monday 9 June', async () => {
    expect((await lunches('Willow Room')).map((m) => m.availability)).toEqual([
      { startDate: '2025-06-09', endDate: '2025-06-15' },
    ]);
  });

  it('in Chicago, still Sunday evening, the week ending 8 June is still on', async () => {
    const menus = await lunches('Maple Dining Room');
    expect(menus.map((m) => m.availability)).toEqual([
      { startDate: '2025-06-02', endDate: '2025-06-08' },
      { startDate: '2025-06-09', endDate: '2025-06-15' },
    ]);
    const answer = await graphQuery<{ menu: { date: string } }>(testApp, bearer, MENU, {
      restaurantId: await restaurantId('Maple Dining Room'),
      menuId: menus[0]._id,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.menu.date).toBe('2025-06-08');
  });

  it('the Maple Grove menus are hers to read because she belongs there; a Willow Creek member is refused', async () => {
    // Her session is for Willow Creek, her primary community: membership, not the session's
    // community, decides.
    const maple = await restaurantId('Maple Dining Room');
    const hers = await graphQuery<{ menus: MenuSummary[] }>(testApp, bearer, MENUS, {
      restaurantId: maple,
    });
    expect(hers.errors).toBeUndefined();
    expect(hers.data?.menus.length).toBeGreaterThan(0);

    const staff = await bearerFor(testApp, DEMO_STAFF_ID);
    const [membership] = await testApp.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_communities WHERE user_id = $1 AND community_id = $2',
      [DEMO_STAFF_ID, MAPLE_GROVE_ID],
    );
    expect(membership.n).toBe(0);
    const refused = await graphQuery<{ menus: MenuSummary[] }>(testApp, staff, MENUS, {
      restaurantId: maple,
    });
    expect(refused.data).toBeNull();
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const menu = await graphQuery<{ menu: { date: string } }>(testApp, staff, MENU, {
      restaurantId: maple,
      menuId: (hers.data?.menus ?? [])[0]._id,
    });
    expect(menu.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
