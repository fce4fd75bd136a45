import { myEventsWindow, timeframeWindow } from './eventTimeframe.ts';

const NY = 'America/New_York';
const CHI = 'America/Chicago';

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
