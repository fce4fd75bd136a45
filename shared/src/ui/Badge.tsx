import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { VisuallyHidden } from './VisuallyHidden';

export interface BadgeProps {
  count: number;
  /** What is counted, read after the number: `label="unread"` reads "3 unread". */
  label: string;
  /** Larger counts show as e.g. "99+" (screen readers still get the number). */
  max?: number;
  /** Show a badge for 0 too (hidden by default). */
  showZero?: boolean;
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  height: 1.6em;
  padding: 0 0.4em;
  border-radius: ${tokens.radii.round};
  background: ${tokens.colors.error};
  color: ${tokens.colors.onError};
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1;
`;

/** A small count, e.g. of unread messages, with text for screen readers. */
export function Badge({ count, label, max = 99, showZero = false }: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  const shown = count > max ? `${max}+` : String(count);
  return (
    <Pill>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{`${count} ${label}`}</VisuallyHidden>
    </Pill>
  );
}
