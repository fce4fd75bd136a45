/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The worker script itself (public/sw.js), run against an in-memory Cache Storage and network.
const WORKER = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'sw.js'), 'utf8');

/** Cache Storage in memory: each cache keeps its entries in the order they were put. */
function memoryCaches() {
  const named = new Map<string, Map<string, Response>>();
  const urlOf = (key: Request | string) => (typeof key === 'string' ? key : key.url);
  const open = async (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>();
    named.set(name, entries);
    return {
      put: async (key: Request | string, response: Response) => {
        entries.delete(urlOf(key));
        entries.set(urlOf(key), response);
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (key: Request | string) => entries.delete(urlOf(key)),
    };
  };
  const match = async (key: Request | string) => {
    for (const entries of named.values()) {
      const found = entries.get(urlOf(key));
      if (found) return found;
    }
    return undefined;
  };
  const keptIn = (name: string) => [...(named.get(name)?.keys() ?? [])];
  const remove = async (name: string) => named.delete(name);
  return { caches: { open, match, keys: async () => [...named.keys()], delete: remove }, keptIn };
}

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fetch event of the page: the request, and what the worker answered and waits for. */
function fetchEvent(request: Partial<Request>) {
  const waits: Promise<unknown>[] = [];
  let answered: Promise<Response> | undefined;
  return {
    event: {
      request: { method: 'GET', ...request },
      respondWith: (answer: Promise<Response>) => {
        answered = answer;
      },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    },
    /** The worker's answer, once it has also kept what it keeps. */
    done: async () => {
      const response = await answered;
      await Promise.all(waits);
      return response;
    },
  };
}

/**
 * The worker, started: `name` asks it to keep these files, as a page does, and waits; `visit`
 * sends it a fetch event; `activate` activates it.
 */
function startWorker(answer: Answer) {
  const listeners = new Map<string, (event: unknown) => void>();
  const origin = 'http://localhost:3000/';
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: () => {},
    location: new URL(origin),
  };
  const { caches, keptIn } = memoryCaches();
  const network = jest.fn(async (input: string | Request, init?: RequestInit) =>
    answer(typeof input === 'string' ? input : input.url, init),
  );
  // A worker's relative addresses are its origin's.
  const WorkerRequest = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, origin), init);
    }
  };
  new Function('self', 'caches', 'fetch', 'Request', WORKER)(self, caches, network, WorkerRequest);
  const name = (urls: string[]) =>
    new Promise<void>((resolve) => {
      listeners.get('message')?.({
        data: { type: 'portal.keepFiles', urls },
        ports: [{ postMessage: () => resolve() }],
        waitUntil: () => {},
      });
    });
  const visit = (request: Partial<Request>) => {
    const { event, done } = fetchEvent(request);
    listeners.get('fetch')?.(event);
    return done();
  };
  const activate = async () => {
    let activated: Promise<unknown> = Promise.resolve();
    listeners.get('activate')?.({
      waitUntil: (promise: Promise<unknown>) => (activated = promise),
    });
    await activated;
  };
  return { name, visit, activate, caches, keptIn, network };
}

const script = 'http://localhost:3000/static/js/index.0123456789.js';
const photo = (n: number) =>
  `http://localhost:4000/v2/content/assets/photo-${n}.png?exp=${n}&sig=s${n}`;
/** `count` photos, each of its own. */
const photos = (count: number) => Array.from({ length: count }, (_, n) => photo(n));
/** `count` hashed scripts of the shell, each of its own. */
const hashedScripts = (count: number) =>
  Array.from(
    { length: count },
    (_, n) => `http://localhost:3000/static/js/async/${n}.${String(n).padStart(10, '0')}.js`,
  );
const answer = (url: string) =>
  new Response('x', {
    headers: { 'content-type': url.includes('/assets/') ? 'image/png' : 'text/javascript' },
  });

it('keeps the portal’s files however many pictures a resident sees after them', async () => {
  const worker = startWorker(answer);
  await worker.name([script, 'http://localhost:3002/mf-manifest.json']);
  const seen = photos(450);
  await worker.name(seen);

  expect(await worker.caches.match(script)).toBeDefined();
  expect(await worker.caches.match('http://localhost:3002/mf-manifest.json')).toBeDefined();
  // The pictures have their own bound; the oldest went first.
  const pictures = worker.keptIn('portal-images-v1');
  expect(pictures).toEqual(seen.slice(-200));
  expect(worker.keptIn('portal-files-v1')).toEqual([
    script,
    'http://localhost:3002/mf-manifest.json',
  ]);
});

it('keeps at most 400 of the portal’s own files, the oldest going first', async () => {
  const worker = startWorker(answer);
  const scripts = hashedScripts(410);
  await worker.name(scripts);
  expect(worker.keptIn('portal-files-v1')).toEqual(scripts.slice(-400));
});

