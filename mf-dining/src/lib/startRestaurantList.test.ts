import {
  COMMUNITY_ID,
  itStartsDataAsEveryLoader,
  loaderArgs,
  mockApi,
  storeWith,
  testUser,
} from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { diningApi } from '../api/diningApi';
import { routes } from '../routes';
import { startRestaurantList } from './startRestaurantList';

const ANSWERS = {
  restaurants: () => ({
    data: { restaurants: [{ _id: 'r1', name: 'Willow Room', description: null }] },
  }),
};

it('asks for the restaurants as the navigation begins, which the screen then reads', async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  startRestaurantList(loaderArgs('/dining/restaurant', store));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].variables).toMatchObject({ communityId: COMMUNITY_ID });
  // The screen's own subscription (the same argument) finds them there.
  const screen = store.dispatch(diningApi.endpoints.restaurants.initiate(COMMUNITY_ID));
  expect((await screen).data).toHaveLength(1);
  screen.unsubscribe();
  expect(calls).toHaveLength(1);
});

itStartsDataAsEveryLoader(
  startRestaurantList,
  (store) => loaderArgs('/dining/restaurant', store),
  ANSWERS,
  { routes, path: 'restaurant' },
);
