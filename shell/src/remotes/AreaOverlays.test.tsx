import type { RegistryEntry } from '@portal/shared';
import { overlayAreas } from './AreaOverlays';
import { portalAreasOf } from './registryAreas';

const entry = (name: string, overlay: boolean, platform = '^1.5.0'): RegistryEntry => ({
  name,
  version: '1',
  entry: `http://localhost/${name}/mf-manifest.json`,
  definition: { id: name, platform, paths: [name], ...(overlay ? { overlay } : {}) },
});

describe('overlayAreas', () => {
  it('names the areas with an overlay, leaving out those that need an update', () => {
    const entries = [entry('calls', true), entry('dining', false), entry('later', true, '^9.0.0')];
    const areas = portalAreasOf(entries);
    expect(overlayAreas(entries, areas.incompatible).map((e) => e.name)).toEqual(['calls']);
  });
});
