import type { OpenFromNotification } from '@portal/shared';
import { whenIdle } from '../remotes/firstPage';

/** What the first visit loaded that the service worker keeps: the page, its files, manifests. */
export function filesToKeep(page: Location, resources: PerformanceResourceTiming[]): string[] {
  const files = resources
    .filter(
      (entry) =>
        ['script', 'link', 'css', 'img'].includes(entry.initiatorType) ||
        new URL(entry.name).pathname.endsWith('/mf-manifest.json'),
    )
    .map((entry) => entry.name);
  return [new URL('/', page.href).href, ...new Set(files)];
}

/**
 * Registers the portal's service worker (`public/sw.js`): it keeps the portal's files for an
 * offline start, and opens the page of a clicked notification. On the first visit, once the
 * first page has settled and the browser is idle, it is told which files were loaded before it
 * was there to keep them.
 */
export function registerServiceWorker(): void {
  const worker = navigator.serviceWorker;
  if (!worker) return;
  const firstVisit = !worker.controller;
  worker.register('/sw.js').catch((error: unknown) => {
    console.error('The service worker could not be registered', error);
  });
  if (!firstVisit) return;
  void worker.ready.then((registration) => {
    const tell = () =>
      registration.active?.postMessage({
        type: 'portal.keepFiles',
        urls: filesToKeep(
          window.location,
          performance.getEntriesByType('resource') as PerformanceResourceTiming[],
        ),
      });
    whenIdle(tell);
  });
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
