import { Button, tokens } from '@portal/shared';
import { useId } from 'react';
import styled from 'styled-components';

export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the value reads, e.g. `72°` or `Medium`. */
  format?: (value: number) => string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  disabled?: boolean;
  busy?: boolean;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Value = styled.output`
  min-width: 4.5em;
  text-align: center;
  font-size: ${tokens.fontSizes.lg};
  font-weight: 600;
`;

/** Big minus and plus buttons around a value, in large steps; the value is announced. */
export function Stepper({
  label,
  value,
  min,
  max,
  step,
  format = String,
  decreaseLabel,
  increaseLabel,
  onChange,
  disabled,
  busy,
}: StepperProps) {
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <span id={labelId} hidden>
        {label}
      </span>
      <Button
        variant="secondary"
        size="large"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        busy={busy}
        onClick={() => onChange(Math.max(min, value - step))}
      >
        −
      </Button>
      <Value aria-live="polite" aria-label={`${label}: ${format(value)}`}>
        {format(value)}
      </Value>
      <Button
        variant="secondary"
        size="large"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        busy={busy}
        onClick={() => onChange(Math.min(max, value + step))}
      >
        +
      </Button>
    </Group>
  );
}
