import { fakeRouter } from '../testing/fakeRouter';

/**
 * Work queued after the first page, while a navigation (to the location keyed `to`) loads,
 * on fake timers: the task, the router, the hold's stop and its bound.
 */
function workQueuedDuringNavigation(to?: string) {
  jest.useFakeTimers();
  const { NAVIGATION_HOLD_MS, firstPageSettled, holdIdleWorkWhileNavigating, whenIdle } =
    freshModule();
  firstPageSettled();
  const router = fakeRouter(true, 'idle');
  const stop = holdIdleWorkWhileNavigating(router);
  router.move({ initialized: true, navigation: 'loading', to });
  const task = jest.fn();
  whenIdle(task);
  return { NAVIGATION_HOLD_MS, router, stop, task };
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

describe('idle work', () => {
  const idle: (() => void)[] = [];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the idle moments asked for so far, as the browser would. */
  const idleMoment = () => {
    for (const run of idle.splice(0)) run();
  };
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = ((run: () => void) => idle.push(run)) as never;
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('runs one piece per idle moment, in order, each once the one before has settled', async () => {
    const { firstPageSettled, whenIdle } = freshModule();
    let finishFirst = () => {};
    const first = jest.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = jest.fn();
    whenIdle(first);
    whenIdle(second);
    expect(idle).toHaveLength(0);
    firstPageSettled();
    idleMoment();
    expect(first).toHaveBeenCalledTimes(1);
    await flush();
    expect(idle).toHaveLength(0);
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await flush();
    idleMoment();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs the areas loaded ahead first, and background work only when no other idle work is waiting', async () => {
    const { firstPageSettled, whenIdle } = freshModule();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept a file'), 'background');
    whenIdle(() => ran.push('a startup hook'));
    whenIdle(() => ran.push('an area loaded ahead'), 'ahead');
    firstPageSettled();
    idleMoment();
    await flush();
    whenIdle(() => ran.push('another area loaded ahead'), 'ahead');
    for (let moment = 0; moment < 3; moment++) {
      idleMoment();
      await flush();
    }
    expect(ran).toEqual([
      'an area loaded ahead',
      'another area loaded ahead',
      'a startup hook',
      'kept a file',
    ]);
  });

  it('holds back while the router navigates, and goes on once it is idle again', async () => {
    const { firstPageSettled, holdIdleWorkWhileNavigating, whenIdle } = freshModule();
    firstPageSettled();
    // Already navigating when it is watched.
    const router = fakeRouter(true, 'loading');
    const stop = holdIdleWorkWhileNavigating(router);
    const task = jest.fn();
    whenIdle(task);
    idleMoment();
    expect(task).not.toHaveBeenCalled();
    router.move({ initialized: true, navigation: 'idle' });
    idleMoment();
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    expect(router.listeners.size).toBe(0);
  });

  it('lets work under way wait for a navigation to end, and an idle moment, before running its own code', async () => {
    const { holdIdleWorkWhileNavigating, notWhileNavigating } = freshModule();
    const router = fakeRouter(true, 'idle');
    const stop = holdIdleWorkWhileNavigating(router);
    const ran: string[] = [];
    void notWhileNavigating().then(() => ran.push('before the click'));
    await flush();
    expect(ran).toEqual(['before the click']);
    router.move({ initialized: true, navigation: 'loading', to: 'events' });
    void notWhileNavigating().then(() => ran.push('a startup hook'));
    await flush();
    expect(ran).toEqual(['before the click']);
    router.move({ initialized: true, navigation: 'idle' });
    await flush();
    // Not as the navigation ends, while its page renders: in the idle moment after.
    expect(ran).toEqual(['before the click']);
    idleMoment();
    await flush();
    expect(ran).toEqual(['before the click', 'a startup hook']);
    stop();
  });

  it('lets waiting work run after NAVIGATION_HOLD_MS, should a navigation never finish', async () => {
    jest.useFakeTimers();
    const { NAVIGATION_HOLD_MS, holdIdleWorkWhileNavigating, notWhileNavigating } = freshModule();
    const router = fakeRouter(true, 'loading');
    const stop = holdIdleWorkWhileNavigating(router);
    const hook = jest.fn();
    void notWhileNavigating().then(hook);
    await jest.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS - 1);
    expect(hook).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    idleMoment();
    await jest.advanceTimersByTimeAsync(0);
    expect(hook).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds back for NAVIGATION_HOLD_MS at most, should a navigation never finish', async () => {
    const { NAVIGATION_HOLD_MS, router, stop, task } = workQueuedDuringNavigation();
    jest.advanceTimersByTime(NAVIGATION_HOLD_MS - 1);
    // Another update of the same navigation does not start the wait afresh.
    router.move({ initialized: true, navigation: 'loading' });
    idleMoment();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    idleMoment();
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds afresh for a navigation that replaces one still loading', async () => {
    const { NAVIGATION_HOLD_MS, router, stop, task } = workQueuedDuringNavigation('events');
    jest.advanceTimersByTime(NAVIGATION_HOLD_MS - 1);
    router.move({ initialized: true, navigation: 'loading', to: 'dining' });
    jest.advanceTimersByTime(1);
    idleMoment();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(NAVIGATION_HOLD_MS - 1);
    idleMoment();
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks a timer for the idle moment where the browser has no requestIdleCallback', async () => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useFakeTimers();
    const { IDLE_FALLBACK_MS, firstPageSettled, whenIdle } = freshModule();
    firstPageSettled();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('lets the next piece run after IDLE_TASK_HOLD_MS when one never settles, and past one that throws', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { IDLE_TASK_HOLD_MS, firstPageSettled, whenIdle } = freshModule();
    firstPageSettled();
    const after = jest.fn();
    whenIdle(() => new Promise(() => {}));
    whenIdle(() => {
      throw new Error('broken');
    });
    whenIdle(after);
    idleMoment();
    await jest.advanceTimersByTimeAsync(IDLE_TASK_HOLD_MS - 1);
    expect(idle).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    idleMoment();
    await jest.advanceTimersByTimeAsync(0);
    idleMoment();
    expect(after).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Work done ahead of need failed', expect.any(Error));
  });
});
