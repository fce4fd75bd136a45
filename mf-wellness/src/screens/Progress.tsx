import {
  AreaPage,
  ButtonLink,
  PageHeader,
  Skeleton,
  Tabs,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useDailyValuesQuery } from '../api/wellnessApi';
import { MeasureCard } from '../components/MeasureCard';
import { WellnessProblem } from '../components/WellnessProblem';
import {
  CHARTS,
  PERIOD_IDS,
  PERIODS,
  type Period,
  periodDays,
  periodOf,
  seriesOf,
  summaryOf,
  valuesRange,
} from '../lib/progress';
import { type Units, useUnits } from '../lib/units';
import { useCommunityToday } from '../lib/useCommunityToday';

const Cards = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

interface CardData {
  chart: (typeof CHARTS)[number];
  summary: string;
  series: { label: string; values: (number | null)[] }[];
}

/**
 * The first measure is drawn at once; the others follow in the background, so a slow tablet
 * shows content without waiting for every graph. Mounted only with its data, so the first
 * render has that one card.
 */
function CardList({ cards, days, units }: { cards: CardData[]; days: string[]; units: Units }) {
  const shown = useDeferredValue(cards.length, 1);
  return (
    <Cards aria-busy={shown < cards.length}>
      {cards.slice(0, shown).map(({ chart, summary, series }) => (
        <MeasureCard
          key={chart.id}
          title={chart.title}
          unit={chart.unit(units)}
          summary={summary}
          days={days}
          series={series}
        />
      ))}
    </Cards>
  );
}

function PeriodCharts({ period, today, units }: { period: Period; today: string; units: Units }) {
  const { days, previous } = useMemo(() => periodDays(period, today), [period, today]);
  const values = useDailyValuesQuery(valuesRange(period, today));
  // Only this period's values: another period's would read as this one's while they load.
  const data = values.currentData;
  const cards = useMemo(
    () =>
      data
        ? CHARTS.map((chart) => {
            const current = seriesOf(chart, data, days, units);
            const before = seriesOf(chart, data, previous, units);
            return {
              chart,
              summary: summaryOf(chart, current, before, period, units),
              series: chart.series.map((line, index) => ({
                label: line.label,
                values: current[index],
              })),
            };
          })
        : [],
    [data, days, previous, period, units],
  );
  if (values.error) {
    return <WellnessProblem error={values.error} onRetry={() => void values.refetch()} />;
  }
  if (!data) return <Skeleton lines={3} height={260} />;
  return <CardList cards={cards} days={days} units={units} />;
}

/**
 * /wellness/progress: each measure for a week, a month or six months, as a sentence, a graph
 * and a table of the same numbers. Days are the community's.
 */
export default function Progress() {
  const title = usePageTitle();
  const units = useUnits();
  const today = useCommunityToday();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('range'));
  return (
    <AreaPage>
      <PageHeader
        title={title}
        actions={
          <ButtonLink to="/wellness/devices" $variant="secondary">
            Devices
          </ButtonLink>
        }
      />
      <Tabs
        label="Time span"
        selectedId={period}
        onSelect={(id) => setParams(id === 'week' ? {} : { range: id }, { replace: true })}
        tabs={PERIOD_IDS.map((id) => ({
          id,
          label: PERIODS[id].label,
          content: <PeriodCharts period={id} today={today} units={units} />,
        }))}
      />
    </AreaPage>
  );
}
