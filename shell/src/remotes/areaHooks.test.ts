import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaHooks, PortalStore, RegistryEntry } from '@portal/shared';
import { fakeRouter } from '../testing/fakeRouter';
import { areasWithHook, startAreaHooks, watchResume } from './areaHooks';
import { firstPageSettled, holdIdleWorkWhileNavigating } from './firstPage';
import { portalAreasOf } from './registryAreas';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
}));

const entry = (
  name: string,
  hooks?: ('startup' | 'resume')[],
  platform = '^1.2.0',
): RegistryEntry => ({
  name,
  version: '1',
  entry: `http://localhost/${name}/mf-manifest.json`,
  definition: { id: name, platform, paths: [name], ...(hooks ? { hooks } : {}) },
});

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('areasWithHook', () => {
  it('names the areas whose definition has the hook, leaving out those that need an update', () => {
    const entries = [
      entry('events', ['startup', 'resume']),
      entry('chat', ['startup']),
      entry('dining'),
      entry('later', ['startup'], '^9.0.0'),
    ];
    const areas = portalAreasOf(entries);
    expect(areasWithHook(entries, areas, 'startup').map((e) => e.name)).toEqual(['events', 'chat']);
    expect(areasWithHook(entries, areas, 'resume').map((e) => e.name)).toEqual(['events']);
  });
});

describe('watchResume', () => {
  afterEach(() => setVisibility('visible'));

  it('resumes when the page is shown again after being hidden, not on every visible event', () => {
    const onResume = jest.fn();
    const stop = watchResume(document, onResume);
    setVisibility('visible');
    expect(onResume).not.toHaveBeenCalled();
    setVisibility('hidden');
    setVisibility('visible');
    expect(onResume).toHaveBeenCalledTimes(1);
    stop();
    setVisibility('hidden');
    setVisibility('visible');
    expect(onResume).toHaveBeenCalledTimes(1);
  });
});

describe('startAreaHooks', () => {
  /** Hands over the hooks module the next load asks for, when the test says. */
  let loaded: (module: { hooks: AreaHooks }) => void;
  /** What each test started, stopped after it even when it fails. */
  const stops: (() => void)[] = [];
  beforeEach(() => {
    window.requestIdleCallback = ((run: () => void) => {
      run();
      return 0;
    }) as never;
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockReturnValueOnce(new Promise((resolve) => (loaded = resolve)));
    firstPageSettled();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    setVisibility('visible');
  });

  it('runs a startup hook whose module came in during a navigation once that page is in', async () => {
    const router = fakeRouter(true, 'idle');
    stops.push(holdIdleWorkWhileNavigating(router));
    const store = {} as PortalStore;
    const entries = [entry('events', ['startup'])];
    stops.push(startAreaHooks(store, entries, portalAreasOf(entries)));
    expect(loadRemote).toHaveBeenCalledWith('events/hooks');

    // A click into another page while the hooks module is on its way.
    router.move({ initialized: true, navigation: 'loading', to: 'other' });
    const startup = jest.fn();
    loaded({ hooks: { startup } });
    await flush();
    expect(startup).not.toHaveBeenCalled();
    router.move({ initialized: true, navigation: 'idle' });
    await flush();
    expect(startup).toHaveBeenCalledWith(store);
  });

  it('shares one load of a hooks module between a startup and a resume at the same time', async () => {
    const store = {} as PortalStore;
    const entries = [entry('chat', ['startup', 'resume'])];
    stops.push(startAreaHooks(store, entries, portalAreasOf(entries)));
    await flush();
    // The page is shown again while the startup load is on its way.
    setVisibility('hidden');
    setVisibility('visible');
    const startup = jest.fn();
    const resume = jest.fn();
    loaded({ hooks: { startup, resume } });
    await flush();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(startup).toHaveBeenCalledWith(store);
    expect(resume).toHaveBeenCalledWith(store);
  });
});
