import { randomUUID } from 'node:crypto';
import Ajv, { type ValidateFunction } from 'ajv';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { findForm } from './feedRepository.ts';
import { formIsSwitchedOff, SWITCHED_OFF } from './feedSwitches.ts';

export interface FormSubmissionInput {
  formId: string;
  data: string;
  communityId: string;
  userId: string;
}

export interface FormSubmission {
  id: string;
  createdAt: string;
  status: string;
}

export type SubmissionRefusal =
  | { kind: 'bad-input'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'not-found'; message: string };

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const validators = new Map<string, ValidateFunction>();

function validatorFor(formId: string, schema: Record<string, unknown>): ValidateFunction {
  const key = `${formId}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** Spec 5: formId, data (text), userId and communityId are all required. */
export function missingField(input: Partial<FormSubmissionInput>): string | null {
  for (const name of ['formId', 'data', 'userId', 'communityId'] as const) {
    const value = input[name];
    if (typeof value !== 'string' || value.trim() === '') return name;
  }
  return null;
}

/** The submitted text as a JSON object, or null when it is not one. */
export function parseFormData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Why `data` does not fit the schema, in words; null when it fits. */
export function schemaProblems(
  formId: string,
  schema: Record<string, unknown>,
  data: Record<string, unknown>,
): string | null {
  const validate = validatorFor(formId, schema);
  if (validate(data)) return null;
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is not valid'}`)
    .join('; ');
}

/**
 * Checks a submission (fields, caller, community, form, data against the form's JSON schema)
 * and stores it only when everything holds. A refusal changes nothing.
 */
export async function submitForm(
  db: Db,
  caller: Pick<CallerSession, 'userId' | 'memberOf'>,
  input: Partial<FormSubmissionInput>,
): Promise<FormSubmission | SubmissionRefusal> {
  const missing = missingField(input);
  if (missing) return { kind: 'bad-input', message: `${missing} is required.` };
  const { formId, data, communityId, userId } = input as FormSubmissionInput;
  if (userId !== caller.userId) {
    return { kind: 'forbidden', message: 'A form can only be submitted as yourself.' };
  }
  if (!caller.memberOf.includes(communityId)) {
    return { kind: 'forbidden', message: 'You do not belong to this community.' };
  }
  const form = await findForm(db, formId, [communityId]);
  if (!form) return { kind: 'not-found', message: 'There is no such form.' };
  if (await formIsSwitchedOff(db, form.id, communityId)) {
    return { kind: 'forbidden', message: SWITCHED_OFF.requests };
  }
  const parsed = parseFormData(data);
  if (!parsed) return { kind: 'bad-input', message: 'data must be a JSON object.' };
  const problems = schemaProblems(form.id, form.schema, parsed);
  if (problems) return { kind: 'bad-input', message: `The form data is not valid: ${problems}` };
  const [row] = await db.query<{ id: string; created_at: Date | string; status: string }>(
    `INSERT INTO form_submissions (id, form_id, community_id, user_id, data)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at, status`,
    [randomUUID(), form.id, communityId, caller.userId, JSON.stringify(parsed)],
  );
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
  };
}

export function isRefusal(value: FormSubmission | SubmissionRefusal): value is SubmissionRefusal {
  return 'kind' in value;
}
