import { preloadRemote } from '@module-federation/enhanced/runtime';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AreaLoader } from './areaLoader';
import { AreaLoaderContext } from './areaRoutes';
import { aheadOfNeedPlugin, preloadAreas } from './federation';
import { firstPageSettled } from './firstPage';
import { useAreaPrefetch } from './useAreaPrefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remote = { name: 'mf_dining', entry: 'http://localhost:3003/mf-manifest.json' };
const preloading = {
  initiator: 'preloadRemote',
  id: 'mf_dining/routes',
  resourceType: 'js',
} as const;
const loading = { ...preloading, initiator: 'loadRemote' } as const;

describe('aheadOfNeedPlugin', () => {
  const createLink = aheadOfNeedPlugin().createLink as (args: object) => unknown;

  it('turns the preload links of an area fetched ahead into prefetches', () => {
    const url = 'http://localhost:3003/static/js/async/routes.js';
    const link = createLink({
      url,
      attrs: { rel: 'preload', as: 'script' },
      resourceContext: preloading,
    });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('prefetch');
    expect((link as HTMLLinkElement).href).toBe(url);
  });

  it('leaves the links of an area being opened as the runtime makes them', () => {
    const attrs = { rel: 'preload', as: 'script' };
    expect(createLink({ url: 'x.js', attrs, resourceContext: loading })).toBeUndefined();
    expect(
      createLink({ url: 'x.css', attrs: { rel: 'stylesheet' }, resourceContext: preloading }),
    ).toBeUndefined();
  });
});

describe('preloadAreas', () => {
  it("asks the runtime for the areas' routes, and lets a failure pass", async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('offline'));
    const dining = {
      ...remote,
      version: '1',
      definition: { id: 'dining', platform: '^1', paths: ['dining'] },
    };
    await expect(preloadAreas([dining])).resolves.toBeUndefined();
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_dining', exposes: ['routes'] }]);
    jest.mocked(preloadRemote).mockClear();
    await preloadAreas([]);
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

function Nav({ paths }: { paths: string[] }) {
  useAreaPrefetch(paths);
  return (
    <nav>
      <a href="/dining/restaurant/r1">
        <span>Dining</span>
      </a>
      <a href="https://example.org/dining">Elsewhere</a>
    </nav>
  );
}

describe('useAreaPrefetch', () => {
  const idle: (() => void)[] = [];
  beforeAll(firstPageSettled);
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = ((task: () => void) => idle.push(task)) as never;
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  function renderWith(loader: Partial<AreaLoader>, children: ReactNode) {
    const patch = jest.fn();
    const view = render(
      <AreaLoaderContext.Provider value={{ loader: loader as AreaLoader, patch }}>
        {children}
      </AreaLoaderContext.Provider>,
    );
    return { ...view, patch };
  }

  it('fetches the whole navigation ahead in one idle moment, not before', () => {
    const loader = { preloadAreasAt: jest.fn(), prefetch: jest.fn() };
    renderWith(loader, <Nav paths={['/library/new', '/dining']} />);
    expect(loader.preloadAreasAt).not.toHaveBeenCalled();
    for (const task of idle.splice(0)) task();
    expect(loader.preloadAreasAt).toHaveBeenCalledTimes(1);
    expect(loader.preloadAreasAt).toHaveBeenCalledWith(['/library/new', '/dining']);
  });

  it('fetches nothing ahead when the browser is asked to spare data', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const loader = { preloadAreasAt: jest.fn(), prefetch: jest.fn() };
    renderWith(loader, <Nav paths={['/dining']} />);
    for (const task of idle) task();
    expect(loader.preloadAreasAt).not.toHaveBeenCalled();
    delete (navigator as { connection?: unknown }).connection;
  });

  it("loads the area of a portal link pointed at or focused, and nothing of another site's", () => {
    const loader = { preloadAreasAt: jest.fn(), prefetch: jest.fn() };
    const { getByText, patch, unmount } = renderWith(loader, <Nav paths={[]} />);
    getByText('Dining').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loader.prefetch).toHaveBeenCalledWith('/dining/restaurant/r1', patch);
    getByText('Elsewhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
    getByText('Elsewhere').focus();
    expect(loader.prefetch).toHaveBeenCalledTimes(1);
    (getByText('Dining').parentElement as HTMLAnchorElement).focus();
    expect(loader.prefetch).toHaveBeenCalledTimes(2);
    unmount();
    const left = document.body.appendChild(document.createElement('a'));
    left.href = '/dining';
    left.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loader.prefetch).toHaveBeenCalledTimes(2);
    left.remove();
  });
});
