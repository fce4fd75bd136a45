import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** What the button does, read by screen readers and shown as a tooltip. Required. */
  label: string;
  /** The icon (decorative). */
  children: ReactNode;
}

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${tokens.targetSize}px;
  height: ${tokens.targetSize}px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${tokens.radii.round};
  background: transparent;
  color: inherit;
  font-size: ${tokens.fontSizes.lg};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${tokens.colors.surfaceHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** A 44 x 44 px button showing only an icon; `label` gives it its accessible name. */
export function IconButton({ label, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} {...rest}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {children}
      </span>
    </StyledIconButton>
  );
}
