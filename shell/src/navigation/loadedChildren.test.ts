import type { NavChildrenSource } from '@portal/shared';
import { loaderArgs, mockApi, storeWith, testUser } from '@portal/shared/testing';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { area as diningArea } from '../../../mf-dining/src/area';
import { loadSubmenus, SUBMENU_WAIT_MS, submenusWithFirstPage, useSubmenu } from './loadedChildren';
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

const realFetch = global.fetch;
const realMatchMedia = window.matchMedia;
afterEach(() => {
  jest.useRealTimers();
  global.fetch = realFetch;
  window.matchMedia = realMatchMedia;
});

/** A screen as wide as a phone's, or a desktop's (jsdom has no media queries). */
function screenIsPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** An API that never answers; the URLs asked for. */
function hanging(): string[] {
  const calls: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  return calls;
}

/** Whether `promise` settles within `ms` of fake time. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

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
    hanging();
    const load = loadSubmenus(store, [dining]);
    expect(await settlesWithin(load, SUBMENU_WAIT_MS - 1)).toBe(false);
    expect(await settlesWithin(load, 1)).toBe(true);
  });
});

describe('the root route’s loader', () => {
  const loader = submenusWithFirstPage([diningArea]);
  /** The loader run for `path` on a desktop, with an API that never answers. */
  async function startedAt(path: string) {
    screenIsPhone(false);
    const store = await storeWith(testUser());
    jest.useFakeTimers();
    const calls = hanging();
    return { calls, load: Promise.resolve(loader(loaderArgs(path, store))) };
  }

  it('holds a deep link until the submenus come, SUBMENU_WAIT_MS at most', async () => {
    const { calls, load } = await startedAt('/dining/restaurant');
    expect(await settlesWithin(load, SUBMENU_WAIT_MS - 1)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(await settlesWithin(load, 1)).toBe(true);
  });

  it('starts them at the root, where sign-in lands, without holding its redirect', async () => {
    const { calls, load } = await startedAt('/');
    expect(await settlesWithin(load, 0)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('asks nothing on a phone, which has no sidebar', async () => {
    screenIsPhone(true);
    const store = await storeWith(testUser());
    const calls = mockApi({ restaurants: answer });
    await loader(loaderArgs('/dining/restaurant', store));
    expect(calls).toEqual([]);
  });

  it('asks nothing under a router without the store', async () => {
    screenIsPhone(false);
    const calls = mockApi({ restaurants: answer });
    await loader(loaderArgs('/dining/restaurant'));
    expect(calls).toEqual([]);
  });
});