it('keeps apart what is not one of the portal’s files, an opaque answer of a host without CORS too', async () => {
  const picture = 'https://pictures.example/img?w=800';
  // The host refuses CORS: the worker's request fails, and it asks again without it.
  const opaque = { ok: false, status: 0, type: 'opaque', headers: new Headers() } as Response;
  const worker = startWorker((url, init) => {
    if (url === picture && init?.mode !== 'no-cors') throw new TypeError('Failed to fetch');
    return url === picture ? opaque : answer(url);
  });
  await worker.name([picture, script]);
  expect(worker.keptIn('portal-images-v1')).toEqual([picture]);
  expect(worker.keptIn('portal-files-v1')).toEqual([script]);
});

it('keeps a page under / only when it is the portal’s page, not a picture opened in a tab', async () => {
  const worker = startWorker((url) =>
    url.endsWith('.png')
      ? new Response('png', { headers: { 'content-type': 'image/png' } })
      : new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
  );
  const navigation = (url: string) => ({ url, destination: 'document', mode: 'navigate' }) as const;
  await worker.visit(navigation('http://localhost:3000/icons/icon-512.png'));
  expect(await worker.caches.match('http://localhost:3000/')).toBeUndefined();
  await worker.visit(navigation('http://localhost:3000/library/new'));
  expect(worker.keptIn('portal-files-v1')).toEqual(['http://localhost:3000/']);
  expect(await (await worker.caches.match('http://localhost:3000/'))?.text()).toBe(
    '<!doctype html>',
  );
});

it('drops, when it takes over, the caches of earlier workers', async () => {
  const worker = startWorker(answer);
  await worker.name([script, photo(1)]);
  await worker.caches.open('portal-files-v0');
  await worker.activate();
  expect((await worker.caches.keys()).sort()).toEqual(['portal-files-v1', 'portal-images-v1']);
});

it('drops an earlier release’s copy of a file before any file in use', async () => {
  const worker = startWorker(answer);
  const earlier = 'http://localhost:3000/static/js/index.1111111111.js';
  const later = 'http://localhost:3000/static/js/index.2222222222.js';
  const inUse = 'http://localhost:3002/static/js/mf_events.3333333333.js';
  const others = hashedScripts(397);
  // The file in use is the oldest kept: by age alone, it would go first.
  await worker.name([inUse, earlier, ...others, later, 'http://localhost:3000/']);
  const kept = worker.keptIn('portal-files-v1');
  expect(kept).toHaveLength(400);
  expect(kept).not.toContain(earlier);
  expect(kept).toEqual(expect.arrayContaining([inUse, later, others[0]]));
});

it('drops a photo’s earlier signature before any other photo', async () => {
  const worker = startWorker(answer);
  const shown = photos(200);
  const signedAgain = 'http://localhost:4000/v2/content/assets/photo-5.png?exp=9&sig=later';
  await worker.name([...shown, signedAgain]);
  expect(worker.keptIn('portal-images-v1')).toEqual([
    ...shown.filter((_, n) => n !== 5),
    signedAgain,
  ]);
});

it('takes pictures whose names differ only by digits for different pictures', async () => {
  const worker = startWorker(answer);
  const scan = (day: string) => `http://localhost:4000/v2/content/assets/scan.${day}.png`;
  const shown = photos(199);
  await worker.name([shown[0], scan('20240101'), ...shown.slice(1), scan('20240102')]);
  // One past the bound: the oldest goes, not the other scan.
  expect(worker.keptIn('portal-images-v1')).toEqual([
    scan('20240101'),
    ...shown.slice(1),
    scan('20240102'),
  ]);
});

it('drops an area’s earlier release, published in a folder of its own, before any file in use', async () => {
  const worker = startWorker(answer);
  const releases = 'http://localhost:3009/mf-dining';
  const earlier = [
    `${releases}/20261101T090000/mf-manifest.json`,
    `${releases}/20261101T090000/static/js/mf_dining.1111111111.js`,
  ];
  const later = [
    `${releases}/20261120T090000/mf-manifest.json`,
    `${releases}/20261120T090000/static/js/mf_dining.2222222222.js`,
  ];
  // Another area beside it, whose files have the same names: not copies of the dining ones.
  const beside =
    'http://localhost:3009/mf-events/20261101T090000/static/js/mf_dining.3333333333.js';
  const others = hashedScripts(396);
  // The shell's script is the oldest kept: by age alone, it would go first.
  await worker.name([script, ...earlier, beside, ...others, ...later]);
  const kept = worker.keptIn('portal-files-v1');
  expect(kept).toHaveLength(400);
  expect(kept).toEqual([script, beside, ...others, ...later]);
});
