import { MessageChannel } from 'node:worker_threads';
import { filesToKeep } from './serviceWorker';

// jsdom has no MessageChannel; Node's works the same way.
globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;

const entry = (name: string, initiatorType: string) =>
  ({ name, initiatorType }) as PerformanceResourceTiming;

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

describe('registerServiceWorker', () => {
  type Observed = (list: { getEntries: () => PerformanceEntry[] }) => void;
  let observed: Observed | undefined;
  let background: (() => unknown)[] = [];
  const postMessage = jest.fn();
  const register = jest.fn(() => Promise.resolve());

  beforeEach(() => {
    jest.resetModules();
    observed = undefined;
    background = [];
    postMessage.mockReset();
    register.mockClear();
    jest.doMock('../remotes/firstPage', () => ({
      whenIdleInBackground: (task: () => unknown) => background.push(task),
    }));
    globalThis.PerformanceObserver = class {
      constructor(callback: Observed) {
        observed = callback;
      }
      observe() {}
    } as unknown as typeof PerformanceObserver;
  });

  async function start(controller: object | null) {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller, register, ready: Promise.resolve({ active: { postMessage } }) },
    });
    const { registerServiceWorker } = await import('./serviceWorker');
    registerServiceWorker();
    await Promise.resolve();
  }
  const load = (...names: string[]) =>
    observed?.({ getEntries: () => names.map((name) => entry(name, 'script')) });

  it('on a page without the worker, names each file it loads once, one per background idle moment, each after the last was kept', async () => {
    await start(null);
    expect(register).toHaveBeenCalledWith('/sw.js');
    load('http://localhost/static/js/index.abcdef12.js');
    load('http://localhost/static/js/index.abcdef12.js', 'http://events.example/mf-manifest.json');
    expect(background).toHaveLength(3);

    const keeping = background[0]();
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, [port]] = postMessage.mock.calls[0];
    expect(message).toEqual({ type: 'portal.keepFiles', urls: ['http://localhost/'] });
    let settled = false;
    void Promise.resolve(keeping).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    // The worker answers once it has kept the file.
    (port as MessagePort).postMessage('kept');
    await keeping;

    for (const task of background.slice(1)) {
      const next = task();
      const calls = postMessage.mock.calls;
      (calls[calls.length - 1][1][0] as MessagePort).postMessage('kept');
      await next;
    }
    expect(postMessage.mock.calls.map(([sent]) => sent.urls)).toEqual([
      ['http://localhost/'],
      ['http://localhost/static/js/index.abcdef12.js'],
      ['http://events.example/mf-manifest.json'],
    ]);
  });

  it('on a page the worker controls, leaves the keeping to the worker', async () => {
    await start({});
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(observed).toBeUndefined();
  });
});
