import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isPassing, RETRY_DELAYS_MS, retryPlugin } from './federation';
import { AreaLoadError, failedStatus } from './loadFailure';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remote = { name: 'mf_dining', entry: 'http://localhost:3003/mf-manifest.json' };
const network = () => new AreaLoadError('network', 'could not be reached');

describe('isPassing', () => {
  it.each([
    [network(), true, true],
    [network(), false, false],
    [failedStatus(503, remote.entry), true, true],
    [failedStatus(404, remote.entry), true, false],
    [new AreaLoadError('timeout', 'slow'), true, false],
    [new AreaLoadError('evaluation', 'broken'), true, false],
  ])('%s (online %s) → %s', (failure, online, expected) => {
    expect(isPassing(failure, online)).toBe(expected);
  });
});

describe('retryPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Calls the hook as the runtime does, with an origin whose loadRemote calls the hook again on failure. */
  function runtimeWith(results: (() => unknown)[]) {
    const plugin = retryPlugin();
    const origin: { loadRemote: jest.Mock<Promise<unknown>, [string]> } = {
      loadRemote: jest.fn(async (id: string): Promise<unknown> => {
        const next = results.shift();
        try {
          return next?.();
        } catch (error) {
          return plugin.errorLoadRemote?.({
            id,
            error,
            lifecycle: 'onLoad',
            remote,
            origin,
          } as never);
        }
      }),
    };
    const failFirst = (error: unknown) =>
      plugin.errorLoadRemote?.({
        id: 'mf_dining/routes',
        error,
        lifecycle: 'onLoad',
        remote,
        origin,
      } as never);
    return { origin, failFirst };
  }

  it('tries again after each wait and answers the module once the remote is back', async () => {
    const module = { routes: [] };
    const { origin, failFirst } = runtimeWith([
      () => {
        throw network();
      },
      () => module,
    ]);
    const result = failFirst(network());
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
    await expect(result).resolves.toBe(module);
    expect(origin.loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith([remote], { force: true });
  });

  it('gives up with the failure after the last wait', async () => {
    const { origin, failFirst } = runtimeWith([
      () => {
        throw network();
      },
      () => {
        throw network();
      },
    ]);
    const result = failFirst(network());
    const settled = expect(result).rejects.toMatchObject({ kind: 'network' });
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
    await settled;
    expect(origin.loadRemote).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length);
  });

  it('does not try again a failure that will not pass', async () => {
    const { origin, failFirst } = runtimeWith([]);
    await expect(failFirst(failedStatus(404, remote.entry))).rejects.toMatchObject({ status: 404 });
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });
});
