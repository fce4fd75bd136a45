import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Diameter in CSS px. */
  size?: number;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  color: ${tokens.colors.text};
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(3, Math.round($size / 10))}px solid ${tokens.colors.divider};
  border-top-color: ${tokens.colors.primary};
  animation: ${spin} 1s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: ${tokens.colors.primary};
  }
`;

/** A loading indicator announced politely as a status. */
export function Spinner({ label = 'Loading', showLabel = false, size = 40 }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}

/** What a page shows while its code or first data is on its way (platform 1.13). */
export function PageLoading() {
  return <Spinner label="Loading this page" />;
}
