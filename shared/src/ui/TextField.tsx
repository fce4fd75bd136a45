import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { controlBox, describedBy, Field, FieldError, Hint, Label } from './FieldParts';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Help shown between the label and the input, read with the input. */
  hint?: ReactNode;
  /** The problem with the value; marks the input invalid and is read with it. */
  error?: string;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
`;

/** A labelled text input with an optional hint and error message. All input props pass through. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        type="text"
        {...input}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy(
          extraDescribedBy,
          Boolean(hint) && hintId,
          Boolean(error) && errorId,
        )}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
