import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryEntry } from '@portal/shared';
import { forgetFailedRemote, loadAreaModule } from './federation';
import { AreaLoadError } from './loadFailure';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
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

describe('forgetFailedRemote', () => {
  // A remote of its own: a module loaded in the tests above leaves dining running.
  const events: RegistryEntry = {
    ...dining(),
    name: 'events',
    entry: 'http://localhost/events/mf-manifest.json',
  };
  const afresh = [[{ name: 'events', entry: events.entry }], { force: true }];

  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(registerRemotes).mockClear();
    global.fetch = jest.fn(async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
  });

  it('leaves a remote while another module of it loads, and forgets it before its next load', async () => {
    let failHooks: (error: Error) => void = () => {};
    jest.mocked(loadRemote).mockImplementation((id) =>
      id === 'events/hooks'
        ? new Promise((_, reject) => {
            failHooks = reject;
          })
        : Promise.reject(new Error('boom')),
    );
    const hooks = loadAreaModule(events, 'hooks', 'hooks');
    await expect(loadAreaModule(events, 'routes', 'routes')).rejects.toBeInstanceOf(AreaLoadError);
    forgetFailedRemote(events);
    expect(registerRemotes).not.toHaveBeenCalled();
    // The retry plugin forgets it within its own module's load, with none other under way.
    forgetFailedRemote(events, 'events/hooks');
    expect(registerRemotes).toHaveBeenCalledWith(...afresh);
    jest.mocked(registerRemotes).mockClear();

    forgetFailedRemote(events, 'events/routes');
    expect(registerRemotes).not.toHaveBeenCalled();
    failHooks(new Error('boom'));
    await expect(hooks).rejects.toBeInstanceOf(AreaLoadError);
    jest.mocked(loadRemote).mockResolvedValue(routes);
    await expect(loadAreaModule(events, 'routes', 'routes')).resolves.toBe(routes);
    expect(registerRemotes).toHaveBeenCalledWith(...afresh);
    expect(jest.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(loadRemote).mock.invocationCallOrder.at(-1) ?? 0,
    );
    // Its code runs now: it is never registered afresh.
    jest.mocked(registerRemotes).mockClear();
    forgetFailedRemote(events);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
