import type { RegistryEntry } from '@portal/shared';
import { AreaLoader, areaRouteId } from './areaLoader';
import { forgetFailedRemote, loadAreaRoutes } from './federation';
import { AreaLoadError } from './loadFailure';

jest.mock('./federation', () => ({
  loadAreaRoutes: jest.fn(),
  forgetFailedRemote: jest.fn(),
}));

const entry = (name: string, paths: string[]): RegistryEntry => ({
  name,
  version: '1',
  entry: `http://localhost/${name}/mf-manifest.json`,
  definition: { id: name, platform: '^1.2.0', paths },
});
const library = entry('mf_feed', ['library']);
const dining = entry('mf_dining', ['dining', 'restaurants']);
const later = entry('mf_later', ['later']);
const routes = [{ path: 'all', element: null }];

describe('AreaLoader', () => {
  beforeEach(() => {
    jest.mocked(loadAreaRoutes).mockReset();
    jest.mocked(forgetFailedRemote).mockClear();
  });

  const loaderWith = (onFailure = jest.fn()) =>
    new AreaLoader([library, dining, later], new Set(['mf_later']), onFailure);

  it('finds the area of a path, not one made for another platform', () => {
    const loader = loaderWith();
    expect(loader.entryFor('/dining/restaurant/r1')?.name).toBe('mf_dining');
    expect(loader.entryFor('/restaurants')?.name).toBe('mf_dining');
    expect(loader.entryFor('/later/x')).toBeUndefined();
    expect(loader.entryFor('/')).toBeUndefined();
  });

  it('loads an area once, and adds its routes under every path on each navigation into it', async () => {
    jest.mocked(loadAreaRoutes).mockResolvedValue({ routes });
    const loader = loaderWith();
    const patch = jest.fn();
    await loader.patchRoutesOnNavigation({ path: '/dining/restaurant', patch });
    await loader.patchRoutesOnNavigation({ path: '/library/new', patch });
    expect(loadAreaRoutes).toHaveBeenCalledTimes(2);
    expect(patch.mock.calls).toContainEqual([
      areaRouteId('mf_dining', 'dining'),
      [{ path: 'dining', children: routes }],
    ]);
    expect(patch.mock.calls).toContainEqual([
      areaRouteId('mf_dining', 'restaurants'),
      [{ path: 'restaurants', children: routes }],
    ]);
    expect(patch.mock.calls).toContainEqual([
      areaRouteId('mf_feed', 'library'),
      [{ path: 'library', children: routes }],
    ]);
    expect(loader.status('mf_dining')).toEqual({ status: 'ready' });
  });

  it('still adds the routes when the navigation that loaded the area was interrupted', async () => {
    jest.mocked(loadAreaRoutes).mockResolvedValue({ routes });
    const loader = loaderWith();
    // react-router ignores the patch of a navigation another one has replaced.
    const interrupted = jest.fn();
    const next = jest.fn();
    await Promise.all([
      loader.patchRoutesOnNavigation({ path: '/library/new', patch: interrupted }),
      loader.patchRoutesOnNavigation({ path: '/library/category', patch: next }),
    ]);
    expect(loadAreaRoutes).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledWith(areaRouteId('mf_feed', 'library'), [
      { path: 'library', children: routes },
    ]);
    const later = jest.fn();
    await loader.patchRoutesOnNavigation({ path: '/library/new', patch: later });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for the page that stands in, reports it, and loads afresh on retry', async () => {
    const failure = new AreaLoadError('network', 'could not be reached');
    jest.mocked(loadAreaRoutes).mockRejectedValueOnce(failure).mockResolvedValueOnce({ routes });
    const onFailure = jest.fn();
    const loader = loaderWith(onFailure);
    const changes = jest.fn();
    loader.subscribe(changes);
    const patch = jest.fn();
    await loader.patchRoutesOnNavigation({ path: '/library/new', patch });
    expect(loader.status('mf_feed')).toEqual({ status: 'failed', failure });
    expect(onFailure).toHaveBeenCalledWith('mf_feed', failure);
    expect(patch).not.toHaveBeenCalled();
    // Forgotten as it failed: the retry fetches the remote afresh.
    expect(forgetFailedRemote).toHaveBeenCalledWith(library);
    await loader.load(library, patch);
    expect(loader.status('mf_feed')).toEqual({ status: 'ready' });
    expect(patch).toHaveBeenCalled();
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('loads the area of a link pointed at, adding its routes, once', async () => {
    jest.mocked(loadAreaRoutes).mockResolvedValue({ routes });
    const loader = loaderWith();
    const patch = jest.fn();
    loader.prefetch('/dining/restaurant/r1', patch);
    loader.prefetch('/dining', patch);
    loader.prefetch('/search', patch);
    await loader.patchRoutesOnNavigation({ path: '/dining', patch });
    expect(loadAreaRoutes).toHaveBeenCalledTimes(1);
    expect(loader.status('mf_dining')).toEqual({ status: 'ready' });
    expect(patch).toHaveBeenCalledWith(areaRouteId('mf_dining', 'dining'), [
      { path: 'dining', children: routes },
    ]);
  });

  it('settles a prefetch once its routes are in, and loads each area of several paths once', async () => {
    jest.mocked(loadAreaRoutes).mockResolvedValue({ routes });
    const loader = loaderWith();
    const patch = jest.fn();
    await Promise.all(
      ['/library/new', '/dining', '/restaurants', '/later', '/x'].map((path) =>
        loader.prefetch(path, patch),
      ),
    );
    expect(loadAreaRoutes).toHaveBeenCalledTimes(2);
    // Their routes joined the router before any navigation.
    expect(patch).toHaveBeenCalledWith(areaRouteId('mf_dining', 'restaurants'), [
      { path: 'restaurants', children: routes },
    ]);
    expect(loader.status('mf_feed')).toEqual({ status: 'ready' });
    expect(loader.status('mf_dining')).toEqual({ status: 'ready' });
    // An area made for another platform is never loaded.
    expect(loader.status('mf_later')).toEqual({ status: 'idle' });
  });

  it('says nothing of a link pointed at whose area fails; following it tries again', async () => {
    const failure = new AreaLoadError('network', 'could not be reached');
    jest.mocked(loadAreaRoutes).mockRejectedValueOnce(failure).mockResolvedValueOnce({ routes });
    const onFailure = jest.fn();
    const loader = loaderWith(onFailure);
    const patch = jest.fn();
    loader.prefetch('/library/new', patch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onFailure).not.toHaveBeenCalled();
    expect(loader.status('mf_feed')).toEqual({ status: 'idle' });
    // The remote is fetched afresh by the next load, as after a failure that was shown.
    expect(forgetFailedRemote).toHaveBeenCalledWith(library);
    await loader.patchRoutesOnNavigation({ path: '/library/new', patch });
    expect(loader.status('mf_feed')).toEqual({ status: 'ready' });
    expect(patch).toHaveBeenCalled();
  });

  it('reports the failure of a link pointed at when the navigation came to wait for it', async () => {
    const failure = new AreaLoadError('network', 'could not be reached');
    jest.mocked(loadAreaRoutes).mockRejectedValueOnce(failure);
    const onFailure = jest.fn();
    const loader = loaderWith(onFailure);
    loader.prefetch('/library/new', jest.fn());
    await loader.patchRoutesOnNavigation({ path: '/library/new', patch: jest.fn() });
    expect(onFailure).toHaveBeenCalledWith('mf_feed', failure);
    expect(loader.status('mf_feed')).toEqual({ status: 'failed', failure });
    expect(loadAreaRoutes).toHaveBeenCalledTimes(1);
  });
});
