import { clear, createStore, get, set } from 'idb-keyval';
import { settledWithin } from '../lib/settledWithin';
import type { PortalState } from '../store/rootReducer';
import { communityThemeLoaded } from '../store/themeSlice';
import type { Theme } from '../theme/theme';
import { type KeptQuery, offlineDataRestored } from './offlineRestored';

/**
 * Offline data (spec 4): the answers people need on the next start (What's New, dining,
 * directory, events, flags and the profile and registry the portal starts from) and the
 * community theme are kept in IndexedDB, one record per person. The next start shows them at
 * once, marked as old, so every screen asks again; without a network they stay, under the
 * offline alert.
 */

/** Where the kept data lives; IndexedDB in the portal. */
export interface OfflineStorage {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
}

interface OfflineRecord {
  queries: Record<string, KeptQuery>;
  communityTheme: Theme | null;
}

type Store = {
  dispatch: (
    action: ReturnType<typeof offlineDataRestored | typeof communityThemeLoaded>,
  ) => unknown;
  getState: () => PortalState;
  subscribe: (listener: () => void) => () => void;
};

/** The startup's own answers; areas add theirs with `keepOffline`. */
const keptEndpoints = new Set(['me', 'userDetails', 'flags', 'registry']);

/** An area names the endpoints whose answers are kept for the next start. */
export function keepOffline(...endpointNames: string[]): void {
  for (const name of endpointNames) keptEndpoints.add(name);
}

/** Writes wait this long after a change, so a burst of answers is one write. */
export const OFFLINE_WRITE_DELAY_MS = 1000;

let indexedDbStorage: OfflineStorage | null = null;

/** The portal's IndexedDB store for kept data (`portal-offline`). */
export function offlineStorage(): OfflineStorage {
  if (typeof indexedDB === 'undefined') {
    const none = () => Promise.reject(new Error('This browser keeps no data offline'));
    return { read: none, write: none, clear: none };
  }
  if (!indexedDbStorage) {
    const db = createStore('portal-offline', 'people');
    indexedDbStorage = {
      read: (key) => get(key, db),
      write: (key, value) => set(key, value, db),
      clear: () => clear(db),
    };
  }
  return indexedDbStorage;
}

function isRecord(value: unknown): value is OfflineRecord {
  const record = value as OfflineRecord | null;
  return typeof record?.queries === 'object' && record.queries !== null;
}

/**
 * Puts the person's kept answers back in the cache, as old (answered at time 0) so each is
 * fetched again when asked for, and their community theme. False when nothing was kept.
 * It may finish after the start has asked afresh: an answer already asked for or here is not
 * replaced by the older one, and the kept theme is left out once `themeLoaded` says the start
 * has loaded the current one.
 */
export async function restoreOfflineData(
  store: Store,
  personId: string,
  storage: OfflineStorage,
  themeLoaded: () => boolean = () => false,
): Promise<boolean> {
  const record = await storage.read(personId).catch(() => undefined);
  if (!isRecord(record)) return false;
  const current = store.getState().portalApi.queries;
  const queries: Record<string, KeptQuery> = {};
  for (const [key, query] of Object.entries(record.queries)) {
    // Kept until an area that is not loaded in this visit can keep them itself.
    keptEndpoints.add(query.endpointName);
    const fresh = current[key]?.status;
    if (fresh === 'pending' || fresh === 'fulfilled') continue;
    queries[key] = { ...query, fulfilledTimeStamp: 0 };
  }
  store.dispatch(offlineDataRestored(queries));
  if (record.communityTheme && !themeLoaded()) {
    store.dispatch(communityThemeLoaded(record.communityTheme));
  }
  return true;
}

function keptQueries(state: PortalState): Record<string, KeptQuery> {
  const queries: Record<string, KeptQuery> = {};
  for (const [key, query] of Object.entries(state.portalApi.queries)) {
    if (!query || query.data === undefined || !keptEndpoints.has(query.endpointName)) continue;
    queries[key] = {
      status: 'fulfilled',
      endpointName: query.endpointName,
      requestId: query.requestId,
      originalArgs: query.originalArgs,
      data: query.data,
      startedTimeStamp: query.startedTimeStamp ?? 0,
      fulfilledTimeStamp: query.fulfilledTimeStamp ?? 0,
    };
  }
  return queries;
}

function sameAnswers(a: Record<string, KeptQuery>, b: Record<string, KeptQuery>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => a[key]?.data === b[key]?.data)
  );
}

/** The stops of the keepers running, so that forgetting stops them first. */
const keepers = new Set<() => void>();

/** How long forgetting may hold up leaving the portal when IndexedDB does not answer. */
export const OFFLINE_FORGET_WAIT_MS = 2_000;

/** Keeps the person's answers as they change, a second after each change. Returns the stop. */
export function keepOfflineData(
  store: Store,
  personId: string,
  storage: OfflineStorage,
): () => void {
  let written: OfflineRecord | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const state = store.getState();
    const record: OfflineRecord = {
      queries: keptQueries(state),
      communityTheme: state.theme.communityTheme,
    };
    if (
      written &&
      written.communityTheme === record.communityTheme &&
      sameAnswers(written.queries, record.queries)
    )
      return;
    written = record;
    storage.write(personId, record).catch(() => undefined);
  };
  const unsubscribe = store.subscribe(() => {
    timer ??= setTimeout(write, OFFLINE_WRITE_DELAY_MS);
  });
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
    keepers.delete(stop);
  };
  keepers.add(stop);
  return stop;
}

/**
 * Signing out, or a session that has ended, forgets what was kept, for everyone who used this
 * browser: the keepers stop first, so nothing is written back before the page leaves. Resolves
 * when it is done, or after OFFLINE_FORGET_WAIT_MS at the latest.
 */
export function forgetOfflineData(storage: OfflineStorage): Promise<void> {
  for (const stop of [...keepers]) stop();
  return settledWithin(storage.clear(), OFFLINE_FORGET_WAIT_MS);
}
