// The local static hosts (shell, login site, areas) that scripts/portal.mjs serves, and their headers:
// a Content-Security-Policy naming exactly the portal's own origins, no framing, nosniff, no
// referrer, and CORS for the shell's and the example partner page's origins only (on the areas,
// whose manifests and chunks they load from another origin; on the shell, its version.json).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve, sep } from 'node:path';
import sirv from 'sirv';
import { AREAS, areaPort, DEFAULT_PORTS, SHELL_PORT } from '../shared/build/areas.mjs';

/** The ports of the local portal, from the same variables as the builds and the start script. */
export function localPorts(env = process.env) {
  return {
    shell: Number(env.PORT_SHELL || SHELL_PORT),
    login: Number(env.PORT_LOGIN || DEFAULT_PORTS.login),
    api: Number(env.PORT_API || DEFAULT_PORTS.api),
    auth: Number(env.PORT_AUTH_EMULATOR || DEFAULT_PORTS.authEmulator),
    areas: AREAS.map((area) => areaPort(area)),
    /** Versioned area releases (`npm run area -- release`), served from `releases/`. */
    releases: Number(env.PORT_RELEASES || DEFAULT_PORTS.releases),
    /** The example partner page (examples/partner-page), which embeds areas through /embed.js. */
    partner: Number(env.PORT_PARTNER || DEFAULT_PORTS.partner),
    /** The home controller simulator (controller-sim), one resident's controller per path. */
    controller: Number(env.PORT_CONTROLLER_SIM || DEFAULT_PORTS.controllerSim),
  };
}

// A page opened at localhost talks to localhost, at 127.0.0.1 to 127.0.0.1 (environments.ts).
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
const originsOf = (port) => LOCAL_HOSTS.map((host) => `http://${host}:${port}`);

/** Every origin of the local portal, by part. */
export function portalOrigins(ports = localPorts()) {
  return {
    shell: originsOf(ports.shell),
    login: originsOf(ports.login),
    api: originsOf(ports.api),
    authEmulator: originsOf(ports.auth),
    areas: [...ports.areas, ports.releases].flatMap(originsOf),
    partner: originsOf(ports.partner),
    /** The home controller simulator; a real community lists its controllers' origins here. */
    controller: originsOf(ports.controller),
  };
}

/** The WebSocket origin of an http(s) origin. */
function socketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The Content-Security-Policy of one kind of host. Scripts only from the portal's own hosts
 * (Module Federation loads remotes with script tags: no inline script); styles also inline,
 * because styled-components writes its rules into style tags at run time.
 */
export function contentSecurityPolicy(kind, origins = portalOrigins()) {
  const common = {
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
  };
  if (kind === 'login') {
    return policy({
      ...common,
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      // Sign-in: the Firebase Auth emulator, then the portal API.
      'connect-src': ["'self'", ...origins.api, ...origins.authEmulator],
    });
  }
  // The shell and the areas (an area's own page runs it alone, in development).
  const portal = [...origins.shell, ...origins.areas];
  return policy({
    ...common,
    // 'unsafe-eval': the library's forms are checked in the browser by Ajv (@rjsf/validator-ajv8),
    // which compiles each form's JSON schema, fetched at run time, into a function. Still no
    // inline script. The login site needs neither.
    'script-src': ["'self'", "'unsafe-eval'", ...portal],
    'style-src': ["'self'", "'unsafe-inline'", ...portal],
    'img-src': ["'self'", 'data:', 'blob:', ...origins.api, ...portal],
    'media-src': ["'self'", ...origins.api],
    'font-src': ["'self'", 'data:', ...portal],
    // The API's sockets too (chat events): ws: and wss: are not covered by http: origins.
    // The home controller's WebSocket API (mf-controls) too.
    'connect-src': [
      "'self'",
      ...origins.api,
      ...origins.api.map(socketOrigin),
      ...portal,
      ...origins.controller.map(socketOrigin),
    ],
    // pdf.js runs in a module worker made from a blob that imports mf-feed's worker script
    // (mf-feed's PdfViewer): a module worker's imports are checked against worker-src.
    'worker-src': ["'self'", 'blob:', ...portal],
    'manifest-src': ["'self'"],
  });
}

