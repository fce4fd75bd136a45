import {
  Banner,
  Button,
  RadioGroup,
  Select,
  selectCommunity,
  TextField,
  tokens,
  validateWellnessBirthdate,
  validateWellnessGender,
  validateWellnessHeight,
  validateWellnessWeight,
  WELLNESS_GENDERS,
  type WellnessGender,
  type WellnessUserInformation,
} from '@portal/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useSaveUserInformationMutation, wellnessProblem } from '../api/wellnessApi';
import {
  chooseUnits,
  heightShown,
  heightStored,
  UNIT_LABELS,
  type Units,
  useUnits,
  weightShown,
  weightStored,
} from '../lib/units';
import { communityToday } from '../lib/useCommunityToday';

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 32rem;
`;

const GENDER_LABELS: Record<WellnessGender, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

const UNIT_OPTIONS = [
  { value: 'us', label: 'Inches and pounds' },
  { value: 'metric', label: 'Centimetres and kilograms' },
] as const;

type Field = 'height' | 'weight' | 'birthdate' | 'gender';

interface Draft {
  height: string;
  weight: string;
  birthdate: string;
  gender: string;
}

function draftOf(information: WellnessUserInformation, units: Units): Draft {
  return {
    height: information.height === null ? '' : String(heightShown(information.height, units)),
    weight: information.weight === null ? '' : String(weightShown(information.weight, units)),
    birthdate: information.birthdate ?? '',
    gender: information.gender ?? '',
  };
}

/** A typed number, or NaN when it is not one (so the shared rules refuse it). */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export interface InformationFormProps {
  information: WellnessUserInformation;
  submitLabel: string;
  /** A save is asked for (before the checks). */
  onSubmit?(): void;
  onSaved(setupComplete: boolean): void;
}

/**
 * Height, weight, birthdate and gender, in the units the person chose (inches and pounds
 * unless metric), checked with the service's own rules before anything is sent. What was
 * typed stays when saving fails.
 */
export function InformationForm(props: InformationFormProps) {
  const { information, submitLabel, onSubmit, onSaved } = props;
  const units = useUnits();
  const community = useSelector(selectCommunity);
  const [draft, setDraft] = useState(() => draftOf(information, units));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveUserInformationMutation();
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const change = (field: Field) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // What is shown is rounded: a field that still shows a known value keeps that value exactly,
  // through any number of switches between units.
  const [exact, setExact] = useState({ height: information.height, weight: information.weight });
  const storedHeight = (text: string, shownIn: Units) =>
    exact.height !== null && text === String(heightShown(exact.height, shownIn))
      ? exact.height
      : heightStored(numberOf(text), shownIn);
  const storedWeight = (text: string, shownIn: Units) =>
    exact.weight !== null && text === String(weightShown(exact.weight, shownIn))
      ? exact.weight
      : weightStored(numberOf(text), shownIn);

  const switchUnits = (next: Units) => {
    // What is typed keeps its meaning: convert it to the newly chosen units.
    const height = storedHeight(draft.height, units);
    const weight = storedWeight(draft.weight, units);
    setExact({
      height: Number.isFinite(height) ? height : null,
      weight: Number.isFinite(weight) ? weight : null,
    });
    setDraft((current) => ({
      ...current,
      height: Number.isFinite(height) ? String(heightShown(height, next)) : current.height,
      weight: Number.isFinite(weight) ? String(weightShown(weight, next)) : current.weight,
    }));
    chooseUnits(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    onSubmit?.();
    const today = communityToday(community);
    const input = {
      height: storedHeight(draft.height, units),
      weight: storedWeight(draft.weight, units),
      birthdate: draft.birthdate,
      gender: draft.gender as WellnessGender,
    };
    const found: Partial<Record<Field, string>> = {};
    const heightProblem = validateWellnessHeight(input.height);
    const weightProblem = validateWellnessWeight(input.weight);
    const birthdateProblem = validateWellnessBirthdate(input.birthdate, today);
    const genderProblem = validateWellnessGender(input.gender);
    if (heightProblem) found.height = heightProblem;
    if (weightProblem) found.weight = weightProblem;
    if (birthdateProblem) found.birthdate = birthdateProblem;
    if (genderProblem) found.gender = genderProblem;
    setErrors(found);
    const first = (['height', 'weight', 'birthdate', 'gender'] as const).find((f) => found[f]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    const result = await save(input);
    if ('error' in result) {
      setProblem(wellnessProblem(result.error));
      return;
    }
    onSaved(result.data.setupComplete);
  };

  return (
    <Form noValidate onSubmit={submit}>
      {problem && <Banner severity="error">{problem}</Banner>}
      <RadioGroup<Units>
        legend="Units"
        value={units}
        options={UNIT_OPTIONS}
        onChange={switchUnits}
      />
      <TextField
        ref={(element) => {
          fields.current.height = element;
        }}
        label={`Height (${UNIT_LABELS[units].height})`}
        inputMode="decimal"
        autoComplete="off"
        value={draft.height}
        error={errors.height}
        onChange={(event) => change('height')(event.target.value)}
      />
      <TextField
        ref={(element) => {
          fields.current.weight = element;
        }}
        label={`Weight (${UNIT_LABELS[units].weight})`}
        inputMode="decimal"
        autoComplete="off"
        value={draft.weight}
        error={errors.weight}
        onChange={(event) => change('weight')(event.target.value)}
      />
      <TextField
        ref={(element) => {
          fields.current.birthdate = element;
        }}
        label="Birthdate"
        type="date"
        autoComplete="bday"
        value={draft.birthdate}
        error={errors.birthdate}
        onChange={(event) => change('birthdate')(event.target.value)}
      />
      <Select
        ref={(element) => {
          fields.current.gender = element;
        }}
        label="Gender"
        placeholder="Choose"
        value={draft.gender}
        error={errors.gender}
        options={WELLNESS_GENDERS.map((gender) => ({
          value: gender,
          label: GENDER_LABELS[gender],
        }))}
        onChange={(event) => change('gender')(event.target.value)}
      />
      <div>
        <Button type="submit" busy={saving.isLoading}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
