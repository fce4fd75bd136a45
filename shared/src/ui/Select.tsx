import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { controlBox, describedBy, Field, FieldError, Hint, Label } from './FieldParts';

export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Options to list; `children` (`<option>` elements) may be given instead or as well. */
  options?: readonly SelectOption[];
  /** Text of a first, empty choice (value ""), e.g. "Choose a relationship". */
  placeholder?: string;
}

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlBox}
  cursor: pointer;
`;

/** A native select with a label, an optional hint and an error message. */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  children,
  'aria-describedby': extraDescribedBy,
  ...select
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${autoId}select`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <Field className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <StyledSelect
        {...select}
        id={selectId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : select['aria-invalid']}
        aria-describedby={describedBy(
          extraDescribedBy,
          Boolean(hint) && hintId,
          Boolean(error) && errorId,
        )}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
