import { base, en, Faker } from '@faker-js/faker';
import { addDays, localDay, mondayOf } from '@portal/contracts';
import { bulkInsert } from '../db/bulkInsert.ts';
import type { Db } from '../db/database.ts';
import { MAPLE_GROVE_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import type { DemoDataset } from '../db/seedData/demoDataset.ts';
import {
  attributes,
  BREAKFAST_SIDES,
  DESSERTS,
  DINNER_ENTREES,
  DINNER_STARTERS,
  type Dish,
  HOT_BREAKFAST,
  LIGHT_BREAKFAST,
  LUNCH_ENTREES,
  nutritionInfo,
  SIDES,
  SOUPS_AND_SALADS,
} from './diningDishes.ts';
import type { MenuAudience } from './menuAudiences.ts';

const DINING_SEED = 20_250_601;

/** Weekly menus from the week before this one to two weeks after it. */
export const SEEDED_WEEKS = { before: 1, after: 2 } as const;

interface SectionPlan {
  name: string;
  /** Chef's Specials change every day: this many are drawn from the list for each day. */
  specials: readonly Dish[];
  specialsPerDay: number;
  /** Served every day of the window. */
  always: readonly Dish[];
}

interface MenuPlan {
  name: string;
  audiences: MenuAudience[];
  sections: SectionPlan[];
  /** The kitchen is closed on the window's last day (a Sunday): that day has no dishes. */
  closedOnLastDay?: boolean;
}

export interface RestaurantPlan {
  name: string;
  description: string;
  menus: MenuPlan[];
}

const EVERYONE: MenuAudience[] = ['Resident', 'Family'];
const SPECIAL = "Chef's Special";
const ALWAYS = 'Always Available';

const BREAKFAST: MenuPlan = {
  name: 'Breakfast',
  audiences: EVERYONE,
  sections: [
    { name: 'Hot Breakfast', specials: HOT_BREAKFAST, specialsPerDay: 2, always: [] },
    { name: 'Lighter Fare', specials: [], specialsPerDay: 0, always: LIGHT_BREAKFAST },
    { name: 'Bakery and Sides', specials: [], specialsPerDay: 0, always: BREAKFAST_SIDES },
  ],
};

const LUNCH: MenuPlan = {
  name: 'Lunch',
  audiences: EVERYONE,
  sections: [
    {
      name: 'Soups and Salads',
      specials: SOUPS_AND_SALADS.slice(0, 5),
      specialsPerDay: 1,
      always: SOUPS_AND_SALADS.slice(5),
    },
    {
      name: 'Entrées',
      specials: LUNCH_ENTREES.slice(0, 6),
      specialsPerDay: 2,
      always: LUNCH_ENTREES.slice(6),
    },
    { name: 'Sides', specials: SIDES, specialsPerDay: 2, always: [] },
    { name: 'Desserts', specials: DESSERTS, specialsPerDay: 2, always: [] },
  ],
};

const DINNER: MenuPlan = {
  name: 'Dinner',
  audiences: EVERYONE,
  sections: [
    {
      name: 'Starters',
      specials: DINNER_STARTERS.slice(0, 5),
      specialsPerDay: 1,
      always: DINNER_STARTERS.slice(5),
    },
    {
      name: 'Entrées',
      specials: DINNER_ENTREES.slice(0, 8),
      specialsPerDay: 2,
      always: DINNER_ENTREES.slice(8),
    },
    { name: 'Sides', specials: SIDES, specialsPerDay: 3, always: [] },
    {
      name: 'Desserts',
      specials: DESSERTS.slice(0, 6),
      specialsPerDay: 1,
      always: DESSERTS.slice(6),
    },
  ],
};

export const WILLOW_CREEK_RESTAURANTS: readonly RestaurantPlan[] = [
  {
    name: 'Willow Room',
    description: 'The main dining room, with table service for every meal.',
    menus: [BREAKFAST, LUNCH, DINNER],
  },
  {
    name: 'Creekside Bistro',
    description: 'A relaxed bistro for lunch and dinner; the kitchen closes on Sunday evenings.',
    menus: [LUNCH, { ...DINNER, name: 'Bistro Dinner', closedOnLastDay: true }],
  },
  {
    name: 'Corner Café',
    description: 'Coffee, breakfast and light lunches, and lunch for visiting family and friends.',
    menus: [
      BREAKFAST,
      {
        name: 'Visitor Lunch',
        audiences: ['Family'],
        sections: LUNCH.sections.slice(0, 2),
      },
    ],
  },
  {
    name: 'Hearth Room',
    description: 'Private dining for residents hosting a celebration, by reservation.',
    menus: [{ ...DINNER, name: "Chef's Table Dinner", audiences: ['Resident'] }],
  },
];

export const MAPLE_GROVE_RESTAURANTS: readonly RestaurantPlan[] = [
  {
    name: 'Maple Dining Room',
    description: 'Lunch and dinner with table service.',
    menus: [LUNCH, DINNER],
  },
  {
    name: 'Garden Café',
    description: 'Breakfast in the sunroom overlooking the garden.',
    menus: [BREAKFAST],
  },
];

const PLANS: Record<string, readonly RestaurantPlan[]> = {
  [WILLOW_CREEK_ID]: WILLOW_CREEK_RESTAURANTS,
  [MAPLE_GROVE_ID]: MAPLE_GROVE_RESTAURANTS,
};

interface Rows {
  restaurants: unknown[][];
  menus: unknown[][];
  sections: unknown[][];
  items: unknown[][];
  served: unknown[][];
}

/**
 * The demo restaurants and their weekly menus (Monday to Sunday) around the day the seed
 * runs, in each community's timezone. The choice of daily specials comes from a fixed seed.
 */
export async function seedDining(
  db: Db,
  dataset: DemoDataset,
  now: Date = new Date(),
): Promise<void> {
  const faker = new Faker({ locale: [en, base], seed: DINING_SEED });
  const rows: Rows = { restaurants: [], menus: [], sections: [], items: [], served: [] };
  for (const community of dataset.communities) {
    const plans = PLANS[community.id];
    if (!plans) continue;
    const firstMonday = addDays(
      mondayOf(localDay(now, community.timezone)),
      -7 * SEEDED_WEEKS.before,
    );
    const weeks = SEEDED_WEEKS.before + 1 + SEEDED_WEEKS.after;
    const dishIds = new Map<string, string>();
    const dishId = (d: Dish): string => {
      let id = dishIds.get(d.name);
      if (!id) {
        id = faker.database.mongodbObjectId();
        dishIds.set(d.name, id);
        rows.items.push([
          id,
          community.id,
          d.name,
          d.description,
          JSON.stringify(nutritionInfo(d)),
          JSON.stringify(attributes(d)),
        ]);
      }
      return id;
    };
    plans.forEach((plan, restaurantOrder) => {
      const restaurantId = faker.database.mongodbObjectId();
      rows.restaurants.push([
        restaurantId,
        community.id,
        plan.name,
        plan.description,
        restaurantOrder,
      ]);
      for (let week = 0; week < weeks; week += 1) {
        const startDate = addDays(firstMonday, 7 * week);
        const endDate = addDays(startDate, 6);
        plan.menus.forEach((menu, menuOrder) => {
          const menuId = faker.database.mongodbObjectId();
          rows.menus.push([
            menuId,
            restaurantId,
            menu.name,
            startDate,
            endDate,
            menu.audiences,
            menuOrder,
          ]);
          menu.sections.forEach((section, sectionOrder) => {
            const sectionId = faker.database.mongodbObjectId();
            rows.sections.push([sectionId, menuId, section.name, sectionOrder]);
            for (let offset = 0; offset < 7; offset += 1) {
              if (menu.closedOnLastDay && offset === 6) continue;
              const day = addDays(startDate, offset);
              const specials = faker.helpers.arrayElements(
                section.specials,
                section.specialsPerDay,
              );
              const served = [
                ...specials.map((d) => ({ d, category: SPECIAL })),
                ...section.always.map((d) => ({ d, category: ALWAYS })),
              ];
              served.forEach(({ d, category }, order) => {
                rows.served.push([sectionId, dishId(d), day, category, order]);
              });
            }
          });
        });
      }
    });
  }
  await bulkInsert(
    db,
    'restaurants',
    ['id', 'community_id', 'name', 'description', 'sort_order'],
    rows.restaurants,
  );
  await bulkInsert(
    db,
    'menu_items',
    ['id', 'community_id', 'name', 'description', 'nutrition_info', 'attributes'],
    rows.items,
  );
  await bulkInsert(
    db,
    'menus',
    ['id', 'restaurant_id', 'name', 'start_date', 'end_date', 'audiences', 'sort_order'],
    rows.menus,
  );
  await bulkInsert(db, 'menu_sections', ['id', 'menu_id', 'name', 'sort_order'], rows.sections);
  await bulkInsert(
    db,
    'menu_section_items',
    ['section_id', 'item_id', 'served_on', 'category', 'sort_order'],
    rows.served,
  );
}
