import { MessageChannel } from 'node:worker_threads';
import { filesToKeep } from './serviceWorker';

// jsdom has no MessageChannel; Node's works the same way.
globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;

const entry = (name: string, initiatorType: string, workerFinalSourceType = '') =>
  ({ name, initiatorType, workerFinalSourceType }) as unknown as PerformanceResourceTiming;

it('keeps the page, its scripts, styles and images and the areas’ manifests, once each, no API calls', () => {
  const page = { href: 'https://portal.example/library/new?x=1' } as Location;
  expect(
    filesToKeep(page, [
      entry('https://portal.example/static/js/index.abcdef12.js', 'script'),
      entry('https://portal.example/static/js/index.abcdef12.js', 'script'),
      entry('https://portal.example/static/css/index.abcdef12.css', 'link'),
      entry('https://feed.example/mf-manifest.json', 'fetch'),
      entry('https://api.example/v3/graph/graphql', 'fetch'),
      entry('https://api.example/v3/flags?communityId=c1', 'fetch'),
      entry('https://api.example/media/photo.jpg', 'img'),
    ]),
  ).toEqual([
    'https://portal.example/',
    'https://portal.example/static/js/index.abcdef12.js',
    'https://portal.example/static/css/index.abcdef12.css',
    'https://feed.example/mf-manifest.json',
    'https://api.example/media/photo.jpg',
  ]);
});

it('leaves out the files the worker answered from its store, which it has kept', () => {
  const page = { href: 'https://portal.example/events' } as Location;
  expect(
    filesToKeep(page, [
      entry('https://portal.example/static/js/index.abcdef12.js', 'script', 'cache'),
      // The specification's name for the same field.
      {
        name: 'https://portal.example/static/css/index.abcdef12.css',
        initiatorType: 'link',
        workerFinalRouterSource: 'cache',
      } as unknown as PerformanceResourceTiming,
      entry('https://events.example/static/js/mf_events.abcdef12.js', 'script', 'network'),
      entry('https://events.example/mf-manifest.json', 'fetch'),
    ]),
  ).toEqual([
    'https://portal.example/',
    'https://events.example/static/js/mf_events.abcdef12.js',
    'https://events.example/mf-manifest.json',
  ]);
});

describe('registerServiceWorker', () => {
  type Observed = (list: { getEntries: () => PerformanceEntry[] }) => void;
  let observed: Observed | undefined;
  let background: (() => unknown)[] = [];
  const register = jest.fn(() => Promise.resolve());
  const workerNamed = () => ({ postMessage: jest.fn() });
  let registration: { active: ReturnType<typeof workerNamed> | null };

  beforeEach(() => {
    jest.resetModules();
    observed = undefined;
    background = [];
    register.mockClear();
    registration = { active: workerNamed() };
    jest.doMock('../remotes/firstPage', () => ({
      whenIdle: (task: () => unknown, rank: string) =>
        rank === 'background' && background.push(task),
    }));
    globalThis.PerformanceObserver = class {
      constructor(callback: Observed) {
        observed = callback;
      }
      observe() {}
    } as unknown as typeof PerformanceObserver;
  });
  afterEach(() => jest.useRealTimers());

  async function start(controller: object | null) {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller, register, ready: Promise.resolve(registration) },
    });
    const serviceWorker = await import('./serviceWorker');
    serviceWorker.registerServiceWorker();
    return serviceWorker;
  }
  async function load(...names: string[]) {
    observed?.({ getEntries: () => names.map((name) => entry(name, 'script')) });
    await Promise.resolve();
    await Promise.resolve();
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** What a worker was asked to keep, and the port each answer goes to. */
  const asked = (worker: ReturnType<typeof workerNamed>) =>
    worker.postMessage.mock.calls.map(([message, [port]]) => ({
      urls: message.urls as string[],
      port: port as MessagePort,
    }));

  /** Runs each background task in turn, the worker answering `kept` to what it was asked. */
  async function keepAll(tasks: (() => unknown)[], worker: ReturnType<typeof workerNamed>) {
    for (const task of tasks) {
      const next = task();
      await flush();
      asked(worker).at(-1)?.port.postMessage('kept');
      await next;
    }
  }

  it('names each file it loads once, in background idle work, each after the last was kept', async () => {
    const first = registration.active as ReturnType<typeof workerNamed>;
    await start(null);
    expect(register).toHaveBeenCalledWith('/sw.js');
    await load('http://localhost/static/js/index.abcdef12.js');
    await load(
      'http://localhost/static/js/index.abcdef12.js',
      'http://events.example/mf-manifest.json',
    );
    expect(background).toHaveLength(3);

    const keeping = background[0]();
    await flush();
    expect(asked(first).map(({ urls }) => urls)).toEqual([['http://localhost/']]);
    let settled = false;
    void Promise.resolve(keeping).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    // The worker answers once it has kept the file.
    asked(first)[0].port.postMessage('kept');
    await keeping;

    // A newer worker took over: the next files go to it.
    const second = workerNamed();
    registration.active = second;
    await keepAll(background.slice(1), second);
    expect(asked(second).map(({ urls }) => urls)).toEqual([
      ['http://localhost/static/js/index.abcdef12.js'],
      ['http://events.example/mf-manifest.json'],
    ]);
  });

  it('leaves a file already kept alone, without waking the worker', async () => {
    const worker = registration.active as ReturnType<typeof workerNamed>;
    const kept = 'http://localhost/static/js/index.abcdef12.js';
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { match: async (url: string) => (url === kept ? {} : undefined) },
    });
    try {
      await start(null);
      await load(kept, 'http://localhost/static/js/new.abcdef12.js');
      await keepAll(background, worker);
      expect(asked(worker).map(({ urls }) => urls)).toEqual([
        ['http://localhost/'],
        ['http://localhost/static/js/new.abcdef12.js'],
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  it('goes on after KEEP_WAIT_MS when the worker never answers', async () => {
    const { KEEP_WAIT_MS } = await start(null);
    await load('http://localhost/static/js/index.abcdef12.js');
    jest.useFakeTimers();
    let settled = false;
    void Promise.resolve(background[0]()).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(KEEP_WAIT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('on a page the worker controls, names the files too (hashed ones come past the worker)', async () => {
    await start({});
    expect(register).toHaveBeenCalledWith('/sw.js');
    await load('http://localhost/static/js/index.abcdef12.js');
    expect(background).toHaveLength(2);
  });
});
