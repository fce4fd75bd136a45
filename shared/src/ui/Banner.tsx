import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

export type BannerSeverity = 'error' | 'warning' | 'info' | 'success';

export interface BannerProps {
  severity?: BannerSeverity;
  /** A short bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const Box = styled.div<{ $severity: BannerSeverity }>`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  margin-bottom: ${tokens.space.lg};
  border: 1px solid ${tokens.colors.divider};
  border-left: 6px solid ${({ $severity }) => tokens.colors[$severity]};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
`;

const Mark = styled.span<{ $severity: BannerSeverity }>`
  display: inline-flex;
  flex: none;
  padding-top: 0.35em;
  font-size: ${tokens.fontSizes.lg};
  color: ${({ $severity }) => tokens.colors[$severity]};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding-block: ${tokens.space.xs};
  overflow-wrap: anywhere;
`;

const Title = styled.div`
  font-weight: ${tokens.fontWeights.bold};

  /* What follows the title (a button, a line) stands apart from it. */
  & + * {
    margin-top: ${tokens.space.sm};
  }
`;

/**
 * A message across the content. Errors and warnings are alerts (announced at once); info and
 * success are polite statuses. Each severity has its own icon, not only its own colour.
 */
export function Banner({
  severity = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: BannerProps) {
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Box $severity={severity} role={urgent ? 'alert' : 'status'} className={className}>
      <Mark $severity={severity}>
        <Icon name={severity} />
      </Mark>
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
      {onDismiss && (
        <IconButton label={dismissLabel} onClick={onDismiss}>
          <Icon name="close" />
        </IconButton>
      )}
    </Box>
  );
}
