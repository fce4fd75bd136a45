import type { RegistryEntry } from '@portal/shared';
import { areasWithHook, watchResume } from './areaHooks';
import { portalAreasOf } from './registryAreas';

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
  const setVisibility = (state: 'hidden' | 'visible') => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
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
