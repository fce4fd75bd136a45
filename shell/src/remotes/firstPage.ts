import { settledWithin } from '@portal/shared';
import type { DataRouter } from 'react-router';

/** How long work kept for after the first page waits at most, should that page never settle. */
export const FIRST_PAGE_WAIT_MS = 10_000;

let settled = false;
const waiting: (() => void)[] = [];

/** Runs `task` once the first page has settled: at once if it already has. */
export function afterFirstPage(task: () => void): void {
  if (settled) task();
  else waiting.push(task);
}

/** The first page has settled: what waited for it runs now. */
export function firstPageSettled(): void {
  if (settled) return;
  settled = true;
  for (const task of waiting.splice(0)) task();
}

/**
 * Watches the router's first navigation: it has settled once the page's area routes, code and
 * loaders are in (or it failed), or after FIRST_PAGE_WAIT_MS at the latest. Returns the stop.
 */
export function watchFirstPage(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  const done = (state: DataRouter['state']) =>
    state.initialized && state.navigation.state === 'idle';
  if (done(router.state)) {
    firstPageSettled();
    return () => {};
  }
  const timer = setTimeout(firstPageSettled, FIRST_PAGE_WAIT_MS);
  const unsubscribe = router.subscribe((state) => {
    if (!done(state)) return;
    clearTimeout(timer);
    unsubscribe();
    firstPageSettled();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** How long one piece of idle work holds back the next at most (a fetch that hangs). */
export const IDLE_TASK_HOLD_MS = 1_000;

/** Work done ahead of need; a promise it returns holds back the next piece until it settles. */
type IdleTask = () => unknown;

/** Where the browser has no requestIdleCallback (Safari), an idle moment is this much later. */
export const IDLE_FALLBACK_MS = 200;

/**
 * Which idle work goes first: what the person may open next (the routes of their navigation's
 * areas, loaded ahead, as a tap would wait for them), then the startup hooks and overlays, then work
 * this visit does not use (files kept for an offline start).
 */
export type IdleRank = 'ahead' | 'hooks' | 'background';

const queues: Record<IdleRank, IdleTask[]> = { ahead: [], hooks: [], background: [] };
const RANKS: readonly IdleRank[] = ['ahead', 'hooks', 'background'];
let idleBusy = false;
let navigating = false;
/** Idle work under way that waits for the navigation to end before running its own code. */
const afterNavigation: (() => void)[] = [];

function setNavigating(value: boolean): void {
  navigating = value;
  // In an idle moment: the page navigated to renders after its loaders are in.
  if (!value) for (const resume of afterNavigation.splice(0)) onIdle(resume);
}

/**
 * Resolves at once when the router is not navigating, else in the first idle moment after the
 * navigation (once the page it opens has rendered). A piece of idle work whose files came in
 * while a click was being answered (a startup hook, an overlay) runs its code after the page
 * asked for, not beside it on the main thread.
 */
export function notWhileNavigating(): Promise<void> {
  return navigating
    ? new Promise((resolve) => afterNavigation.push(() => resolve()))
    : Promise.resolve();
}

function onIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1_000 });
  else setTimeout(run, IDLE_FALLBACK_MS);
}

function runNextIdleTask(): void {
  if (idleBusy || navigating) return;
  if (RANKS.every((rank) => queues[rank].length === 0)) return;
  idleBusy = true;
  onIdle(() => {
    const next = navigating ? undefined : RANKS.find((rank) => queues[rank].length > 0);
    const task = next && queues[next].shift();
    if (!task) {
      idleBusy = false;
      return;
    }
    // A piece that throws, at once or later, is told and skipped.
    const done = new Promise((resolve) => resolve(task())).catch((error: unknown) =>
      console.error('Work done ahead of need failed', error),
    );
    void settledWithin(done, IDLE_TASK_HOLD_MS).then(() => {
      idleBusy = false;
      runNextIdleTask();
    });
  });
}

/**
 * Once the first page has had its moment (its routes, code and loaders are in) and the page is
 * idle: this work is not what a person waits for, and must not take the network and the main
 * thread from the page they opened. The pieces run one per idle moment, by rank and then in
 * order, so a click between them is answered at once; a `background` piece starts only when
 * no other work waits, so other work waits at most for the piece under way.
 */
export function whenIdle(task: IdleTask, rank: IdleRank = 'hooks'): void {
  queues[rank].push(task);
  afterFirstPage(runNextIdleTask);
}

/**
 * How long one navigation holds idle work back at most, should it never finish (a loader that
 * hangs): the startup hooks (reminders, the calls overlay) are in that work.
 */
export const NAVIGATION_HOLD_MS = 10_000;

/**
 * Holds idle work back while the router navigates: the page the person asked for goes first,
 * for NAVIGATION_HOLD_MS at most. Returns the stop.
 */
export function holdIdleWorkWhileNavigating(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
): () => void {
  let busy = false;
  /** The navigation held for (its location's key): one that replaces it is held afresh. */
  let heldFor: string | undefined;
  let overdue: ReturnType<typeof setTimeout> | undefined;
  const follow = (state: DataRouter['state']) => {
    const wasBusy = busy;
    const was = heldFor;
    busy = !state.initialized || state.navigation.state !== 'idle';
    heldFor = state.navigation.location?.key;
    if (busy && (!wasBusy || heldFor !== was)) {
      clearTimeout(overdue);
      setNavigating(true);
      overdue = setTimeout(() => {
        setNavigating(false);
        runNextIdleTask();
      }, NAVIGATION_HOLD_MS);
    } else if (!busy && wasBusy) {
      clearTimeout(overdue);
      setNavigating(false);
    }
    runNextIdleTask();
  };
  follow(router.state);
  const unsubscribe = router.subscribe(follow);
  return () => {
    unsubscribe();
    clearTimeout(overdue);
    setNavigating(false);
    runNextIdleTask();
  };
}
