import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RegistryEntry } from '@portal/shared';

/** How long after the first paint the preload may wait for an idle moment, at most. */
const IDLE_WAIT_MS = 3_000;

/**
 * Once the page has painted and the browser is idle, downloads (without running) the entry and
 * the routes of every area the person's navigation shows, so a first visit to one waits for no
 * network. Returns a cancel for a page that changes before then.
 */
export function preloadAreasWhenIdle(entries: readonly RegistryEntry[]): () => void {
  if (entries.length === 0) return () => {};
  const preload = () => {
    preloadRemote(entries.map((entry) => ({ nameOrAlias: entry.name, exposes: ['routes'] }))).catch(
      () => {
        // A preload is only a head start: an area that fails now is loaded, and explained, when opened.
      },
    );
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(preload, IDLE_WAIT_MS);
  return () => window.clearTimeout(timer);
}
