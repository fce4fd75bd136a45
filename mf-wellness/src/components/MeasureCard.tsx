import { Button, Card, Skeleton, tokens } from '@portal/shared';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';

type ChartModule = typeof import('./DailyChart');
let chartModule: Promise<ChartModule> | undefined;
/** The chart once it has loaded: drawn at once, without a moment of its placeholder. */
let loadedChart: ChartModule['default'] | undefined;

/**
 * The chart library, downloaded once: the progress page asks for it with its values, so both
 * arrive together; no other page downloads it. A failed download is tried again next time.
 */
export function loadChart(): Promise<ChartModule> {
  chartModule ??= import('./DailyChart').then(
    (module) => {
      loadedChart = module.default;
      return module;
    },
    (error: unknown) => {
      chartModule = undefined;
      // A lazy component that failed stays failed: the next card gets a fresh one.
      LazyChart = lazy(loadChart);
      throw error;
    },
  );
  return chartModule;
}

let LazyChart = lazy(loadChart);

const Summary = styled.p`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSizes.md};
`;

const Numbers = styled.div`
  max-height: 24rem;
  overflow: auto;
  margin-top: ${tokens.space.sm};

  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: left;
    font-weight: ${tokens.fontWeights.bold};
    padding-bottom: ${tokens.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.colors.divider};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

export interface MeasureCardProps {
  title: string;
  unit: string;
  summary: string;
  days: readonly string[];
  series: readonly { label: string; values: readonly (number | null)[] }[];
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayText = (day: string) => dayFormat.format(Date.parse(`${day}T12:00:00Z`));

/** One measure: what it says in words, its graph, and the same numbers as a table. */
export function MeasureCard({ title, unit, summary, days, series }: MeasureCardProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const DailyChart = loadedChart ?? LazyChart;
  const recorded = series.some((line) => line.values.some((value) => value !== null));
  return (
    <Card title={title}>
      <Summary>{summary}</Summary>
      {recorded && (
        <>
          <Suspense fallback={<Skeleton height={260} />}>
            <DailyChart days={days} series={series} description={`${title}: ${summary}`} />
          </Suspense>
          <Button
            variant="secondary"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide the numbers' : 'Show the numbers'}
          </Button>
          {/* A region of its own: it scrolls, so the keyboard can reach and scroll it. */}
          <Numbers
            id={tableId}
            hidden={!showTable}
            role="region"
            aria-label={`${title}, the numbers`}
            tabIndex={showTable ? 0 : -1}
          >
            {showTable && (
              <table>
                <caption>{`${title} by day (${unit})`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {series.map((line) => (
                      <th scope="col" key={line.label}>
                        {line.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, index) => (
                    <tr key={day}>
                      <th scope="row">{dayText(day)}</th>
                      {series.map((line) => (
                        <td key={line.label}>
                          {line.values[index] === null
                            ? 'No reading'
                            : (line.values[index] as number).toLocaleString('en-US')}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Numbers>
        </>
      )}
    </Card>
  );
}
