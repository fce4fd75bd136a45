import { createPortalStore, LAUNCH_WATCHDOG_MS, startupFinished } from '@portal/shared';
import { act, render, screen } from '@testing-library/react';
import { App } from './App';

describe('launch watchdog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the loading overlay, then after 20 s a reload option', () => {
    render(<App store={createPortalStore()} />);
    expect(screen.getByRole('status', { name: 'Loading the portal' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LAUNCH_WATCHDOG_MS - 1));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers the reload at once when startup failed', () => {
    const store = createPortalStore();
    store.dispatch(startupFinished('failed'));
    render(<App store={store} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('taking too long to start');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
