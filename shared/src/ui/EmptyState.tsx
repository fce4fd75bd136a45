import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A button or link that helps, e.g. "Clear filters". */
  action?: ReactNode;
  /** A decorative picture or icon above the title. */
  icon?: ReactNode;
  headingLevel?: 2 | 3;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.xxl} ${tokens.space.md};
  text-align: center;
  color: ${tokens.colors.text};
`;

const IconBox = styled.div`
  font-size: 3rem;
  color: ${tokens.colors.textMuted};
`;

const Title = styled.h2`
  font-size: ${tokens.fontSizes.xl};
  margin: 0;
`;

const Message = styled.div`
  max-width: 36rem;
  color: ${tokens.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${tokens.space.sm};
`;

/** What to show when there is nothing to list: a title, a calm explanation, one way forward. */
export function EmptyState({ title, message, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon && <IconBox aria-hidden="true">{icon}</IconBox>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <Action>{action}</Action>}
    </Wrapper>
  );
}
