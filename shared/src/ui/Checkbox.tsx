import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { describedBy, FieldError, Hint } from './FieldParts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

const Wrapper = styled.div`
  margin-bottom: ${tokens.space.md};
`;

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.targetSize}px;
  padding-block: ${tokens.space.xxs};
  cursor: pointer;
  font-size: ${tokens.fontSizes.md};
`;

const Box = styled.input`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${tokens.colors.primary};
  cursor: inherit;
`;

const Below = styled.div`
  padding-inline-start: calc(1.5rem + ${tokens.space.sm});
`;

/** A native checkbox whose whole label row (44px tall or more) can be pressed. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...input
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}checkbox`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <Wrapper className={className}>
      <Row htmlFor={inputId}>
        <Box
          {...input}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy(
            extraDescribedBy,
            Boolean(hint) && hintId,
            Boolean(error) && errorId,
          )}
        />
        <span>{label}</span>
      </Row>
      {(hint || error) && (
        <Below>
          {hint && <Hint id={hintId}>{hint}</Hint>}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </Below>
      )}
    </Wrapper>
  );
}
