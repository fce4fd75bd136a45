import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface ListProps extends ComponentPropsWithoutRef<'ul'> {
  /** Names the list for screen readers when no heading does. */
  label?: string;
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  overflow: hidden;

  & > li + li {
    border-top: 1px solid ${tokens.colors.divider};
  }
`;

/** A list of `ListRow`s (keeps list semantics even without bullets). */
export function List({ label, children, ...rest }: ListProps) {
  return (
    // Safari drops the list role of lists without bullets, so it is given explicitly.
    <StyledList role="list" aria-label={label} {...rest}>
      {children}
    </StyledList>
  );
}
