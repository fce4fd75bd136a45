import type { AreaAccess } from './areaDefinition.ts';
import { type RegistryCaller, releasesForCaller, toRegistryRemote } from './registryAccess.ts';
import type { AreaRelease } from './registryStore.ts';

function release(area: string, access?: AreaAccess): AreaRelease {
  return {
    area,
    version: '1.0.0',
    manifestUrl: `https://cdn.example.org/${area}/mf-manifest.json`,
    definition: { id: area, platform: '^1.1.0', paths: [area], ...(access ? { access } : {}) },
  };
}

const RELEASES = [
  release('open'),
  release('chat', { roles: ['Resident', 'Family', 'Advocate'] }),
  release('wellness', { flag: 'wellnessEnabled' }),
  release('controls', { roles: ['Resident'], requiresHomeSystem: true }),
  release('home', { requiresHomeSystem: true }),
];

function visibleTo(caller: Partial<RegistryCaller>): string[] {
  const access: RegistryCaller = { role: 'Resident', flags: {}, hasHomeSystem: false, ...caller };
  return releasesForCaller(RELEASES, access).map((r) => r.area);
}

describe('releasesForCaller', () => {
  it('keeps an area limited to some roles for those roles only', () => {
    expect(visibleTo({ role: 'Family' })).toContain('chat');
    expect(visibleTo({ role: 'Staff' })).not.toContain('chat');
  });

  it('keeps an area behind a flag only when the flag is on', () => {
    expect(visibleTo({ flags: { wellnessEnabled: true } })).toContain('wellness');
    expect(visibleTo({ flags: { wellnessEnabled: false } })).not.toContain('wellness');
    expect(visibleTo({ flags: {} })).not.toContain('wellness');
    // A flag's value must be true itself, not merely something.
    expect(visibleTo({ flags: { wellnessEnabled: 'yes' } })).not.toContain('wellness');
  });

  it('keeps an area that needs a home system only for a caller with one', () => {
    expect(visibleTo({ hasHomeSystem: true })).toEqual(
      expect.arrayContaining(['home', 'controls']),
    );
    expect(visibleTo({ hasHomeSystem: false })).not.toContain('home');
    expect(visibleTo({ hasHomeSystem: false })).not.toContain('controls');
  });

  it('applies every rule of an area together', () => {
    expect(visibleTo({ role: 'Family', hasHomeSystem: true })).not.toContain('controls');
    expect(
      visibleTo({ role: 'Staff', flags: { wellnessEnabled: true }, hasHomeSystem: true }),
    ).toEqual(['open', 'wellness', 'home']);
  });

  it('keeps an area without rules for everyone', () => {
    expect(visibleTo({ role: 'Staff' })).toEqual(['open']);
  });
});

describe('toRegistryRemote', () => {
  it('answers where the area is and the definition it was built from', () => {
    const controls = release('controls', { roles: ['Resident'], requiresHomeSystem: true });
    expect(toRegistryRemote(controls)).toEqual({
      name: 'controls',
      version: '1.0.0',
      entry: 'https://cdn.example.org/controls/mf-manifest.json',
      definition: controls.definition,
    });
  });
});
