import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RegistryEntry } from '@portal/shared';
import { preloadAreasWhenIdle } from './preloadAreas';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const entry = (name: string) =>
  ({ name, entry: `http://localhost/${name}/mf-manifest.json` }) as RegistryEntry;

describe('preloadAreasWhenIdle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (preloadRemote as jest.Mock).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("downloads the routes of the navigation's areas only once the page is idle", () => {
    preloadAreasWhenIdle([entry('mf_events'), entry('mf_wellness')]);
    expect(preloadRemote).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_events', exposes: ['routes'] },
      { nameOrAlias: 'mf_wellness', exposes: ['routes'] },
    ]);
  });

  it('does nothing for a page that changed before then, or without areas', () => {
    const cancel = preloadAreasWhenIdle([entry('mf_events')]);
    cancel();
    preloadAreasWhenIdle([]);
    jest.runAllTimers();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
