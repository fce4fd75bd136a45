import {
  addDays,
  formatInZone,
  isDay,
  isTimeZone,
  localDateOf,
  localDay,
  localHourOn,
  mondayOf,
  startOfLocalDay,
  zonedTimeToInstant,
} from './zonedTime.ts';

const NY = 'America/New_York';
const CHI = 'America/Chicago';

describe('formatInZone', () => {
  const evening = new Date('2026-03-09T02:30:00Z');

  it('formats on the zone’s wall clock, each zone and options apart', () => {
    const clock = { hour: 'numeric', minute: '2-digit' } as const;
    expect(formatInZone(evening, NY, clock)).toBe('10:30 PM');
    expect(formatInZone(evening, CHI, clock)).toBe('9:30 PM');
    expect(formatInZone(evening, NY, { weekday: 'long', month: 'long', day: 'numeric' })).toBe(
      'Sunday, March 8',
    );
    expect(formatInZone(evening, 'UTC', { weekday: 'long', month: 'long', day: 'numeric' })).toBe(
      'Monday, March 9',
    );
  });

  it('makes one formatter per zone and options, however many dates it formats', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 1; day <= 20; day++) {
        formatInZone(new Date(Date.UTC(2026, 0, day)), 'Europe/Oslo', { day: 'numeric' });
        formatInZone(new Date(Date.UTC(2026, 0, day)), 'Europe/Oslo', { month: 'long' });
      }
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it('throws for a zone the platform does not know', () => {
    expect(() => formatInZone(evening, 'Mars/Olympus', { day: 'numeric' })).toThrow(RangeError);
    // An empty zone is not the machine's, even once the machine's has been used.
    formatInZone(evening, undefined, { day: 'numeric' });
    expect(() => formatInZone(evening, '', { day: 'numeric' })).toThrow(RangeError);
  });
});

describe('localDay: the calendar day in the community time zone', () => {
  it.each([
    // 23:30 in New York on 2 June is already 3 June in UTC.
    ['2025-06-03T03:30:00Z', NY, '2025-06-02'],
    ['2025-06-03T04:30:00Z', NY, '2025-06-03'],
    // Chicago is an hour behind New York: 23:30 there while New York has passed midnight.
    ['2025-06-03T04:30:00Z', CHI, '2025-06-02'],
    ['2025-06-03T05:00:00Z', CHI, '2025-06-03'],
    // Winter time (UTC-5 in New York).
    ['2025-01-15T04:59:00Z', NY, '2025-01-14'],
    ['2025-01-15T05:00:00Z', NY, '2025-01-15'],
    ['2025-06-03T00:00:00Z', 'UTC', '2025-06-03'],
  ])('%s in %s is %s', (instant, timeZone, day) => {
    expect(localDay(new Date(instant), timeZone)).toBe(day);
  });

  it('reads the local date and weekday in the zone, not in UTC', () => {
    // 03:00 UTC on the 22nd is still the evening of Saturday the 21st in New York.
    expect(localDateOf(new Date('2026-11-22T03:00:00Z'), NY)).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
    });
  });
});

// npm test runs these again on a machine clock set to Los Angeles: the answers never depend on
// the machine's own time zone.
describe('zonedTimeToInstant', () => {
  it.each([
    [NY, 2026, 11, 21, 0, 0, '2026-11-21T05:00:00.000Z'],
    [NY, 2026, 7, 4, 9, 30, '2026-07-04T13:30:00.000Z'],
    [CHI, 2026, 1, 1, 0, 0, '2026-01-01T06:00:00.000Z'],
    // Day 32 of December rolls over into January.
    [NY, 2026, 12, 32, 8, 0, '2027-01-01T13:00:00.000Z'],
    // 2:30 on the spring-forward night does not exist; it moves forward by the jump (3:30).
    [NY, 2026, 3, 8, 2, 30, '2026-03-08T07:30:00.000Z'],
    // 1:30 on the fall-back night happens twice; the first is taken.
    [NY, 2026, 11, 1, 1, 30, '2026-11-01T05:30:00.000Z'],
  ])('%s %d-%d-%d %d:%d → %s', (tz, y, m, d, h, min, iso) => {
    expect(zonedTimeToInstant(tz, y, m, d, h, min).toISOString()).toBe(iso);
  });

  it('starts local days at local midnight, also across a change of clocks', () => {
    expect(startOfLocalDay(new Date('2026-11-22T03:00:00Z'), NY).toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
    // The day after 31 October 2026 starts in summer time, the one after that in winter time.
    expect(startOfLocalDay(new Date('2026-10-31T16:00:00Z'), NY, 1).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2026-10-31T16:00:00Z'), NY, 2).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('finds 08:00 on the local date', () => {
    expect(localHourOn(new Date('2026-11-28T05:00:00Z'), NY, 8).toISOString()).toBe(
      '2026-11-28T13:00:00.000Z',
    );
  });

  it('knows time zone names', () => {
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('calendar days', () => {
  it.each([
    ['2025-06-02', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-6-2', false],
    ['2025-06-02T00:00', false],
    ['', false],
  ])('isDay(%s) → %s', (value, expected) => {
    expect(isDay(value)).toBe(expected);
  });

  it.each([
    ['2025-06-30', 1, '2025-07-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-12-31', 1, '2025-01-01'],
    // Across the change to summer time nothing is skipped.
    ['2025-03-08', 1, '2025-03-09'],
    ['2025-03-09', 1, '2025-03-10'],
  ])('%s + %d → %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });

  it.each([
    ['2025-06-02', '2025-06-02'], // a Monday
    ['2025-06-08', '2025-06-02'], // the Sunday after
    ['2025-06-04', '2025-06-02'],
    ['2025-06-01', '2025-05-26'], // a Sunday belongs to the week before
  ])('the Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});
