// The portal's service worker.
// - Offline start (spec 4): the files of the portal (its pages, scripts, styles, fonts, images
//   and the areas' manifests, from every host of the portal) are kept in the Cache Storage,
//   so the portal starts without a network; its data comes from IndexedDB. Files with a
//   content hash in their name never change, so they are answered from the cache; anything
//   else is asked for first and answered from the cache only when the network fails. API calls
//   are never kept here.
// - It stays out of the way of the pages: it never claims a page that started without it (a
//   first visit), and where the browser has static routes (ROUTES) it neither starts nor runs
//   for hashed files or API calls. So the pages name the files they loaded, one at a time
//   when idle, and it keeps those it does not have yet.
// - A click on one of its notifications brings the portal to the page the notification names,
//   in an open tab when there is one, else in a new one.
// Pictures (the posts' photos, whose signed addresses change every six hours) are kept apart
// from the portal's own files (isPortalFile), each with its own bound: however many pictures a
// resident sees, they never push out the files an offline start needs (see trim).
const CACHE = 'portal-files-v1';
const IMAGES = 'portal-images-v1';
const MAX_KEPT = { [CACHE]: 400, [IMAGES]: 200 };
const KEPT_DESTINATIONS = new Set(['document', 'script', 'style', 'font', 'image', 'manifest']);
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp)$/;
/** The content hash in such a name. */
const CONTENT_HASH = /\.[0-9a-f]{8,}(?=\.\w+$)/;

/** Any host of the portal, at this path. */
const anyHost = (pathname) => ({
  urlPattern: { protocol: '*', hostname: '*', port: '*', pathname },
});

/**
 * Requests the worker need not start or run for (static routing: Chromium 123 on, the second
 * route 127 on): files with a content hash come from the kept ones, or else from the network
 * (a page names the files it loaded, and those not kept yet are kept then); what is never kept
 * (API calls) goes straight to the network.
 */
const ROUTES = [
  {
    condition: {
      or: ['/static/*', '/*/static/*'].map((path) => ({ ...anyHost(path), requestMethod: 'GET' })),
    },
    source: 'cache',
  },
  {
    condition: {
      not: {
        or: [
          ...[...KEPT_DESTINATIONS].map((requestDestination) => ({ requestDestination })),
          anyHost('/*mf-manifest.json'),
        ],
      },
    },
    source: 'network',
  },
];

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // One call a route: a browser that refuses one (`not` came in Chromium 127) keeps the other.
  if (event.addRoutes)
    for (const route of ROUTES)
      event.waitUntil(
        event.addRoutes(route).catch((error) => console.warn('A static route was refused', error)),
      );
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (!Object.keys(MAX_KEPT).includes(name)) await caches.delete(name);
    })(),
  ),
);

function isKept(request) {
  if (request.method !== 'GET' || !request.url.startsWith('http')) return false;
  return (
    KEPT_DESTINATIONS.has(request.destination) ||
    new URL(request.url).pathname.endsWith('/mf-manifest.json')
  );
}

/** Every page of the portal is the same document: it is kept once, under '/'. */
function keyOf(request) {
  return request.mode === 'navigate' ? new Request('/') : request;
}

const isHashedStatic = (pathname) => pathname.includes('/static/') && HASHED.test(pathname);

/**
 * The portal's own files, which a start needs: its page, the areas' manifests and the files
 * under static/ whose name carries a content hash. Anything else a page shows (pictures) is
 * kept apart from them.
 */
function isPortalFile(url) {
  const { pathname } = new URL(url);
  return pathname === '/' || pathname.endsWith('/mf-manifest.json') || isHashedStatic(pathname);
}

/**
 * What stays the same between copies of one file: its host and path, without the query (a
 * photo's earlier signature), under static/ without the content hash (an earlier build's
 * file), and without an area's release folder (`/<area>/<version>/`, scripts/area.mjs: the
 * folder before static/ or the manifest when two lead there).
 */
function fileOf(url) {
  const { origin, pathname } = new URL(url);
  const path = pathname.replace(/^(\/[^/]+)\/[^/]+\/(?=static\/|mf-manifest\.json$)/, '$1/');
  return origin + (isHashedStatic(pathname) ? path.replace(CONTENT_HASH, '') : path);
}

/**
 * Drops what is kept past the bound: first the copies of a file stored again since (an earlier
 * release's, an earlier signature's), then the oldest. A hashed file is stored once and never
 * again (the cache answers it), so by age alone the shell's scripts, stored first, would go
 * before copies that replaced others. "Since" is by when a copy was stored, not used: a tab
 * left on an earlier release that stores its files after the new ones makes them the latest.
 */
async function trim(cache, max) {
  const keys = await cache.keys();
  if (keys.length <= max) return;
  const files = keys.map((key) => fileOf(key.url));
  const latest = new Map(files.map((file, index) => [file, index]));
  const isLatest = (_, index) => latest.get(files[index]) === index;
  const replaced = keys.filter((key, index) => !isLatest(key, index));
  const current = keys.filter(isLatest);
  for (const key of [...replaced, ...current].slice(0, keys.length - max)) await cache.delete(key);
}

async function keep(key, response) {
  if (!response.ok && response.type !== 'opaque') return;
  const name = isPortalFile(typeof key === 'string' ? key : key.url) ? CACHE : IMAGES;
  const cache = await caches.open(name);
  await cache.put(key, response);
  await trim(cache, MAX_KEPT[name]);
}

async function networkFirst(event) {
  const key = keyOf(event.request);
  try {
    const response = await fetch(event.request);
    // Kept as the page only when it is one (not a picture opened in a tab of its own).
    const isPage = response.headers.get('content-type')?.startsWith('text/html');
    if (event.request.mode !== 'navigate' || isPage) event.waitUntil(keep(key, response.clone()));
    return response;
  } catch (error) {
    const kept = await caches.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(event) {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  event.waitUntil(keep(event.request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  if (!isKept(event.request)) return;
  const hashed = HASHED.test(new URL(event.request.url).pathname);
  event.respondWith(hashed ? cacheFirst(event) : networkFirst(event));
});

// A page names the files it loaded, and those not kept yet are kept (as CORS answers where the
// host allows it, else opaque ones). The page is told when the worker is done with them.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'portal.keepFiles' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(
    (async () => {
      for (const url of event.data.urls) {
        if (typeof url !== 'string' || !url.startsWith('http') || (await caches.match(url)))
          continue;
        // The static route would answer a file under static/ from the cache for good: only
        // files whose name changes with their content (not a development server's) are kept.
        const { pathname } = new URL(url);
        if (pathname.includes('/static/') && !HASHED.test(pathname)) continue;
        const response = await fetch(url, { credentials: 'omit' })
          .catch(() => fetch(url, { mode: 'no-cors', credentials: 'omit' }))
          .catch(() => null);
        if (response) await keep(url, response);
      }
    })().finally(() => event.ports[0]?.postMessage('kept')),
  );
});

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
