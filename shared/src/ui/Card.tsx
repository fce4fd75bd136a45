import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** A heading; the card then becomes a region named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown at the foot of the card. */
  actions?: ReactNode;
}

const StyledCard = styled.div`
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  box-shadow: ${tokens.shadows.card};
  padding: ${tokens.space.lg};

  ${tokens.media.compact} {
    padding: ${tokens.space.md};
  }
`;

const Heading = styled.h2`
  font-size: ${tokens.fontSizes.lg};
  margin-bottom: ${tokens.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};
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
