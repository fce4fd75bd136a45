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

/**
 * Once the first page has had its moment (its routes, code and loaders are in) and the page is
 * idle: hooks, overlays and areas fetched ahead are not what a person waits for, and must not
 * take the network and the main thread from the page they opened.
 */
export function whenIdle(task: () => void): void {
  afterFirstPage(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
    else setTimeout(task, 1_000);
  });
}