/**
 * The headers of every answer of a static host: the policy, no framing, no opener, no sniffing,
 * no referrer. A chunk served as itself then loses the first three (dropPageHeaders).
 */
export function staticHeaders(kind, origins = portalOrigins()) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(kind, origins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A name with a content hash in it: that file never changes. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** A hashed script, style sheet or font: loaded by a tag, never a page or a worker's own. */
const CHUNK = /\.[0-9a-f]{8,}\.(js|mjs|css|woff2?)$/;

/**
 * A chunk, served as itself, goes without the headers only a page has use for: it is loaded by
 * a script or link tag, where they do nothing, and they were about 3.5 KB of its answer.
 */
function dropPageHeaders(res, pathname) {
  if (!CHUNK.test(pathname)) return;
  for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy']) {
    res.removeHeader(name);
  }
}

/**
 * The origin a static host lets read a file across origins: an area's files, the shell's and
 * the partner page's (whose embed loader reads an area's manifest); of the shell, only its
 * `/version.json`, for the areas' and the partner page's origins (an area embedded or opened
 * on its own shows the portal's version). Nothing else, and never any other site.
 */
export function allowedCorsOrigin(kind, requestOrigin, pathname, origins = portalOrigins()) {
  if (!requestOrigin || !readAcrossOrigins(kind, pathname)) return null;
  const readers =
    kind === 'area'
      ? [...origins.shell, ...origins.partner]
      : [...origins.areas, ...origins.partner];
  return readers.includes(requestOrigin) ? requestOrigin : null;
}

/** Whether some other origin may read this file (allowedCorsOrigin): its answer varies by Origin. */
function readAcrossOrigins(kind, pathname) {
  return kind === 'area' || (kind === 'shell' && pathname === '/version.json');
}

const KEEP = 'public, max-age=31536000, immutable';

/** Cache headers of a release's files: its manifests are asked again, everything else is kept. */
function releaseCaching(res, pathname) {
  const manifest = /(mf-manifest|mf-stats|area)\.json$|remoteEntry\.js$/.test(pathname);
  res.setHeader('Cache-Control', manifest ? 'no-cache' : KEEP);
}

/**
 * A static host: `kind` is shell, login or area (scripts/staticHosts.mjs has its headers).
 * A `live` host looks for files on every request, so a new release is served without a restart.
 */
export function serveStatic(dir, port, { spa, kind, live = false }) {
  const root = resolve(dir);
  /**
   * Whether the file a path names is what sirv answers with, not the page a single-page host
   * answers for a path it has no file for (however that path is named).
   */
  const servedAsItself = (pathname) => {
    if (!spa) return true;
    const file = join(root, pathname);
    return file.startsWith(root + sep) && existsSync(file);
  };
  const handler = live
    ? sirv(dir, {
        dev: true,
        etag: true,
        setHeaders: (res, pathname) => {
          releaseCaching(res, pathname);
          dropPageHeaders(res, pathname);
        },
      })
    : // The builds' files are precompressed (scripts/compress.mjs): brotli, else gzip.
      sirv(dir, {
        single: spa,
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          // A hashed file never changes: kept a year. Pages, manifests, the service worker and
          // the embed script are asked again every time (their ETag makes that a 304).
          const kept = HASHED.test(pathname) && servedAsItself(pathname);
          res.setHeader('Cache-Control', kept ? KEEP : 'no-cache');
          if (kept) dropPageHeaders(res, pathname);
          // sirv's Vary names Accept-Encoding only; an answer with CORS also varies by Origin.
          if (readAcrossOrigins(kind, pathname)) res.setHeader('Vary', 'Origin, Accept-Encoding');
        },
      });
  const headers = staticHeaders(kind);
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    // The areas' manifests and chunks are loaded by the shell from another origin: the shell's
    // origin may read them, no other (allowedCorsOrigin).
    const corsOrigin = allowedCorsOrigin(kind, req.headers.origin, pathname);
    if (readAcrossOrigins(kind, pathname)) res.setHeader('Vary', 'Origin');
    if (corsOrigin) res.setHeader('Access-Control-Allow-Origin', corsOrigin);
    if (req.method === 'OPTIONS') {
      if (corsOrigin) res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.statusCode = 204;
      res.end();
      return;
    }
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
