import type { WellnessDailyValue } from '@portal/shared';
import { CHARTS, periodDays, seriesOf, summaryOf } from './progress';

const chart = (id: string) => {
  const found = CHARTS.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};

const value = (date: string, type: WellnessDailyValue['type'], amount: number) => ({
  date,
  type,
  value: amount,
  dataSource: 'withings',
});

describe('progress', () => {
  it('counts a period back from today, and the one before it', () => {
    const { days, previous } = periodDays('week', '2026-03-02');
    expect(days).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(previous[0]).toBe('2026-02-17');
    expect(previous.at(-1)).toBe('2026-02-23');
    expect(periodDays('sixMonths', '2026-03-02').days).toHaveLength(182);
  });

  it('lays values on their days, in the units shown, with gaps where nothing was recorded', () => {
    const days = ['2026-03-01', '2026-03-02'];
    const values = [value('2026-03-02', 'weight', 70), value('2026-03-02', 'steps', 10)];
    expect(seriesOf(chart('weight'), values, days, 'us')).toEqual([[null, 154.3]]);
    expect(seriesOf(chart('weight'), values, days, 'metric')).toEqual([[null, 70]]);
    expect(
      seriesOf(chart('sleep'), [value('2026-03-01', 'sleepMinutes', 435)], days, 'us'),
    ).toEqual([[7.3, null]]);
  });

  it('says a period in words, compared with the one before', () => {
    const steps = chart('steps');
    expect(summaryOf(steps, [[4000, null, 4420]], [[3800, 3800]], 'week', 'us')).toBe(
      'You walked 4,210 steps a day this week, 11% more than last week.',
    );
    expect(summaryOf(steps, [[3000]], [[4000]], 'month', 'us')).toBe(
      'You walked 3,000 steps a day this month, 25% fewer than the month before.',
    );
    expect(summaryOf(steps, [[4000]], [[4001]], 'week', 'us')).toBe(
      'You walked 4,000 steps a day this week, about the same as last week.',
    );
    expect(summaryOf(steps, [[4000]], [[null]], 'sixMonths', 'us')).toBe(
      'You walked 4,000 steps a day over the last six months.',
    );
    expect(summaryOf(steps, [[null, null]], [[4000]], 'week', 'us')).toBe(
      'Nothing was recorded for steps this week.',
    );
    expect(summaryOf(chart('sleep'), [[7.5]], [[7]], 'week', 'us')).toBe(
      'You slept 7 hours 30 minutes a night on average this week, 30 minutes more than last week.',
    );
    expect(summaryOf(chart('weight'), [[150.4]], [[151.6]], 'week', 'us')).toBe(
      'Your weight averaged 150.4 lb this week, 1.2 lb less than last week.',
    );
    expect(summaryOf(chart('bloodPressure'), [[128], [82]], [[131], [84]], 'week', 'metric')).toBe(
      'Your blood pressure averaged 128/82 mmHg this week, the upper number 3 points lower than last week.',
    );
    expect(summaryOf(chart('restingHeartRate'), [[64]], [[64.2]], 'week', 'us')).toBe(
      'Your resting heart rate averaged 64 beats a minute this week, about the same as last week.',
    );
  });
});
