import {
  COMMUNITY_ID,
  itStartsDataAsEveryLoader,
  loaderArgs,
  mockApi,
  storeWith,
  testUser,
} from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { directoryApi } from '../api/directoryApi';
import { routes } from '../routes';
import { directoryListArgs, startDirectoryList } from './startDirectoryList';

const ANSWERS = {
  directoryList: () => ({
    data: { directory: [{ _id: 'p1', fullName: 'Ada Lane' }], directoryCount: 1 },
  }),
};

/** The loader's arguments for /directory/{tab}. */
function tabArgs(tab: string, store?: Parameters<typeof loaderArgs>[1]): LoaderFunctionArgs {
  return { ...loaderArgs(`/directory/${tab}`, store), params: { role: tab } };
}

it('asks for the tab’s first page as the navigation begins, which the screen then reads', async () => {
  const calls = mockApi(ANSWERS);
  const store = await storeWith(testUser());
  startDirectoryList(tabArgs('residents', store));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].variables).toMatchObject({ query: null, page: { after: null, limit: 50 } });
  // The screen's own subscription (the same arguments) finds the page there.
  const query = directoryListArgs(COMMUNITY_ID, 'Resident', 'residents');
  if (!query) throw new Error('A resident has the residents tab');
  const screen = store.dispatch(directoryApi.endpoints.directoryList.initiate(query));
  expect((await screen).data?.pages[0].people).toHaveLength(1);
  screen.unsubscribe();
  expect(calls).toHaveLength(1);
});

it('asks for nothing for a tab the person does not have', async () => {
  const calls = mockApi(ANSWERS);
  const staff = await storeWith(testUser({ _type: 'Staff', roles: ['Staff'] }));
  startDirectoryList(tabArgs('friends', staff));
  startDirectoryList(tabArgs('nobody', staff));
  expect(calls).toEqual([]);
});

itStartsDataAsEveryLoader(startDirectoryList, (store) => tabArgs('residents', store), ANSWERS, {
  routes,
  path: ':role',
});
