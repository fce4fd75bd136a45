import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';
import { Icon } from './Icon';

/** The pieces every form field of the kit shares: wrapper, label, hint, error, input box. */

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  margin-bottom: ${tokens.space.lg};
`;

export const Label = styled.label`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  color: ${tokens.colors.text};
`;

export const Hint = styled.div`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const ErrorText = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.xs};
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.medium};
  color: ${tokens.colors.error};

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/** An error under a field, marked with an icon so colour is not the only cue. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <Icon name="error" />
      <span>{children}</span>
    </ErrorText>
  );
}

export const controlBox = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${tokens.targetSize + 4}px;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  border: 2px solid ${({ $invalid }) => ($invalid ? tokens.colors.error : tokens.colors.border)};
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.md};

  &:disabled {
    cursor: not-allowed;
    color: ${tokens.colors.disabledText};
    background: ${tokens.colors.surfaceHover};
  }
`;

/** Join the ids given to `aria-describedby`, leaving out the missing ones. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
