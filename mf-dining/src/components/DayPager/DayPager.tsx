import { Button, tokens } from '@portal/shared';
import styled from 'styled-components';
import type { Availability } from '../../api/diningApi';
import { longDay, nextDay, previousDay, windowText } from '../../lib/menuDays';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.md};
`;

const Day = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.bold};
  text-align: center;
  flex: 1 1 12rem;
`;

const Window = styled.p`
  margin: 0 0 ${tokens.space.lg};
  color: ${tokens.colors.textMuted};
`;

export interface DayPagerProps {
  day: string;
  window: Availability;
  onChange: (day: string) => void;
}

/**
 * Previous and next day, only within the menu's availability window (spec 4). At an end the
 * button stays focusable but says it is unavailable, so keyboard focus is never lost.
 */
export function DayPager({ day, window, onChange }: DayPagerProps) {
  const previous = previousDay(day, window);
  const next = nextDay(day, window);
  return (
    <>
      <Bar>
        <Button
          variant="secondary"
          aria-disabled={previous === null}
          onClick={() => previous && onChange(previous)}
        >
          <span aria-hidden="true">‹</span> Previous day
        </Button>
        <Day role="status" aria-label="Day shown">
          {longDay(day)}
        </Day>
        <Button
          variant="secondary"
          aria-disabled={next === null}
          onClick={() => next && onChange(next)}
        >
          Next day <span aria-hidden="true">›</span>
        </Button>
      </Bar>
      <Window>{`This menu is served ${windowText(window)}.`}</Window>
    </>
  );
}
