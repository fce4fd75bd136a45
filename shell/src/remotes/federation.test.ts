import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RegistryEntry } from '@portal/shared';
import { loadAreaModule } from './federation';
import { AreaLoadError } from './loadFailure';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
}));

const dining = (): RegistryEntry => ({
  name: 'dining',
  version: '1',
  entry: 'http://localhost/dining/1/mf-manifest.json',
  definition: { id: 'dining', platform: '^1.2.0', paths: ['dining'] },
});

const routes = { routes: [] };

describe('loadAreaModule', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    // A failure is explained by asking the area's address again.
    global.fetch = jest.fn(async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
  });

  it('shares one load between callers at the same time', async () => {
    jest.mocked(loadRemote).mockResolvedValue(routes);
    const both = [
      loadAreaModule(dining(), 'routes', 'routes'),
      loadAreaModule(dining(), 'routes', 'routes'),
    ];
    await expect(Promise.all(both)).resolves.toEqual([routes, routes]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('tries a load that failed afresh for the next caller', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('boom')).mockResolvedValue(routes);
    await expect(loadAreaModule(dining(), 'routes', 'routes')).rejects.toBeInstanceOf(
      AreaLoadError,
    );
    await expect(loadAreaModule(dining(), 'routes', 'routes')).resolves.toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
