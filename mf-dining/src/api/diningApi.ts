import {
  graphRequest,
  keepOffline,
  MENU_QUERY_SIZE,
  portalApi,
  RESTAURANT_QUERY_SIZE,
} from '@portal/shared';
import {
  type AvailabilityFragment,
  MenuDocument,
  type MenuItemFieldsFragment,
  type MenuQuery,
  MenusDocument,
  type MenusQuery,
  RestaurantsDocument,
  type RestaurantsQuery,
} from '../gql/graphql';

/** Spec 3: restaurants, menus and dishes, as the dining calls answer them. */
export type Restaurant = RestaurantsQuery['restaurants'][number];
/** The days a menu is served: YYYY-MM-DD in the community's timezone. */
export type Availability = AvailabilityFragment;
export type MenuSummary = MenusQuery['menus'][number];
export type Menu = MenuQuery['menu'];
export type MenuSection = Menu['sections'][number];
export type MenuItem = MenuItemFieldsFragment;

export interface MenuArgs {
  restaurantId: string;
  menuId: string;
  /** Absent: the server picks today (in the community's timezone) within the window. */
  date?: string;
}

/**
 * The dining calls of spec 7. Audiences are left to the server, which takes them from the
 * caller's role (spec 6).
 */
export const diningApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    restaurants: build.query<Restaurant[], string>({
      query: (communityId) =>
        graphRequest(RestaurantsDocument, { communityId, first: RESTAURANT_QUERY_SIZE }),
      transformResponse: (data: RestaurantsQuery) => data.restaurants,
    }),
    menus: build.query<MenuSummary[], string>({
      query: (restaurantId) =>
        graphRequest(MenusDocument, { restaurantId, first: MENU_QUERY_SIZE }),
      transformResponse: (data: MenusQuery) => data.menus,
    }),
    menu: build.query<Menu, MenuArgs>({
      query: ({ restaurantId, menuId, date }) =>
        graphRequest(MenuDocument, {
          restaurantId,
          menuId,
          date,
          timeframe: 'Day',
          first: MENU_QUERY_SIZE,
        }),
      transformResponse: (data: MenuQuery) => data.menu,
    }),
  }),
});

export const { useRestaurantsQuery, useMenusQuery, useMenuQuery } = diningApi;

// Offline data (spec 4): restaurants and their menus are kept for the next start.
keepOffline('restaurants', 'menus', 'menu');
