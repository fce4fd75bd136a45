import {
  addDays,
  kgToPounds,
  type WellnessDailyValue,
  type WellnessMeasureType,
} from '@portal/shared';
import type { Units } from './units';

export const PERIODS = {
  week: { label: 'Week', days: 7, now: 'this week', before: 'last week' },
  month: { label: 'Month', days: 30, now: 'this month', before: 'the month before' },
  sixMonths: {
    label: 'Six months',
    days: 182,
    now: 'over the last six months',
    before: 'the six months before',
  },
} as const;
export type Period = keyof typeof PERIODS;
export const PERIOD_IDS = Object.keys(PERIODS) as Period[];

/** The days of a period ending today, and of the period just before it, oldest first. */
export function periodDays(period: Period, today: string): { days: string[]; previous: string[] } {
  const length = PERIODS[period].days;
  const span = (end: string) =>
    Array.from({ length }, (_, index) => addDays(end, index - length + 1));
  return { days: span(today), previous: span(addDays(today, -length)) };
}

/** The days of values a period's graphs read: the period and the one before it. */
export function valuesRange(period: Period, today: string): { startDay: string; endDay: string } {
  return { startDay: periodDays(period, today).previous[0], endDay: today };
}

/** The period a `?range=` asks for; a week when it asks for none or for something else. */
export function periodOf(range: string | null): Period {
  return range !== null && (PERIOD_IDS as string[]).includes(range) ? (range as Period) : 'week';
}

/** What one progress graph shows: one line per measure type, in the units the person reads. */
export interface ChartDefinition {
  id: 'steps' | 'restingHeartRate' | 'weight' | 'bloodPressure' | 'sleep';
  title: string;
  series: { type: WellnessMeasureType; label: string }[];
  unit(units: Units): string;
  /** From the service's unit to the one shown. */
  shown(value: number, units: Units): number;
}

const round = (value: number, decimals = 0) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export const CHARTS: ChartDefinition[] = [
  {
    id: 'steps',
    title: 'Steps',
    series: [{ type: 'steps', label: 'Steps' }],
    unit: () => 'steps',
    shown: (value) => value,
  },
  {
    id: 'restingHeartRate',
    title: 'Resting heart rate',
    series: [{ type: 'restingHeartRate', label: 'Resting heart rate' }],
    unit: () => 'beats a minute',
    shown: (value) => value,
  },
  {
    id: 'weight',
    title: 'Weight',
    series: [{ type: 'weight', label: 'Weight' }],
    unit: (units) => (units === 'us' ? 'lb' : 'kg'),
    shown: (value, units) => round(units === 'us' ? kgToPounds(value) : value, 1),
  },
  {
    id: 'bloodPressure',
    title: 'Blood pressure',
    series: [
      { type: 'bloodPressureSystolic', label: 'Systolic' },
      { type: 'bloodPressureDiastolic', label: 'Diastolic' },
    ],
    unit: () => 'mmHg',
    shown: (value) => value,
  },
  {
    id: 'sleep',
    title: 'Sleep',
    series: [{ type: 'sleepMinutes', label: 'Sleep' }],
    unit: () => 'hours',
    shown: (value) => round(value / 60, 1),
  },
];

/** A day's value of each series (null where nothing was recorded), in the units shown. */
export function seriesOf(
  chart: ChartDefinition,
  values: readonly WellnessDailyValue[],
  days: readonly string[],
  units: Units,
): (number | null)[][] {
  return chart.series.map(({ type }) => {
    const byDay = new Map<string, number>();
    for (const value of values) {
      if (value.type === type && !byDay.has(value.date)) byDay.set(value.date, value.value);
    }
    return days.map((day) => {
      const value = byDay.get(day);
      return value === undefined ? null : chart.shown(value, units);
    });
  });
}

function average(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
}

const number = (value: number, decimals = 0) =>
  round(value, decimals).toLocaleString('en-US', { maximumFractionDigits: decimals });

function hoursAndMinutes(hours: number): string {
  const minutes = Math.round(hours * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    whole ? `${whole} ${whole === 1 ? 'hour' : 'hours'}` : '',
    rest ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ].filter(Boolean);
  return parts.join(' ') || '0 minutes';
}

/** "12% more than last week", "3 lower than last week", or "about the same as last week". */
function comparison(
  now: number,
  before: number | null,
  period: Period,
  words: { more: string; less: string; change(difference: number): string },
): string {
  if (before === null || before === 0) return '';
  const difference = now - before;
  const shown = words.change(Math.abs(difference));
  if (/^(the upper number )?0(\D|$)/.test(shown)) {
    return `, about the same as ${PERIODS[period].before}`;
  }
  return `, ${shown} ${difference > 0 ? words.more : words.less} than ${PERIODS[period].before}`;
}

/**
 * A graph in one plain sentence: the average of the period (the first series' for blood
 * pressure both), and how it compares with the period before.
 */
export function summaryOf(
  chart: ChartDefinition,
  current: (number | null)[][],
  previous: (number | null)[][],
  period: Period,
  units: Units,
): string {
  const now = average(current[0]);
  const before = average(previous[0]);
  const when = PERIODS[period].now;
  if (now === null) return `Nothing was recorded for ${chart.title.toLowerCase()} ${when}.`;
  switch (chart.id) {
    case 'steps':
      return `You walked ${number(now)} steps a day ${when}${comparison(now, before, period, {
        more: 'more',
        less: 'fewer',
        change: (difference) => `${number(before ? (difference / before) * 100 : 0)}%`,
      })}.`;
    case 'restingHeartRate':
      return `Your resting heart rate averaged ${number(now)} beats a minute ${when}${comparison(
        now,
        before,
        period,
        { more: 'higher', less: 'lower', change: (difference) => number(difference) },
      )}.`;
    case 'weight': {
      const unit = chart.unit(units);
      return `Your weight averaged ${number(now, 1)} ${unit} ${when}${comparison(
        now,
        before,
        period,
        { more: 'more', less: 'less', change: (difference) => `${number(difference, 1)} ${unit}` },
      )}.`;
    }
    case 'bloodPressure': {
      const diastolic = average(current[1]);
      const reading = diastolic === null ? number(now) : `${number(now)}/${number(diastolic)}`;
      return `Your blood pressure averaged ${reading} mmHg ${when}${comparison(
        now,
        before,
        period,
        {
          more: 'higher',
          less: 'lower',
          change: (difference) => `the upper number ${number(difference)} points`,
        },
      )}.`;
    }
    case 'sleep':
      return `You slept ${hoursAndMinutes(now)} a night on average ${when}${comparison(
        now,
        before,
        period,
        { more: 'more', less: 'less', change: (difference) => hoursAndMinutes(difference) },
      )}.`;
  }
}
