import {
  CODE_LENGTH,
  EMAIL_MAX,
  GUEST_NAME_MIN,
  RELATIONSHIP_OPTIONS,
  SEARCH_MAX,
  SEARCH_MIN,
} from './constants.ts';
import { parsePhone } from './phone.ts';
import { strings } from './strings.ts';

/** A validator gives the message to show, or `undefined` when the value is fine. */
export type Validator = (value: string) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail address as written (already trimmed): one @, a dotted domain, at most 254 characters. */
export function isEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return strings.emailRequired;
  if (!isEmail(email)) return strings.invalidEmail;
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

/** The text to search for, or the message when it is too short once stripped, or too long. */
export function checkSearchText(
  input: string,
): { ok: true; text: string } | { ok: false; message: string } {
  if (input.length > SEARCH_MAX) return { ok: false, message: strings.searchMax };
  const text = stripSearchInput(input);
  if (text.length < SEARCH_MIN) return { ok: false, message: strings.searchMin };
  return { ok: true, text };
}

/** Search needs at least 2 characters once stripped, and at most 100 as typed. */
export function validateSearch(value: string): string | undefined {
  const checked = checkSearchText(value);
  return checked.ok ? undefined : checked.message;
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
