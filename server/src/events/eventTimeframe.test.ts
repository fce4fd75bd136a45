import { myEventsWindow, timeframeWindow } from './eventTimeframe.ts';
import { localDateOf, zonedTimeToInstant } from './zonedTime.ts';

const NY = 'America/New_York';
const CHI = 'America/Chicago';

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

  it('reads the local date in the zone, not in UTC', () => {
    // 03:00 UTC on the 22nd is still the evening of Saturday the 21st in New York.
    expect(localDateOf(new Date('2026-11-22T03:00:00Z'), NY)).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
    });
  });
});

describe('timeframeWindow in the community time zone', () => {
  // Wednesday 18 November 2026, 22:30 in New York (03:30 UTC on the 19th).
  const now = new Date('2026-11-19T03:30:00Z');

  it.each([
    ['Day', '2026-11-19T05:00:00.000Z'],
    // Weeks end after Saturday: midnight starting Sunday 22 November.
    ['Week', '2026-11-22T05:00:00.000Z'],
    ['Month', '2026-12-01T05:00:00.000Z'],
    ['Year', '2027-11-19T05:00:00.000Z'],
  ] as const)('%s ends at %s', (timeframe, end) => {
    const window = timeframeWindow(timeframe, now, NY);
    expect(window.from).toBe(now);
    expect(window.to.toISOString()).toBe(end);
  });

  it('the same instant is already the next day in UTC but not in Chicago', () => {
    expect(timeframeWindow('Day', now, CHI).to.toISOString()).toBe('2026-11-19T06:00:00.000Z');
  });

  it('on a Saturday the week ends at midnight', () => {
    const saturdayNoon = new Date('2026-11-21T17:00:00Z');
    expect(timeframeWindow('Week', saturdayNoon, NY).to.toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    );
  });

  it('the month of December ends at the new year', () => {
    const december = new Date('2026-12-15T17:00:00Z');
    expect(timeframeWindow('Month', december, NY).to.toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
  });

  it('My Events starts at the beginning of today and covers a year', () => {
    const window = myEventsWindow(now, NY);
    expect(window.from.toISOString()).toBe('2026-11-18T05:00:00.000Z');
    expect(window.to.toISOString()).toBe('2027-11-19T05:00:00.000Z');
  });
});
