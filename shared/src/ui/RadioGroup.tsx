import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.targetSize}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface RadioGroupProps<V extends string> {
  legend: string;
  value: V;
  options: readonly { label: string; value: V }[];
  onChange: (value: V) => void;
}

/** A labelled group of native radio buttons, each a 44px target. */
export function RadioGroup<V extends string>({
  legend,
  value,
  options,
  onChange,
}: RadioGroupProps<V>) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Choice>
      ))}
    </Fieldset>
  );
}
