// The portal's service worker: a click on one of its notifications brings the portal to the
// page the notification names, in an open tab when there is one, else in a new one.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? '/';
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (!tab) {
        await self.clients.openWindow(url.href);
        return;
      }
      await tab.focus();
      tab.postMessage({ type: 'portal.open', url: url.pathname + url.search });
    })(),
  );
});
