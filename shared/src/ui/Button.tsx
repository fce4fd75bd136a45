import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** medium is 44px tall, large 56px. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Work in progress: the button stays focusable and keeps its label but ignores presses
   * (`aria-disabled`), so focus is not lost while a call runs.
   */
  busy?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const BusyMark = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.9s linear infinite;
  flex: none;
`;

const variants = {
  primary: css`
    background: ${tokens.colors.primary};
    color: ${tokens.colors.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${tokens.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${tokens.colors.surface};
    color: ${tokens.colors.link};
    border-color: ${tokens.colors.link};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${tokens.colors.surfaceHover};
    }
  `,
  danger: css`
    background: ${tokens.colors.error};
    color: ${tokens.colors.onError};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${tokens.colors.errorHover};
    }
  `,
  link: css`
    background: transparent;
    color: ${tokens.colors.link};
    padding-inline: ${tokens.space.xxs};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    font-weight: ${tokens.fontWeights.regular};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration-thickness: 0.15em;
    }
  `,
};

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-height: ${({ $size }) => ($size === 'large' ? 56 : tokens.targetSize)}px;
  min-width: ${tokens.targetSize}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border: 2px solid transparent;
  border-radius: ${tokens.radii.md};
  font-size: ${({ $size }) => ($size === 'large' ? tokens.fontSizes.lg : tokens.fontSizes.md)};
  font-weight: ${tokens.fontWeights.medium};
  line-height: 1.25;
  text-align: center;
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ease-out;
  ${({ $variant }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** A button. Defaults to `type="button"`; pass `type="submit"` in forms. */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  busy = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <BusyMark aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
