import type { RegistryEntry } from '@portal/shared';
import { portalAreasOf } from './registryAreas';

function entry(name: string, platform: string): RegistryEntry {
  return {
    name,
    version: '1.0.0',
    entry: `https://cdn.example.org/${name}/mf-manifest.json`,
    definition: { id: name, platform, paths: [name] },
  };
}

describe('portalAreasOf', () => {
  it('keeps the areas this platform runs, in registry order, and names the others', () => {
    const areas = portalAreasOf([
      entry('events', '^1.1.0'),
      entry('dining', '^9.0.0'),
      entry('garden', 'not a range'),
      entry('library', '>=1.0.0 <2'),
    ]);
    expect(areas.definitions.map((area) => area.id)).toEqual(['events', 'library']);
    expect([...areas.incompatible]).toEqual(['dining', 'garden']);
  });
});
