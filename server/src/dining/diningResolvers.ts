import { isDay, localDay, MENU_QUERY_SIZE, RESTAURANT_QUERY_SIZE } from '@portal/contracts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { roleInCommunity } from '../graph/callerScope.ts';
import { badInput, notFound } from '../graph/graphErrors.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { clampDay, isWithin, servedDays, weekFrom } from './diningDays.ts';
import {
  findMenu,
  findRestaurant,
  listMenus,
  listRestaurants,
  listSections,
  listServedItems,
  type RestaurantRow,
} from './diningRepository.ts';
import { type MenuAudience, permittedAudiences } from './menuAudiences.ts';
import { groupSections } from './menuSections.ts';

/** Spec 9: the restaurant and menu query sizes, the most unless asked for fewer. */
function pageSize(first: number | null | undefined, most = MENU_QUERY_SIZE): number {
  const size = first ?? most;
  if (!Number.isInteger(size) || size < 1 || size > most) {
    throw badInput(`first must be between 1 and ${most}.`);
  }
  return size;
}

/** A restaurant of one of the caller's communities, with the caller's role there. */
async function callerRestaurant(
  db: Db,
  session: CallerSession,
  restaurantId: string,
): Promise<{ restaurant: RestaurantRow; role: string }> {
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound('No such restaurant.');
  return { restaurant, role: roleInCommunity(session, restaurant.communityId) };
}

function audiencesOf(role: string, requested: string[] | null | undefined): MenuAudience[] {
  return permittedAudiences(role, requested);
}

const availability = (menu: { startDate: string; endDate: string }) => ({
  startDate: menu.startDate,
  endDate: menu.endDate,
});

export const diningResolvers: Resolvers = {
  Query: {
    restaurants: async (_root, args, { db, session, answers }) => {
      const first = pageSize(args.first, RESTAURANT_QUERY_SIZE);
      roleInCommunity(session, args.communityId);
      const rows = await answers.answer('dining', args.communityId, `restaurants ${first}`, () =>
        listRestaurants(db, args.communityId, first),
      );
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        communityId: row.communityId,
      }));
    },
    menus: async (_root, args, { db, session, answers }) => {
      const first = pageSize(args.first);
      const { restaurant, role } = await callerRestaurant(db, session, args.restaurantId);
      const audiences = audiencesOf(role, args.audiences);
      if (audiences.length === 0) return [];
      const week = weekFrom(localDay(new Date(), restaurant.timezone));
      const rows = await answers.answer(
        'dining',
        restaurant.communityId,
        JSON.stringify(['menus', restaurant.id, week, audiences, first]),
        () => listMenus(db, restaurant.id, week, audiences, first),
      );
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        restaurantId: row.restaurantId,
        availability: availability(row),
        audiences: row.audiences,
      }));
    },
    menu: async (_root, args, { db, session, answers }) => {
      const first = pageSize(args.first);
      if (args.date != null && !isDay(args.date)) {
        throw badInput('date must be a day written YYYY-MM-DD.');
      }
      const { restaurant, role } = await callerRestaurant(db, session, args.restaurantId);
      const menu = await findMenu(db, restaurant.id, args.menuId);
      const audiences = audiencesOf(role, args.audiences);
      if (!menu?.audiences.some((audience) => audiences.includes(audience))) {
        throw notFound('No such menu.');
      }
      const window = availability(menu);
      const date = args.date ?? clampDay(localDay(new Date(), restaurant.timezone), window);
      if (!isWithin(date, window)) {
        throw badInput(
          `This menu is available from ${window.startDate} to ${window.endDate} only.`,
        );
      }
      const timeframe = args.timeframe ?? 'Day';
      const { from, to } = servedDays(date, timeframe, window);
      // What a menu serves is the same for everyone who may see it.
      const [sections, items] = await answers.answer(
        'dining',
        restaurant.communityId,
        JSON.stringify(['menu', menu.id, from, to]),
        () => Promise.all([listSections(db, menu.id), listServedItems(db, menu.id, from, to)]),
      );
      return {
        _id: menu.id,
        name: menu.name,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        availability: window,
        audiences: menu.audiences,
        date,
        timeframe,
        timezone: { name: restaurant.timezone },
        sections: groupSections(sections, items, first),
      };
    },
  },
};
