import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** A heading; the card then becomes a region named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown at the foot of the card. */
  actions?: ReactNode;
}

const StyledCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A panel on the page's surface colour. With a `title` it is a labelled section. */
export function Card({ title, headingLevel = 2, actions, children, ...rest }: CardProps) {
  const headingId = useId();
  if (title === undefined) {
    return (
      <StyledCard {...rest}>
        {children}
        {actions && <Actions>{actions}</Actions>}
      </StyledCard>
    );
  }
  return (
    <StyledCard as="section" aria-labelledby={headingId} {...rest}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title}
      </Heading>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </StyledCard>
  );
}
