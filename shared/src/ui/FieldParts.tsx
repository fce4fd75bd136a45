import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';

/** The pieces every form field of the kit shares: wrapper, label, hint, error, input box. */

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.error};

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
  min-height: ${({ theme }) => theme.targetSize + 4}px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** Join the ids given to `aria-describedby`, leaving out the missing ones. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
