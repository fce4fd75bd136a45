import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${tokens.space.md};
  padding: 0;
  legend {
    font-weight: ${tokens.fontWeights.bold};
    font-size: ${tokens.fontSizes.md};
    margin-bottom: ${tokens.space.xs};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.targetSize}px;
  font-size: ${tokens.fontSizes.md};
  cursor: pointer;
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${tokens.colors.primary};
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
