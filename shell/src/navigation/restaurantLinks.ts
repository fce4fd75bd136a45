import { portalApi, selectCommunityId } from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import type { RestaurantLink } from './navItems';

/** Spec 7 Restaurants (first 50), just the names the sidebar's Dining submenu needs. */
export const RESTAURANT_LINKS_QUERY = `query Restaurants($communityId: ID!, $first: Int) {
  restaurants(communityId: $communityId, first: $first) { _id name }
}`;

const restaurantLinksApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    restaurantLinks: build.query<RestaurantLink[], string>({
      query: (communityId) => ({
        document: RESTAURANT_LINKS_QUERY,
        variables: { communityId, first: 50 },
      }),
      transformResponse: (data: { restaurants: RestaurantLink[] }) => data.restaurants,
    }),
  }),
});

const NONE: RestaurantLink[] = [];

/** The community's restaurants for the sidebar; none while loading or if the call fails. */
export function useRestaurantLinks(): RestaurantLink[] {
  const communityId = useSelector(selectCommunityId);
  const { data } = restaurantLinksApi.useRestaurantLinksQuery(communityId ?? skipToken);
  return data ?? NONE;
}
