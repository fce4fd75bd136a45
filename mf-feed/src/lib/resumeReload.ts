import type { Store } from '@reduxjs/toolkit';
import { feedApi } from '../api/feedApi';

export const WHATS_NEW_PATH = '/library/new';

/** Spec 2: on resume What's New reloads unless the reader is already on it with it loaded. */
export function shouldReloadOnResume(pathname: string, whatsNewLoaded: boolean): boolean {
  return !(pathname.replace(/\/+$/, '') === WHATS_NEW_PATH && whatsNewLoaded);
}

/** Whether any What's New feed in the store has loaded. */
export function whatsNewLoaded(state: unknown): boolean {
  const queries = (
    state as {
      portalApi: {
        queries: Record<string, { endpointName?: string; status?: string } | undefined>;
      };
    }
  ).portalApi.queries;
  return Object.values(queries).some(
    (entry) => entry?.endpointName === 'whatsNew' && entry.status === 'fulfilled',
  );
}

let listening: Store | null = null;

/**
 * Watches for the page coming back (the web's resume: visible again after being hidden) and
 * reloads What's New by the rule above. One listener per store, kept while the app runs, so
 * the rule holds on every route once the library has been opened.
 */
export function reloadWhatsNewOnResume(store: Store): () => void {
  if (listening === store) return () => undefined;
  listening = store;
  let hidden = document.visibilityState === 'hidden';
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      hidden = true;
      return;
    }
    if (!hidden) return;
    hidden = false;
    if (shouldReloadOnResume(window.location.pathname, whatsNewLoaded(store.getState()))) {
      store.dispatch(feedApi.util.invalidateTags(['WhatsNew']));
    }
  });
  return () => undefined;
}
