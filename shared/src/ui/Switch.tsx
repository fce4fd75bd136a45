import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { describedBy, Hint } from './FieldParts';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Words shown beside the switch for its two states, so colour is not the only cue. */
  stateText?: { on: string; off: string } | false;
}

const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  min-height: ${tokens.targetSize}px;
  padding-block: ${tokens.space.xxs};
  cursor: pointer;
  font-size: ${tokens.fontSizes.md};
`;

const Control = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  flex: none;
`;

const State = styled.span`
  min-width: 2.25em;
  text-align: end;
  color: ${tokens.colors.textMuted};
`;

const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 3.5rem;
  height: 2rem;
  margin: 0;
  border: 2px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.round};
  background: ${tokens.colors.surfaceHover};
  cursor: inherit;
  transition: background-color ${tokens.motion.fast} ease-out;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 0.2rem;
    width: 1.35rem;
    height: 1.35rem;
    border-radius: 50%;
    background: ${tokens.colors.textMuted};
    transform: translateY(-50%);
    transition: transform ${tokens.motion.fast} ease-out;
  }

  &:checked {
    background: ${tokens.colors.primary};
    border-color: ${tokens.colors.primary};
  }
  &:checked::before {
    background: ${tokens.colors.onPrimary};
    transform: translate(1.45rem, -50%);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** An on/off switch: a native checkbox with `role="switch"`, labelled, 44px tall. */
export function Switch({
  label,
  hint,
  stateText = { on: 'On', off: 'Off' },
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...input
}: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}switch`;
  const hintId = `${inputId}-hint`;
  const on = Boolean(input.checked);
  return (
    <div className={className}>
      <Row htmlFor={inputId}>
        <span>{label}</span>
        <Control>
          {stateText && input.checked !== undefined && (
            <State aria-hidden="true">{on ? stateText.on : stateText.off}</State>
          )}
          <Track
            {...input}
            type="checkbox"
            role="switch"
            id={inputId}
            aria-describedby={describedBy(extraDescribedBy, Boolean(hint) && hintId)}
          />
        </Control>
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}
