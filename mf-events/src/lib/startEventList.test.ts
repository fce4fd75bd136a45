import { selectCommunityId } from '@portal/shared';
import {
  itStartsDataAsEveryLoader,
  loaderArgs,
  mockApi,
  storeWith,
  testUser,
} from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { eventsApi } from '../api/eventsApi';
import { routes } from '../routes';
import { timeframeChosen } from '../state/eventsSlice';
import { testEvent } from '../testing';
import { eventListArgs, startEventList } from './startEventList';

const ANSWERS = {
  eventList: () => ({
    data: {
      events: {
        events: [testEvent({ _id: 'e1' })],
        pageInfo: { page: 1, limit: 25, total: 1, hasNextPage: false },
      },
      eventCalendars: [],
    },
  }),
};

it('asks for the page of events under the chosen filters as the navigation begins', async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  store.dispatch(timeframeChosen('Month'));
  startEventList(loaderArgs('/events/all', store));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].variables).toMatchObject({ timeframe: 'Month', page: 1 });
  // The screen's own subscription finds the page there: nothing is asked again.
  const query = eventListArgs(selectCommunityId(store.getState()), {
    timeframe: 'Month',
    price: 'any',
    calendars: [],
    search: '',
    page: 1,
  });
  if (!query) throw new Error('The test user has a community');
  const screen = store.dispatch(eventsApi.endpoints.eventList.initiate(query));
  expect((await screen).data?.events).toHaveLength(1);
  screen.unsubscribe();
  expect(calls).toHaveLength(1);
});

itStartsDataAsEveryLoader(startEventList, (store) => loaderArgs('/events/all', store), ANSWERS, {
  routes,
  path: 'all',
});
