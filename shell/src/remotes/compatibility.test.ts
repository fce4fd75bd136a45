import { PLATFORM_VERSION } from '@portal/shared';
import { isCompatible } from './compatibility';

describe('isCompatible', () => {
  it.each([
    [undefined, true],
    ['^1.0.0', true],
    ['^1.1.0', true],
    ['>=1.1.0 <2', true],
    ['^1.2.0', false],
    ['^2.0.0', false],
    ['~1.0.0', false],
    ['1.x', true],
    ['^0.9.0 || ^1.1.0', true],
    ['>=1.0.0 <1.1.0', false],
    ['not a range', false],
  ])('%s with platform 1.1.0 → %s', (range, expected) => {
    expect(isCompatible(range, '1.1.0')).toBe(expected);
  });

  it('checks against the platform the shell runs', () => {
    expect(isCompatible(`^${PLATFORM_VERSION}`)).toBe(true);
    expect(isCompatible('^99.0.0')).toBe(false);
  });
});
