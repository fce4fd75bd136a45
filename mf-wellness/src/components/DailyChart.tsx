import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';

const HEIGHT = 260;
/** Gaps between the day ticks, in days. */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91];

// The part of uPlot's own style sheet its drawing needs (legend and cursor are off).
const Frame = styled.div`
  width: 100%;
  min-width: 0;
  min-height: ${HEIGHT}px;

  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
`;

export interface DailyChartProps {
  /** `YYYY-MM-DD`, oldest first. */
  days: readonly string[];
  /** One line per series, a value (or null: nothing recorded) per day. */
  series: readonly { label: string; values: readonly (number | null)[] }[];
  /** What the graph says, for those who do not see it. */
  description: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => dayFormat.format(Date.parse(`${day}T12:00:00Z`));

/**
 * Daily values as lines, drawn by uPlot (small, and fast with months of days) with axis labels
 * at 18 px. A second series is dashed, so the lines differ without colour. The drawing is
 * one image to a screen reader: the summary says what it shows, and the table next to it has
 * every number.
 */
export default function DailyChart({ days, series, description }: DailyChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const font = `18px ${theme.fontFamily}`;
    const axis = {
      stroke: theme.colors.text,
      font,
      grid: { stroke: theme.colors.divider, width: 1 },
      ticks: { stroke: theme.colors.divider, width: 1 },
    };
    const options = (width: number): uPlot.Options => ({
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      // The x values are the days' places in the list: no dates for uPlot to work out.
      scales: { x: { time: false } },
      axes: [
        {
          ...axis,
          size: 48,
          // Whole days only, far enough apart for an 18 px date.
          space: 96,
          incrs: DAY_STEPS,
          values: (_plot, splits) => splits.map((place) => dayLabel(days[Math.round(place)])),
        },
        { ...axis, size: 72 },
      ],
      series: [
        {},
        ...series.map((line, index) => ({
          label: line.label,
          stroke: index === 0 ? theme.colors.link : theme.colors.text,
          width: 3,
          dash: index === 0 ? undefined : [10, 6],
          points: { show: days.length <= 31, size: 8 },
        })),
      ],
    });
    const data: uPlot.AlignedData = [
      days.map((_day, place) => place),
      ...series.map((line) => [...line.values]),
    ];
    // Drawn once it comes near the screen, at the width the frame is given: a page of graphs
    // costs a modest tablet only the ones in view.
    let plot: uPlot | null = null;
    let width = 0;
    let near = false;
    const draw = () => {
      if (!near || width === 0) return;
      const fit = Math.max(Math.floor(width), 240);
      if (!plot) plot = new uPlot(options(fit), data, element);
      else if (plot.width !== fit) plot.setSize({ width: fit, height: HEIGHT });
    };
    const resize = new ResizeObserver(([entry]) => {
      width = entry.contentRect.width;
      draw();
    });
    const approach = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        near = true;
        approach.disconnect();
        draw();
      },
      { rootMargin: '200px 0px' },
    );
    // One already on the screen is drawn now rather than after the observers' first report.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.width > 0) {
      near = true;
      width = box.width;
      draw();
    }
    resize.observe(element);
    approach.observe(element);
    return () => {
      resize.disconnect();
      approach.disconnect();
      plot?.destroy();
    };
  }, [days, series, theme]);

  return <Frame ref={frame} role="img" aria-label={description} />;
}
