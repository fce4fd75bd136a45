import { addDays, clampDay, dayIn, isDay, mondayOf, servedDays, weekFrom } from './diningDays.ts';

describe('dayIn: the day in the community timezone', () => {
  it.each([
    // 23:30 in New York on 2 June is already 3 June in UTC.
    ['2025-06-03T03:30:00Z', 'America/New_York', '2025-06-02'],
    ['2025-06-03T04:30:00Z', 'America/New_York', '2025-06-03'],
    // Chicago is an hour behind New York: 23:30 there while New York has passed midnight.
    ['2025-06-03T04:30:00Z', 'America/Chicago', '2025-06-02'],
    ['2025-06-03T05:00:00Z', 'America/Chicago', '2025-06-03'],
    // Winter time (UTC-5 in New York).
    ['2025-01-15T04:59:00Z', 'America/New_York', '2025-01-14'],
    ['2025-01-15T05:00:00Z', 'America/New_York', '2025-01-15'],
    ['2025-06-03T00:00:00Z', 'UTC', '2025-06-03'],
  ])('%s in %s is %s', (instant, timezone, day) => {
    expect(dayIn(timezone, new Date(instant))).toBe(day);
  });
});

describe('isDay', () => {
  it.each([
    ['2025-06-02', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-6-2', false],
    ['2025-06-02T00:00', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isDay(value)).toBe(expected);
  });
});

describe('day arithmetic', () => {
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

describe('the availability window', () => {
  const window = { startDate: '2025-06-02', endDate: '2025-06-08' };

  it.each([
    ['2025-05-30', '2025-06-02'],
    ['2025-06-02', '2025-06-02'],
    ['2025-06-05', '2025-06-05'],
    ['2025-06-08', '2025-06-08'],
    ['2025-06-09', '2025-06-08'],
  ])('clamps %s to %s', (day, expected) => {
    expect(clampDay(day, window)).toBe(expected);
  });

  it('serves one day for Day and up to a week, cut at the window end, for Week', () => {
    expect(servedDays('2025-06-04', 'Day', window)).toEqual({
      from: '2025-06-04',
      to: '2025-06-04',
    });
    expect(servedDays('2025-06-02', 'Week', window)).toEqual({
      from: '2025-06-02',
      to: '2025-06-08',
    });
    expect(servedDays('2025-06-05', 'Week', window)).toEqual({
      from: '2025-06-05',
      to: '2025-06-08',
    });
  });

  it('takes the week as today and the six days after', () => {
    expect(weekFrom('2025-06-29')).toEqual({ startDate: '2025-06-29', endDate: '2025-07-05' });
  });
});
