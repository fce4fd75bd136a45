import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AreaProviders } from '../remote/AreaProviders';
import { createPortalStore } from '../store/createPortalStore';
import { loaderArgs } from '../testing/areaTesting';
import { SCREEN_DATA_WAIT_MS, screenRoute } from './screenRoute';

function Details() {
  return <h1>Event details</h1>;
}

/** Renders in one synchronous pass: what is on screen before any promise settles. */
function renderOnce(element: ReactNode) {
  return render(<AreaProviders store={createPortalStore()}>{element}</AreaProviders>);
}

describe('screenRoute', () => {
  it("has the route's loader wait for the code, then renders the screen in the same pass", async () => {
    let deliver: (component: typeof Details) => void = () => {};
    const route = screenRoute(() => new Promise((resolve) => (deliver = resolve)));
    let loaded = false;
    const loading = Promise.resolve(route.loader(loaderArgs('/details'))).then(
      () => (loaded = true),
    );
    await act(async () => {});
    expect(loaded).toBe(false);
    deliver(Details);
    await loading;
    renderOnce(route.element);
    expect(screen.getByRole('heading', { name: 'Event details' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading this page' })).not.toBeInTheDocument();
  });

  it("starts the screen's data as the navigation begins, before its code is in", async () => {
    const started: string[] = [];
    const route = screenRoute(
      () => new Promise<typeof Details>(() => {}),
      (args) => started.push(args.request.url),
    );
    void route.loader(loaderArgs('/details/1'));
    expect(started).toEqual(['http://localhost/details/1']);
  });

  it('waits for the data its start returns as well as for the code', async () => {
    let answer: (value: unknown) => void = () => {};
    const route = screenRoute(
      async () => Details,
      () => new Promise((resolve) => (answer = resolve)),
    );
    let loaded = false;
    const loading = Promise.resolve(route.loader(loaderArgs('/details/1'))).then(
      () => (loaded = true),
    );
    await act(async () => {});
    expect(loaded).toBe(false);
    answer({ data: 'in' });
    await loading;
    expect(loaded).toBe(true);
  });

  it('waits for data at most SCREEN_DATA_WAIT_MS, and past a failed request', async () => {
    jest.useFakeTimers();
    try {
      const slow = screenRoute(
        async () => Details,
        () => new Promise(() => {}),
      );
      let loaded = false;
      const loading = Promise.resolve(slow.loader(loaderArgs('/details/1'))).then(
        () => (loaded = true),
      );
      await jest.advanceTimersByTimeAsync(SCREEN_DATA_WAIT_MS - 1);
      expect(loaded).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await loading;
      expect(loaded).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    const failed = screenRoute(
      async () => Details,
      () => Promise.reject(new Error('offline')),
    );
    await expect(Promise.resolve(failed.loader(loaderArgs('/details/1')))).resolves.toBeNull();
  });

  it('runs its loader again as the router would when it starts data, except for another query string only', () => {
    const codeOnly = screenRoute(async () => Details);
    const withData = screenRoute(
      async () => Details,
      () => {},
    );
    const to = (from: string, next: string, defaultShouldRevalidate = true) =>
      ({
        currentUrl: new URL(`http://localhost${from}`),
        nextUrl: new URL(`http://localhost${next}`),
        defaultShouldRevalidate,
      }) as Parameters<typeof codeOnly.shouldRevalidate>[0];
    expect(withData.shouldRevalidate(to('/details/1', '/details/2'))).toBe(true);
    // The same page opened again from the navigation asks for its data again, if it is old.
    expect(withData.shouldRevalidate(to('/details/1', '/details/1'))).toBe(true);
    expect(withData.shouldRevalidate(to('/details/1', '/details/1?n=2'))).toBe(false);
    expect(withData.shouldRevalidate(to('/details/1', '/details/2', false))).toBe(false);
    expect(codeOnly.shouldRevalidate(to('/details/1', '/details/1'))).toBe(false);
    expect(codeOnly.shouldRevalidate(to('/details/1', '/details/2'))).toBe(false);
    expect(codeOnly.shouldRevalidate(to('/details/1', '/details/1?n=2'))).toBe(false);
  });

  it('shows its fallback while the code is on its way where no loader ran (useRoutes)', async () => {
    const route = screenRoute(async () => Details);
    renderOnce(route.element);
    expect(screen.getByRole('status', { name: 'Loading this page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Event details' })).toBeInTheDocument();
  });
});
