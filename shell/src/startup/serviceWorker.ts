import type { OpenFromNotification } from '@portal/shared';

/** Registers the portal's service worker (`public/sw.js`: notification clicks). */
export function registerServiceWorker(): void {
  navigator.serviceWorker?.register('/sw.js').catch((error: unknown) => {
    console.error('The service worker could not be registered', error);
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
