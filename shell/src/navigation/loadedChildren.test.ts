import type { NavChildrenSource } from '@portal/shared';
import { mockApi, storeWith, testUser } from '@portal/shared/testing';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { loadSubmenus, SUBMENU_WAIT_MS, useSubmenu } from './loadedChildren';
import type { NavItem } from './navItems';

const restaurants: NavChildrenSource = {
  query:
    'query Restaurants($communityId: ID!) { restaurants(communityId: $communityId) { _id name } }',
  list: 'restaurants',
  label: 'name',
  to: '/dining/restaurant/:_id',
};
const dining: NavItem = {
  label: 'Dining',
  to: '/dining/restaurant',
  icon: 'dining',
  children: [{ label: 'Dining Info', to: '/dining/info/Menu', keep: true }],
  childrenFrom: restaurants,
};
const events: NavItem = { label: 'Events', to: '/events/all', icon: 'events' };
const answer = () => ({ data: { restaurants: [{ _id: 'r1', name: 'Willow Room' }] } });

afterEach(() => jest.useRealTimers());

describe('the sidebar submenus loaded with the first page', () => {
  it('are in the cache by the sidebar’s first render, asked for once', async () => {
    const store = await storeWith(testUser());
    const calls = mockApi({ restaurants: answer });
    await loadSubmenus(store, [events, dining]);
    await loadSubmenus(store, [events, dining]);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(Provider, { store, children });
    const renders: unknown[] = [];
    renderHook(() => renders.push(useSubmenu(dining)), { wrapper });
    // The first render already has the restaurants above the entry the area keeps.
    expect(renders[0]).toEqual([
      { label: 'Willow Room', to: '/dining/restaurant/r1' },
      { label: 'Dining Info', to: '/dining/info/Menu' },
    ]);
    expect(calls.map((call) => call.operation)).toEqual(['Restaurants']);
  });

  it('ask for nothing when no entry has a source', async () => {
    const store = await storeWith(testUser());
    const calls = mockApi({});
    await loadSubmenus(store, [events]);
    expect(calls).toEqual([]);
  });

  it('hold the first page SUBMENU_WAIT_MS at most when the answer does not come', async () => {
    const store = await storeWith(testUser());
    jest.useFakeTimers();
    global.fetch = jest.fn(() => new Promise<Response>(() => {})) as typeof fetch;
    let done = false;
    void loadSubmenus(store, [dining]).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(SUBMENU_WAIT_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
