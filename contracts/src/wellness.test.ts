import { strings } from './strings.ts';
import {
  cmToInches,
  connectorShownOn,
  inchesToCm,
  kgToPounds,
  parseWellnessTimestamp,
  poundsToKg,
  WELLNESS_CONNECTORS,
  wellnessDayRangeProblem,
  wellnessSetupComplete,
  wellnessTimeRangeProblem,
  wellnessUserInformationProblem,
  wellnessValueProblem,
} from './wellness.ts';

const TODAY = '2026-03-01';

describe('wellness user information', () => {
  it.each([
    [{ height: 165 }, null],
    [{ height: 165, weight: 70, birthdate: '1940-05-01', gender: 'female' }, null],
    [{ height: 49 }, strings.wellnessHeightInvalid],
    [{ height: Number.NaN }, strings.wellnessHeightInvalid],
    [{ height: '165' }, strings.wellnessHeightInvalid],
    [{ weight: 401 }, strings.wellnessWeightInvalid],
    [{ birthdate: '1899-12-31' }, strings.wellnessBirthdateInvalid],
    [{ birthdate: '2026-03-02' }, strings.wellnessBirthdateInvalid],
    [{ birthdate: TODAY }, null],
    [{ gender: 'Female' }, strings.wellnessGenderInvalid],
    [{}, strings.wellnessInformationEmpty],
  ])('%j → %s', (input, problem) => {
    expect(wellnessUserInformationProblem(input, TODAY)).toBe(problem);
  });

  it('counts setup as done only when all four are set', () => {
    const done = { height: 160, weight: 60, birthdate: '1940-01-01', gender: 'other' as const };
    expect(wellnessSetupComplete(done)).toBe(true);
    expect(wellnessSetupComplete({ ...done, gender: null })).toBe(false);
  });

  it('converts the units the browser shows', () => {
    expect(inchesToCm(65)).toBeCloseTo(165.1, 5);
    expect(cmToInches(inchesToCm(70))).toBeCloseTo(70, 10);
    expect(poundsToKg(150)).toBeCloseTo(68.0389, 4);
    expect(kgToPounds(poundsToKg(150))).toBeCloseTo(150, 10);
  });
});

describe('wellness values and spans', () => {
  it.each([
    ['steps', 5000, null],
    ['steps', -1, strings.wellnessValueInvalid],
    ['weight', Number.POSITIVE_INFINITY, strings.wellnessValueInvalid],
    ['mood', 3, strings.wellnessMeasureUnknown],
    ['toString', 3, strings.wellnessMeasureUnknown],
  ])('%s %d → %s', (type, value, problem) => {
    expect(wellnessValueProblem(type, value)).toBe(problem);
  });

  it.each([
    ['2026-01-01', '2026-01-01', null],
    ['2025-01-01', '2026-02-04', null],
    ['2025-01-01', '2026-02-05', strings.wellnessRangeTooLong],
    ['2026-01-02', '2026-01-01', strings.wellnessRangeReversed],
    ['2026-02-30', '2026-03-01', strings.wellnessDayInvalid],
  ])('days %s to %s → %s', (start, end, problem) => {
    expect(wellnessDayRangeProblem(start, end)).toBe(problem);
  });

  it('reads timestamps only with a zone', () => {
    expect(parseWellnessTimestamp('2026-01-15T23:30:00-05:00')?.toISOString()).toBe(
      '2026-01-16T04:30:00.000Z',
    );
    expect(parseWellnessTimestamp('2026-01-15T23:30:00')).toBeNull();
    expect(parseWellnessTimestamp('2026-02-30T10:00:00Z')).toBeNull();
    for (const outOfRange of [
      '2026-01-15T24:00:00Z',
      '2026-01-15T23:60:00Z',
      '2026-01-15T23:59:60Z',
      '2026-01-15T12:00:00+24:00',
    ]) {
      expect([outOfRange, parseWellnessTimestamp(outOfRange)]).toEqual([outOfRange, null]);
    }
    expect(parseWellnessTimestamp('2026-01-15T23:59:59.5+14:00')?.toISOString()).toBe(
      '2026-01-15T09:59:59.500Z',
    );
    expect(wellnessTimeRangeProblem('2026-01-02T00:00Z', '2026-01-01T00:00Z')).toBe(
      strings.wellnessRangeReversed,
    );
  });

  it('shows native connectors only on their own platform', () => {
    const shown = (platform: 'web' | 'ios' | 'android') =>
      WELLNESS_CONNECTORS.filter((c) => connectorShownOn(c, platform)).map((c) => c.id);
    expect(shown('web')).toEqual(['fitbit', 'withings', 'garmin', 'omron']);
    expect(shown('ios')).toContain('appleHealth');
    expect(shown('ios')).not.toContain('healthConnect');
    expect(shown('android')).toContain('healthConnect');
  });
});
