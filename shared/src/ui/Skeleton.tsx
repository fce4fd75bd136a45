import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';

export interface SkeletonProps {
  /** CSS width; numbers are px. Defaults to the full width. */
  width?: number | string;
  /** CSS height of one line; numbers are px. Defaults to one line of text. */
  height?: number | string;
  /** Number of lines; the last one is shorter. */
  lines?: number;
  /** A round placeholder, e.g. for an avatar. */
  circle?: boolean;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Bar = styled.span<{ $width: string; $height: string; $circle: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $circle }) => ($circle ? '50%' : tokens.radii.sm)};
  background: ${tokens.colors.divider};
  animation: ${pulse} 1.6s ease-in-out infinite;

  & + & {
    margin-top: ${tokens.space.xs};
  }
`;

const Group = styled.span`
  display: block;
`;

const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder while content loads. Hidden from screen readers: mark the region that is
 * loading with `aria-busy` or show a Spinner for them.
 */
export function Skeleton({
  width = '100%',
  height = '1.25em',
  lines = 1,
  circle = false,
}: SkeletonProps) {
  const w = css(width);
  const h = css(circle ? width : height);
  return (
    <Group aria-hidden="true">
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        <Bar
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical and never reordered
          key={i}
          $width={lines > 1 && i === lines - 1 ? '60%' : w}
          $height={h}
          $circle={circle}
        />
      ))}
    </Group>
  );
}
