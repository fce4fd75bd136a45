import type { DataRouter } from 'react-router';

type State = DataRouter['state'];
type Listener = Parameters<DataRouter['subscribe']>[0];

/** A router whose state the test moves; only what watchFirstPage reads. */
function fakeRouter(initialized: boolean, navigation: 'idle' | 'loading') {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized, navigation: { state: navigation } } as unknown as State,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    move(next: { initialized: boolean; navigation: 'idle' | 'loading' }) {
      router.state = {
        initialized: next.initialized,
        navigation: { state: next.navigation },
      } as unknown as State;
      for (const listener of [...listeners]) listener(router.state, {} as never);
    },
    listeners,
  };
  return router;
}

/** A fresh copy of the module: "settled" is once per page. */
function freshModule(): typeof import('./firstPage') {
  let module: typeof import('./firstPage') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('./firstPage')>('./firstPage');
  });
  return module as typeof import('./firstPage');
}

describe('the first page', () => {
  afterEach(() => jest.useRealTimers());

  it('holds work back until the first navigation has settled, then runs it, and later work at once', () => {
    const { afterFirstPage, watchFirstPage } = freshModule();
    const router = fakeRouter(false, 'loading');
    const task = jest.fn();
    afterFirstPage(task);
    watchFirstPage(router);
    router.move({ initialized: false, navigation: 'loading' });
    router.move({ initialized: true, navigation: 'loading' });
    expect(task).not.toHaveBeenCalled();
    router.move({ initialized: true, navigation: 'idle' });
    expect(task).toHaveBeenCalledTimes(1);
    expect(router.listeners.size).toBe(0);
    const later = jest.fn();
    afterFirstPage(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('settles at once for a router already idle, and at the latest after the wait', () => {
    const idle = freshModule();
    const task = jest.fn();
    idle.afterFirstPage(task);
    idle.watchFirstPage(fakeRouter(true, 'idle'));
    expect(task).toHaveBeenCalledTimes(1);

    jest.useFakeTimers();
    const stuck = freshModule();
    const waiting = jest.fn();
    stuck.afterFirstPage(waiting);
    stuck.watchFirstPage(fakeRouter(false, 'loading'));
    jest.advanceTimersByTime(stuck.FIRST_PAGE_WAIT_MS - 1);
    expect(waiting).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(waiting).toHaveBeenCalledTimes(1);
  });
});
