/** The message the portal's service worker sends a tab when a notification is clicked. */
export interface OpenFromNotification {
  type: 'portal.open';
  /** A path of the portal, e.g. '/calls'. */
  url: string;
}

export interface WebNotice {
  title: string;
  body: string;
  /** Where a click takes the person (a path of the portal). */
  url: string;
  /** A notice with the tag of an earlier one replaces it; `closeWebNotice` closes it. */
  tag: string;
  /** Stays until acted on (an incoming call), instead of fading. */
  requireInteraction?: boolean;
}

function mayNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker?.getRegistration().catch(() => undefined);
}

/**
 * Shows a web notification while the portal's page is hidden (spec 4: calls, chat messages and
 * reminders), when the person allowed notifications. Through the portal's service worker, so a
 * click brings the portal to `url`; without one, a plain notification that focuses the tab.
 */
export async function showWebNotice(notice: WebNotice): Promise<boolean> {
  if (document.visibilityState !== 'hidden' || !mayNotify()) return false;
  const options = {
    body: notice.body,
    tag: notice.tag,
    requireInteraction: notice.requireInteraction ?? false,
    data: { url: notice.url },
  };
  const worker = await registration();
  if (worker) {
    await worker.showNotification(notice.title, options);
    return true;
  }
  const shown = new Notification(notice.title, options);
  shown.onclick = () => {
    window.focus();
    window.dispatchEvent(
      new MessageEvent<OpenFromNotification>('message', {
        data: { type: 'portal.open', url: notice.url },
        origin: window.location.origin,
      }),
    );
    shown.close();
  };
  return true;
}

/** Closes the notification with this tag, if it is still showing (a call that stopped ringing). */
export async function closeWebNotice(tag: string): Promise<void> {
  const worker = await registration();
  for (const shown of (await worker?.getNotifications({ tag })) ?? []) shown.close();
}
