import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AreaLoader } from './areaLoader';
import { AreaLoaderContext } from './areaRoutes';
import { firstPageSettled } from './firstPage';
import { useAreaPrefetch } from './useAreaPrefetch';

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

  it("loads the whole navigation's areas in one idle moment, not before", () => {
    const loader = { prefetch: jest.fn(() => Promise.resolve()) };
    const { patch } = renderWith(loader, <Nav paths={['/library/new', '/dining']} />);
    expect(loader.prefetch).not.toHaveBeenCalled();
    const moments = idle.splice(0);
    expect(moments).toHaveLength(1);
    for (const task of moments) task();
    expect(loader.prefetch).toHaveBeenCalledTimes(2);
    expect(loader.prefetch).toHaveBeenCalledWith('/library/new', patch);
    expect(loader.prefetch).toHaveBeenCalledWith('/dining', patch);
  });

  it('fetches nothing ahead when the browser is asked to spare data', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const loader = { prefetch: jest.fn(() => Promise.resolve()) };
    renderWith(loader, <Nav paths={['/dining']} />);
    expect(idle).toHaveLength(1);
    for (const task of idle.splice(0)) task();
    expect(loader.prefetch).not.toHaveBeenCalled();
    delete (navigator as { connection?: unknown }).connection;
  });

  it('loads nothing once the navigation is gone before the idle moment', () => {
    const loader = { prefetch: jest.fn(() => Promise.resolve()) };
    const { unmount } = renderWith(loader, <Nav paths={['/dining']} />);
    unmount();
    expect(idle).toHaveLength(1);
    for (const task of idle.splice(0)) task();
    expect(loader.prefetch).not.toHaveBeenCalled();
  });

  it("loads the area of a portal link pointed at or focused, and nothing of another site's", () => {
    const loader = { prefetch: jest.fn(() => Promise.resolve()) };
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
