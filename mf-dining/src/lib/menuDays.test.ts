import { longDay, nextDay, previousDay, windowText } from './menuDays';

const window = { startDate: '2025-06-09', endDate: '2025-06-15' };

describe('moving day by day within the availability window (spec 4)', () => {
  it.each([
    ['2025-06-09', null, '2025-06-10'],
    ['2025-06-12', '2025-06-11', '2025-06-13'],
    ['2025-06-15', '2025-06-14', null],
  ])('from %s: previous %s, next %s', (day, previous, next) => {
    expect(previousDay(day, window)).toBe(previous);
    expect(nextDay(day, window)).toBe(next);
  });

  it('crosses months and years', () => {
    const year = { startDate: '2024-12-01', endDate: '2025-01-31' };
    expect(nextDay('2024-12-31', year)).toBe('2025-01-01');
    expect(previousDay('2025-01-01', year)).toBe('2024-12-31');
  });
});

describe('day text', () => {
  it('names the day whatever the browser timezone', () => {
    expect(longDay('2025-06-09')).toBe('Monday, June 9');
    expect(windowText(window)).toBe('Monday, June 9 to Sunday, June 15');
  });
});
