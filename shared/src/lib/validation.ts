import { CODE_LENGTH, GUEST_NAME_MIN, RELATIONSHIP_OPTIONS, SEARCH_MIN } from './constants';
import { parsePhone } from './phone';
import { strings } from './strings';

/** A validator gives the message to show, or `undefined` when the value is fine. */
export type Validator = (value: string) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return strings.emailRequired;
  if (!EMAIL.test(email)) return strings.invalidEmail;
  return undefined;
}

/** Passwords are taken exactly as typed: only an empty one is refused here. */
export function validatePassword(value: string): string | undefined {
  return value === '' ? strings.passwordRequired : undefined;
}

export function validateRequired(value: string): string | undefined {
  return value.trim() ? undefined : strings.required;
}

export function validateFirstName(value: string): string | undefined {
  return value.trim() ? undefined : strings.firstNameRequired;
}

export function validateLastName(value: string): string | undefined {
  return value.trim() ? undefined : strings.lastNameRequired;
}

/** The relationship must be one of the option values (spec 3). */
export function validateRelationship(value: string): string | undefined {
  return RELATIONSHIP_OPTIONS.some((option) => option.value === value)
    ? undefined
    : strings.relationshipRequired;
}

/** A reset code: required, then exactly 6 letters or digits. */
export function validateCode(value: string): string | undefined {
  const code = value.trim();
  if (!code) return strings.codeRequired;
  if (code.length !== CODE_LENGTH || !/^[a-z0-9]+$/i.test(code)) return strings.codeInvalid;
  return undefined;
}

/**
 * A guest's name: required, letters only (words may be separated by spaces, hyphens or
 * apostrophes), and at least 3 letters.
 */
export function validateGuestName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return strings.guestRequired;
  if (!/^\p{L}+(?:[\s'’-]+\p{L}+)*$/u.test(name)) return strings.guestLettersOnly;
  if ((name.match(/\p{L}/gu) ?? []).length < GUEST_NAME_MIN) return strings.guestMin;
  return undefined;
}

/**
 * Keep only letters, digits, spaces and `. , ' - @ &` (spec 5), with runs of white space
 * collapsed and the ends trimmed.
 */
export function stripSearchInput(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\s.,'@&-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search needs at least 2 characters once stripped. */
export function validateSearch(value: string): string | undefined {
  return stripSearchInput(value).length < SEARCH_MIN ? strings.searchMin : undefined;
}

/** The confirmation of a new password: required, then the same as the password. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): string | undefined {
  if (confirmation === '') return strings.confirmPasswordRequired;
  if (password !== confirmation) return strings.passwordMismatch;
  return undefined;
}

/** A phone number; an empty one is fine unless `required`. */
export function validatePhone(value: string, required = false): string | undefined {
  if (!value.trim()) return required ? strings.phoneInvalid : undefined;
  return parsePhone(value) ? undefined : strings.phoneInvalid;
}
