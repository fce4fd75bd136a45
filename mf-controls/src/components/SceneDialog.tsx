import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  type EntityState,
  RadioGroup,
  SCENE_KINDS,
  SCENE_LIMITS,
  type Scene,
  type SceneDraft,
  type SceneKind,
  type SceneWhen,
  Select,
  sceneActionsProblem,
  sceneNameProblem,
  sceneWhenProblem,
  TextField,
  tokens,
  WEEKDAY_NAMES,
  type Weekday,
} from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { asDevice, type Device, groupDevices } from '../lib/devices';
import {
  actionText,
  blankWhen,
  choiceIndex,
  choicesWith,
  KIND_LABELS,
  triggerChoices,
  whenText,
} from '../lib/scenes';

const STEPS = ['Name', 'When', 'What it does', 'Check and save'] as const;

const StepHeading = styled.h3`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSizes.md};
`;

const Days = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  column-gap: ${tokens.space.md};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};

  legend {
    padding-inline: ${tokens.space.xxs};
  }
`;

const ActionRow = styled.fieldset`
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  margin: 0 0 ${tokens.space.md};
`;

export interface SceneDialogProps {
  /** The scene to edit, or null to add one. */
  scene: Scene | null;
  entities: Record<string, EntityState>;
  onSave: (draft: SceneDraft) => Promise<string | null>;
  onClose: () => void;
}

function allDevices(entities: Record<string, EntityState>): Device[] {
  return groupDevices(entities).flatMap((group) => group.devices);
}

/**
 * Adding or editing a scene, one question at a time (spec 2: the scene dialogs' steppers):
 * its name and kind, when it runs, what it does, and a last look before saving. What was
 * chosen stays when going back, and when saving fails.
 */
export function SceneDialog({ scene, entities, onSave, onClose }: SceneDialogProps) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<SceneDraft>(
    () =>
      scene ?? {
        name: '',
        when: blankWhen('timed'),
        actions: [{ entityId: '', service: '' }],
      },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = new Set(Object.keys(entities));
  const devices = allDevices(entities);

  useEffect(() => {
    if (step > 0) heading.current?.focus();
  }, [step]);

  const stepProblem = (index: number): string | null =>
    [
      () => sceneNameProblem(draft.name),
      () => sceneWhenProblem(draft.when, ids),
      () => sceneActionsProblem(draft.actions, ids),
      () => null,
    ][index]();

  const next = async () => {
    const found = stepProblem(step);
    setProblem(found);
    if (found) return;
    if (step < STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    setSaving(true);
    const refusal = await onSave({ ...draft, name: draft.name.trim() });
    setSaving(false);
    if (refusal) setProblem(refusal);
  };

  const setWhen = (when: SceneWhen) => setDraft({ ...draft, when });
  const when = draft.when;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${scene ? 'Edit the scene' : 'Add a scene'}: step ${step + 1} of ${STEPS.length}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {step > 0 ? (
            <Button
              variant="secondary"
              onClick={() => {
                setProblem(null);
                setStep(step - 1);
              }}
            >
              Back
            </Button>
          ) : null}
          <Button busy={saving} onClick={() => void next()}>
            {step === STEPS.length - 1 ? 'Save the scene' : 'Next'}
          </Button>
        </>
      }
    >
      <StepHeading ref={heading} tabIndex={-1}>
        {STEPS[step]}
      </StepHeading>
      {problem ? <Banner severity="error">{problem}</Banner> : null}

      {step === 0 ? (
        <>
          <TextField
            label="Name"
            value={draft.name}
            maxLength={SCENE_LIMITS.nameMax}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            data-autofocus
          />
          <RadioGroup<SceneKind>
            legend="It runs"
            value={when.kind}
            options={SCENE_KINDS.map((kind) => ({ label: KIND_LABELS[kind], value: kind }))}
            onChange={(kind) => setWhen(kind === when.kind ? when : blankWhen(kind))}
          />
        </>
      ) : null}

      {step === 1 ? <WhenStep when={when} devices={devices} onChange={setWhen} /> : null}

      {step === 2 ? (
        <>
          {draft.actions.map((action, index) => {
            const device = asDevice(entities[action.entityId]);
            const choices = device ? choicesWith(device, action) : [];
            const chosen = choiceIndex(choices, action);
            const replace = (changed: SceneDraft['actions'][number]) =>
              setDraft({
                ...draft,
                actions: draft.actions.map((old, at) => (at === index ? changed : old)),
              });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id of their own.
              <ActionRow key={index}>
                <legend>Device {index + 1}</legend>
                <Select
                  label="Device"
                  placeholder="Choose a device"
                  value={action.entityId}
                  options={devices.map((d) => ({ label: d.name, value: d.entity.entity_id }))}
                  onChange={(event) => replace({ entityId: event.target.value, service: '' })}
                />
                <Select
                  label="What it does"
                  placeholder="Choose what it does"
                  value={chosen < 0 ? '' : String(chosen)}
                  disabled={!device}
                  options={choices.map((choice, at) => ({
                    label: choice.label,
                    value: String(at),
                  }))}
                  onChange={(event) => {
                    const choice = choices[Number(event.target.value)];
                    if (choice)
                      replace({
                        entityId: action.entityId,
                        service: choice.service,
                        data: choice.data,
                      });
                  }}
                />
                {draft.actions.length > 1 ? (
                  <Button
                    variant="link"
                    onClick={() =>
                      setDraft({ ...draft, actions: draft.actions.filter((_, at) => at !== index) })
                    }
                  >
                    Take out device {index + 1}
                  </Button>
                ) : null}
              </ActionRow>
            );
          })}
          {draft.actions.length < SCENE_LIMITS.actionsMax ? (
            <Button
              variant="secondary"
              onClick={() =>
                setDraft({ ...draft, actions: [...draft.actions, { entityId: '', service: '' }] })
              }
            >
              Add another device
            </Button>
          ) : null}
        </>
      ) : null}

      {step === 3 ? (
        <>
          <p>
            <strong>{draft.name.trim()}</strong>
          </p>
          <p>{whenText(when, entities)}</p>
          <ul>
            {draft.actions.map((action) => (
              <li key={`${action.entityId}-${action.service}`}>{actionText(action, entities)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}

function WhenStep({
  when,
  devices,
  onChange,
}: {
  when: SceneWhen;
  devices: Device[];
  onChange: (when: SceneWhen) => void;
}) {
  switch (when.kind) {
    case 'timed':
      return (
        <>
          <TextField
            label="Time"
            type="time"
            value={when.at}
            onChange={(event) => onChange({ ...when, at: event.target.value })}
            data-autofocus
          />
          <Days>
            <legend>Days</legend>
            {WEEKDAY_NAMES.map((name, day) => (
              <Checkbox
                key={name}
                label={name}
                checked={when.days.includes(day as Weekday)}
                onChange={(event) =>
                  onChange({
                    ...when,
                    days: event.target.checked
                      ? [...when.days, day as Weekday].sort()
                      : when.days.filter((other) => other !== day),
                  })
                }
              />
            ))}
          </Days>
        </>
      );
    case 'temperature': {
      const thermostats = devices.filter((device) => device.kind === 'thermostat');
      return (
        <>
          <Select
            label="Thermostat"
            placeholder="Choose the thermostat"
            value={when.entityId}
            options={thermostats.map((d) => ({ label: d.name, value: d.entity.entity_id }))}
            onChange={(event) => onChange({ ...when, entityId: event.target.value })}
          />
          <RadioGroup<'above' | 'below'>
            legend="When the room gets"
            value={when.direction}
            options={[
              { label: 'Warmer than', value: 'above' },
              { label: 'Cooler than', value: 'below' },
            ]}
            onChange={(direction) => onChange({ ...when, direction })}
          />
          <Select
            label="Temperature"
            value={String(when.value)}
            options={Array.from({ length: 31 }, (_, at) => 60 + at).map((value) => ({
              label: `${value}°`,
              value: String(value),
            }))}
            onChange={(event) => onChange({ ...when, value: Number(event.target.value) })}
          />
        </>
      );
    }
    case 'trigger':
    case 'advanced': {
      const starters = devices.filter((device) => triggerChoices(device).length > 0);
      const device = starters.find((d) => d.entity.entity_id === when.entityId);
      return (
        <>
          <Select
            label="Device"
            placeholder="Choose a device"
            value={when.entityId}
            options={starters.map((d) => ({ label: d.name, value: d.entity.entity_id }))}
            onChange={(event) => onChange({ ...when, entityId: event.target.value, to: '' })}
          />
          <Select
            label="When it"
            placeholder="Choose a change"
            value={when.to}
            disabled={!device}
            options={device ? triggerChoices(device) : []}
            onChange={(event) => onChange({ ...when, to: event.target.value })}
          />
          {when.kind === 'advanced' ? (
            <>
              <TextField
                label="Only after"
                type="time"
                value={when.after}
                onChange={(event) => onChange({ ...when, after: event.target.value })}
              />
              <TextField
                label="And before"
                type="time"
                value={when.before}
                onChange={(event) => onChange({ ...when, before: event.target.value })}
              />
            </>
          ) : null}
        </>
      );
    }
  }
}
