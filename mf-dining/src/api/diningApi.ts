import { MENU_QUERY_SIZE, portalApi } from '@portal/shared';

export interface Restaurant {
  _id: string;
  name: string;
  description: string | null;
}

export interface Availability {
  /** YYYY-MM-DD in the community's timezone. */
  startDate: string;
  endDate: string;
}

export interface MenuSummary {
  _id: string;
  name: string;
  restaurantId: string;
  availability: Availability;
}

export interface MenuItem {
  _id: string;
  name: string;
  description: string | null;
  nutritionInfo: { name: string; value: string }[];
  attributes: { type: string; value: string }[];
}

export interface MenuSection {
  _id: string;
  name: string;
  availableMenuItemsByCategory: { category: string; items: MenuItem[] }[];
}

export interface Menu {
  _id: string;
  name: string;
  restaurantId: string;
  restaurantName: string;
  /** The day shown. */
  date: string;
  availability: Availability;
  sections: MenuSection[];
}

export const RESTAURANTS_QUERY = `query Restaurants($communityId: ID!, $first: Int) {
  restaurants(communityId: $communityId, first: $first) { _id name description }
}`;

export const MENUS_QUERY = `query Menus($restaurantId: ID!, $audiences: [MenuAudience!], $first: Int) {
  menus(restaurantId: $restaurantId, audiences: $audiences, first: $first) {
    _id name restaurantId availability { startDate endDate }
  }
}`;

export const MENU_QUERY = `query Menu($restaurantId: ID!, $menuId: ID!, $date: String,
  $timeframe: MenuTimeframe, $audiences: [MenuAudience!], $first: Int) {
  menu(restaurantId: $restaurantId, menuId: $menuId, date: $date, timeframe: $timeframe,
    audiences: $audiences, first: $first) {
    _id name restaurantId restaurantName date availability { startDate endDate }
    sections { _id name availableMenuItemsByCategory { category items {
      _id name description nutritionInfo { name value } attributes { type value }
    } } }
  }
}`;

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
      query: (communityId) => ({
        document: RESTAURANTS_QUERY,
        variables: { communityId, first: MENU_QUERY_SIZE },
      }),
      transformResponse: (data: { restaurants: Restaurant[] }) => data.restaurants,
    }),
    menus: build.query<MenuSummary[], string>({
      query: (restaurantId) => ({
        document: MENUS_QUERY,
        variables: { restaurantId, first: MENU_QUERY_SIZE },
      }),
      transformResponse: (data: { menus: MenuSummary[] }) => data.menus,
    }),
    menu: build.query<Menu, MenuArgs>({
      query: ({ restaurantId, menuId, date }) => ({
        document: MENU_QUERY,
        variables: { restaurantId, menuId, date, timeframe: 'Day', first: MENU_QUERY_SIZE },
      }),
      transformResponse: (data: { menu: Menu }) => data.menu,
    }),
  }),
});

export const { useRestaurantsQuery, useMenusQuery, useMenuQuery } = diningApi;
