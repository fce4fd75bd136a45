import type { MergedSettings, RegistryEntry } from '@portal/shared';
import { filterRegistry } from './filterRegistry';

const entries: RegistryEntry[] = [
  { name: 'mf_feed', entry: 'x', paths: ['library'] },
  { name: 'mf_chat', entry: 'x', paths: ['chat'], roles: ['Resident', 'Family', 'Advocate'] },
  {
    name: 'mf_controls',
    entry: 'x',
    paths: ['controls'],
    roles: ['Resident'],
    requiresHomeSystem: true,
  },
  { name: 'mf_wellness', entry: 'x', paths: ['wellness'], flag: 'wellnessEnabled' },
];
const settings = (wellnessEnabled: boolean) => ({ wellnessEnabled }) as MergedSettings;
const names = (list: RegistryEntry[]) => list.map((entry) => entry.name);

describe('filterRegistry', () => {
  it('loads every area for a resident with a system and the flag', () => {
    expect(
      names(
        filterRegistry(entries, {
          role: 'Resident',
          settings: settings(true),
          hasHomeSystem: true,
        }),
      ),
    ).toEqual(['mf_feed', 'mf_chat', 'mf_controls', 'mf_wellness']);
  });

  it('keeps chat and controls from staff, and wellness without its flag', () => {
    expect(
      names(
        filterRegistry(entries, { role: 'Staff', settings: settings(false), hasHomeSystem: true }),
      ),
    ).toEqual(['mf_feed']);
  });

  it('keeps controls from a resident without a deployed system', () => {
    expect(
      names(
        filterRegistry(entries, {
          role: 'Resident',
          settings: settings(true),
          hasHomeSystem: false,
        }),
      ),
    ).toEqual(['mf_feed', 'mf_chat', 'mf_wellness']);
  });
});
