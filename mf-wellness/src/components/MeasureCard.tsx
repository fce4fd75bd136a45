import { Button, Card, Skeleton, screenCode } from '@portal/shared';
import { Suspense, useId, useState } from 'react';
import styled from 'styled-components';

/**
 * The chart library, downloaded once: the progress page's loader asks for it with its values, so
 * both arrive together and the chart draws without a moment of its placeholder; no other page
 * downloads it.
 */
export const chartCode = screenCode(async () => (await import('./DailyChart')).default);

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Numbers = styled.div`
  max-height: 24rem;
  overflow: auto;
  margin-top: ${({ theme }) => theme.space.sm};

  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
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
  const recorded = series.some((line) => line.values.some((value) => value !== null));
  return (
    <Card title={title}>
      <Summary>{summary}</Summary>
      {recorded && (
        <>
          <Suspense fallback={<Skeleton height={260} />}>
            <chartCode.Screen days={days} series={series} description={`${title}: ${summary}`} />
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
