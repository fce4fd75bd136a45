import { clampDay, servedDays, weekFrom } from './diningDays.ts';

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
