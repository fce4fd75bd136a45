import type { Db } from '../db/database.ts';
import type { DayWindow } from './diningDays.ts';
import type { MenuAudience } from './menuAudiences.ts';

export interface RestaurantRow {
  id: string;
  communityId: string;
  name: string;
  description: string | null;
  timezone: string;
}

const RESTAURANT_COLUMNS = `r.id, r.community_id AS "communityId", r.name, r.description,
  c.timezone`;

export async function listRestaurants(
  db: Db,
  communityId: string,
  first: number,
): Promise<RestaurantRow[]> {
  return db.query<RestaurantRow>(
    `SELECT ${RESTAURANT_COLUMNS}
     FROM restaurants r JOIN communities c ON c.id = r.community_id
     WHERE r.community_id = $1
     ORDER BY r.sort_order, r.name
     LIMIT $2`,
    [communityId, first],
  );
}

export async function findRestaurant(db: Db, id: string): Promise<RestaurantRow | null> {
  const [row] = await db.query<RestaurantRow>(
    `SELECT ${RESTAURANT_COLUMNS}
     FROM restaurants r JOIN communities c ON c.id = r.community_id
     WHERE r.id = $1`,
    [id],
  );
  return row ?? null;
}

export interface MenuRow extends DayWindow {
  id: string;
  restaurantId: string;
  name: string;
  audiences: MenuAudience[];
}

const MENU_COLUMNS = `m.id, m.restaurant_id AS "restaurantId", m.name,
  m.start_date::text AS "startDate", m.end_date::text AS "endDate", m.audiences`;

/** A restaurant's menus available on some day of `days`, for the given audiences. */
export async function listMenus(
  db: Db,
  restaurantId: string,
  days: DayWindow,
  audiences: readonly MenuAudience[],
  first: number,
): Promise<MenuRow[]> {
  return db.query<MenuRow>(
    `SELECT ${MENU_COLUMNS}
     FROM menus m
     WHERE m.restaurant_id = $1
       AND m.start_date <= $3::date AND m.end_date >= $2::date
       AND m.audiences && $4::text[]
     ORDER BY m.start_date, m.sort_order, m.name
     LIMIT $5`,
    [restaurantId, days.startDate, days.endDate, audiences, first],
  );
}

export async function findMenu(
  db: Db,
  restaurantId: string,
  menuId: string,
): Promise<MenuRow | null> {
  const [row] = await db.query<MenuRow>(
    `SELECT ${MENU_COLUMNS} FROM menus m WHERE m.id = $1 AND m.restaurant_id = $2`,
    [menuId, restaurantId],
  );
  return row ?? null;
}

export interface SectionRow {
  id: string;
  name: string;
}

export interface ServedItemRow {
  sectionId: string;
  category: string;
  id: string;
  name: string;
  description: string | null;
  nutritionInfo: { name: string; value: string }[];
  attributes: { type: string; value: string }[];
}

export async function listSections(db: Db, menuId: string): Promise<SectionRow[]> {
  return db.query<SectionRow>(
    'SELECT id, name FROM menu_sections WHERE menu_id = $1 ORDER BY sort_order, name',
    [menuId],
  );
}

/** Every dish the menu's sections serve between two days, once each, in menu order. */
export async function listServedItems(
  db: Db,
  menuId: string,
  from: string,
  to: string,
): Promise<ServedItemRow[]> {
  return db.query<ServedItemRow>(
    `SELECT si.section_id AS "sectionId", si.category, i.id, i.name, i.description,
       i.nutrition_info AS "nutritionInfo", i.attributes
     FROM menu_sections s
     JOIN menu_section_items si ON si.section_id = s.id
     JOIN menu_items i ON i.id = si.item_id
     WHERE s.menu_id = $1 AND si.served_on BETWEEN $2::date AND $3::date
     GROUP BY si.section_id, si.category, i.id
     ORDER BY min(si.served_on), min(si.sort_order), i.name`,
    [menuId, from, to],
  );
}
