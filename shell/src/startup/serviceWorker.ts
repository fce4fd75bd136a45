import type { OpenFromNotification } from '@portal/shared';
import { whenIdle } from '../remotes/firstPage';

/**
 * A file's timing, with where a static route of the worker had it from: the specification's
 * name, and the one Chromium gives it today.
 */
type FileTiming = PerformanceResourceTiming & {
  workerFinalRouterSource?: string;
  workerFinalSourceType?: string;
};

/** Whether the worker's static route answered the file from its store: it is kept already. */
const fromWorkerStore = (entry: FileTiming) =>
  (entry.workerFinalRouterSource ?? entry.workerFinalSourceType) === 'cache';

/**
 * What a page loaded that the service worker keeps: the portal's page, its files, manifests.
 * Hashed files its static route answered from the store are left out: a page coming back names
 * its page, manifests and pictures (which pass through the worker's fetch handler) and the
 * hashed files the store lacked, not every file it loaded.
 */
export function filesToKeep(page: Location, resources: FileTiming[]): string[] {
  const files = resources
    .filter(
      (entry) =>
        !fromWorkerStore(entry) &&
        (['script', 'link', 'css', 'img'].includes(entry.initiatorType) ||
          new URL(entry.name).pathname.endsWith('/mf-manifest.json')),
    )
    .map((entry) => entry.name);
  return [new URL('/', page.href).href, ...new Set(files)];
}

/**
 * How long the page keeps a port open for the worker's answer (a worker replaced meanwhile never
 * answers); the next file waits at most IDLE_TASK_HOLD_MS for it.
 */
export const KEEP_WAIT_MS = 10_000;

/**
 * Asks the active worker to keep one file; settles once it is done, or KEEP_WAIT_MS on. A file
 * already kept is left alone, without waking the worker.
 */
async function keepFile(registration: ServiceWorkerRegistration, url: string): Promise<void> {
  if (await globalThis.caches?.match(url)) return;
  const worker = registration.active;
  if (!worker) return;
  const channel = new MessageChannel();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, KEEP_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'portal.keepFiles', urls: [url] }, [channel.port2]);
  }).finally(() => channel.port1.close());
}

/**
 * Registers the portal's service worker (`public/sw.js`): it keeps the portal's files for an
 * offline start, and opens the page of a clicked notification. A page that started without the
 * worker (a first visit) stays without it, so its requests go straight to the network; a page
 * with it gets hashed files past it (its static routes). So every page names each file it loads
 * to the worker, one at a time, as background idle work: the worker fetching them all at once,
 * as a resident tapped an area, made that first entry slower.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  container.register('/sw.js').catch((error: unknown) => {
    console.error('The service worker could not be registered', error);
  });
  // Watched from the start, as the browser keeps only so many entries for later observers.
  const named = new Set<string>();
  new PerformanceObserver((list) => {
    const loaded = list.getEntries() as PerformanceResourceTiming[];
    for (const url of filesToKeep(window.location, loaded)) {
      if (named.has(url)) continue;
      named.add(url);
      // The worker active when the file's turn comes: a newer one replaces it at once.
      void container.ready.then((registration) =>
        whenIdle(() => keepFile(registration, url), 'background'),
      );
    }
  }).observe({ type: 'resource', buffered: true });
}

function isOpenMessage(data: unknown): data is OpenFromNotification {
  const message = data as OpenFromNotification | null;
  return message?.type === 'portal.open' && typeof message.url === 'string';
}

/**
 * Calls `open` with the path a clicked notification names: from the service worker, or from a
 * plain notification of this tab. Only paths of the portal are followed. Returns the unsubscribe.
 */
export function onNotificationOpen(open: (path: string) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isOpenMessage(event.data) && event.data.url.startsWith('/')) open(event.data.url);
  };
  // Another page (a partner's frame) may post messages too: only this origin's count.
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) onMessage(event);
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  window.addEventListener('message', onWindowMessage);
  return () => {
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    window.removeEventListener('message', onWindowMessage);
  };
}
