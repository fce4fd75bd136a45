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
  return { caches: { open, match, keys: async () => [...named.keys()] }, keptIn };
}

/** The worker, started; `name` asks it to keep these files, as a page does, and waits. */
function startWorker(answer: (url: string) => Response) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: () => {},
    location: new URL('http://localhost:3000/'),
  };
  const { caches, keptIn } = memoryCaches();
  const network = jest.fn(async (url: string) => answer(url));
  new Function('self', 'caches', 'fetch', WORKER)(self, caches, network);
  const name = (urls: string[]) =>
    new Promise<void>((resolve) => {
      listeners.get('message')?.({
        data: { type: 'portal.keepFiles', urls },
        ports: [{ postMessage: () => resolve() }],
        waitUntil: () => {},
      });
    });
  return { name, caches, keptIn, network };
}

const script = 'http://localhost:3000/static/js/index.0123456789.js';
const photo = (n: number) =>
  `http://localhost:4000/v2/content/assets/photo-${n}.png?exp=${n}&sig=s${n}`;
const answer = (url: string) =>
  new Response('x', {
    headers: { 'content-type': url.includes('/assets/') ? 'image/png' : 'text/javascript' },
  });

it('keeps the portal’s files however many pictures a resident sees after them', async () => {
  const worker = startWorker(answer);
  await worker.name([script, 'http://localhost:3002/mf-manifest.json']);
  const photos = Array.from({ length: 450 }, (_, n) => photo(n));
  await worker.name(photos);

  expect(await worker.caches.match(script)).toBeDefined();
  expect(await worker.caches.match('http://localhost:3002/mf-manifest.json')).toBeDefined();
  // The pictures have their own bound; the oldest went first.
  const pictures = worker.keptIn('portal-images-v1');
  expect(pictures).toEqual(photos.slice(-200));
  expect(worker.keptIn('portal-files-v1')).toEqual([
    script,
    'http://localhost:3002/mf-manifest.json',
  ]);
});

it('keeps at most 400 of the portal’s own files, the oldest going first', async () => {
  const worker = startWorker(answer);
  const scripts = Array.from(
    { length: 410 },
    (_, n) => `http://localhost:3000/static/js/${n}.${String(n).padStart(10, '0')}.js`,
  );
  await worker.name(scripts);
  expect(worker.keptIn('portal-files-v1')).toEqual(scripts.slice(-400));
});

it('tells a picture by its name when the answer does not say its type (an opaque one)', async () => {
  const worker = startWorker(() => new Response(null));
  await worker.name([photo(1), script]);
  expect(worker.keptIn('portal-images-v1')).toEqual([photo(1)]);
  expect(worker.keptIn('portal-files-v1')).toEqual([script]);
});

it('drops an earlier release’s copy of a file before any file in use', async () => {
  const worker = startWorker(answer);
  const earlier = 'http://localhost:3000/static/js/index.1111111111.js';
  const later = 'http://localhost:3000/static/js/index.2222222222.js';
  const inUse = 'http://localhost:3002/static/js/mf_events.3333333333.js';
  const others = Array.from(
    { length: 397 },
    (_, n) => `http://localhost:3000/static/js/async/${n}.${String(n).padStart(10, '0')}.js`,
  );
  // The file in use is the oldest kept: by age alone, it would go first.
  await worker.name([inUse, earlier, ...others, later, 'http://localhost:3000/']);
  const kept = worker.keptIn('portal-files-v1');
  expect(kept).toHaveLength(400);
  expect(kept).not.toContain(earlier);
  expect(kept).toEqual(expect.arrayContaining([inUse, later, others[0]]));
});

it('drops a photo’s earlier signature before any other photo', async () => {
  const worker = startWorker(answer);
  const photos = Array.from({ length: 200 }, (_, n) => photo(n));
  const signedAgain = 'http://localhost:4000/v2/content/assets/photo-5.png?exp=9&sig=later';
  await worker.name([...photos, signedAgain]);
  expect(worker.keptIn('portal-images-v1')).toEqual([
    ...photos.filter((_, n) => n !== 5),
    signedAgain,
  ]);
});
