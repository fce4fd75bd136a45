import { looksLikeEmail } from '../http/requestInput.ts';
import { checkSearchText, SEARCH_TOO_SHORT } from '../http/searchInput.ts';
import {
  HIDEABLE_FIELDS,
  type HideableField,
  RELATIONSHIPS,
  type Relationship,
} from '../users/userTypes.ts';

/** Spec 5 messages, word for word (their spelling included). */
export const MESSAGES = {
  firstNameRequired: 'The first name is required',
  lastNameRequired: 'The last name is required',
  emailRequired: 'The email is required.',
  invalidEmail: 'Please enter a valid email address.',
  relationshipRequired: 'Please selact a relationship',
  phoneInvalid: 'Please enter a valid phone number',
  required: 'This information is required.',
  searchMin: SEARCH_TOO_SHORT,
} as const;

/** Spec 9: the voice-assistant address book holds at most 10 phone numbers. */
export const VOICE_PHONE_LIMIT = 10;
export const BIOGRAPHY_MAX = 2000;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A phone number as the 10 national digits plus any extension digits, or undefined when it is
 * not a number (spec 5: a leading + has its country part dropped).
 */
export function normalizePhone(raw: string): string | undefined {
  const text = raw.trim();
  if (!/^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x|#)\s*\d+)?$/i.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    const grouped = /^\+\s*(\d{1,3})(?=[\s.\-/(])/.exec(text);
    digits = grouped
      ? digits.slice(grouped[1].length)
      : digits.slice(Math.min(3, Math.max(1, digits.length - 10)));
  }
  if (digits.length < 10 || digits.length > 16) return undefined;
  return digits;
}

export interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  relationship: Relationship;
  primaryPhone: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Spec 5, invite a friend or family: names, email and relationship required; phone optional. */
export function checkInvite(raw: Record<string, unknown>): Checked<InviteInput> {
  const firstName = text(raw.firstName);
  const lastName = text(raw.lastName);
  const email = text(raw.email);
  const relationship = text(raw.relationship);
  const phone = text(raw.primaryPhone);
  if (!firstName) return { ok: false, message: MESSAGES.firstNameRequired };
  if (!lastName) return { ok: false, message: MESSAGES.lastNameRequired };
  if (!email) return { ok: false, message: MESSAGES.emailRequired };
  if (!looksLikeEmail(email)) return { ok: false, message: MESSAGES.invalidEmail };
  if (!(RELATIONSHIPS as readonly string[]).includes(relationship)) {
    return { ok: false, message: MESSAGES.relationshipRequired };
  }
  let primaryPhone: string | null = null;
  if (phone) {
    const normalized = normalizePhone(phone);
    if (!normalized) return { ok: false, message: MESSAGES.phoneInvalid };
    primaryPhone = normalized;
  }
  if (firstName.length > 100 || lastName.length > 100) {
    return { ok: false, message: MESSAGES.required };
  }
  return {
    ok: true,
    value: { firstName, lastName, email, relationship: relationship as Relationship, primaryPhone },
  };
}

export function checkHideableFields(properties: readonly string[]): Checked<HideableField[]> {
  const unknown = properties.filter((p) => !(HIDEABLE_FIELDS as readonly string[]).includes(p));
  if (properties.length === 0 || unknown.length > 0) {
    return {
      ok: false,
      message: `Properties must be some of ${HIDEABLE_FIELDS.join(', ')}.`,
    };
  }
  return { ok: true, value: [...new Set(properties)] as HideableField[] };
}

export interface AddressBookContactInput {
  type: string;
  phoneNumbers: readonly string[];
  name: string;
}

/**
 * New voice-assistant contacts: type pstn, a name, valid numbers that the book does not hold
 * yet (each number once), and no more than 10 numbers in the whole book once added (spec 4
 * and 9). `numbersInBook` are normalised numbers.
 */
export function checkAddressBookContacts(
  contacts: readonly AddressBookContactInput[],
  numbersInBook: readonly string[],
  namesInBook: readonly string[],
): Checked<{ name: string; phoneNumbers: string[] }[]> {
  if (contacts.length === 0) return { ok: false, message: MESSAGES.required };
  const checked: { name: string; phoneNumbers: string[] }[] = [];
  const names = new Set(namesInBook.map((name) => name.toLowerCase()));
  const numbers = new Set(numbersInBook);
  for (const contact of contacts) {
    if (contact.type !== 'pstn') return { ok: false, message: 'Only pstn contacts can be added.' };
    const name = contact.name.trim();
    if (!name || name.length > 100) return { ok: false, message: MESSAGES.required };
    if (names.has(name.toLowerCase())) {
      return { ok: false, message: `The address book already has a contact named ${name}.` };
    }
    names.add(name.toLowerCase());
    if (contact.phoneNumbers.length === 0) return { ok: false, message: MESSAGES.phoneInvalid };
    const phoneNumbers: string[] = [];
    for (const raw of contact.phoneNumbers) {
      const normalized = normalizePhone(raw);
      if (!normalized) return { ok: false, message: MESSAGES.phoneInvalid };
      if (numbers.has(normalized)) {
        return { ok: false, message: `The address book already has the number ${raw.trim()}.` };
      }
      numbers.add(normalized);
      phoneNumbers.push(normalized);
    }
    checked.push({ name, phoneNumbers });
  }
  if (numbers.size > VOICE_PHONE_LIMIT) {
    return {
      ok: false,
      message: `The address book can hold at most ${VOICE_PHONE_LIMIT} phone numbers.`,
    };
  }
  return { ok: true, value: checked };
}

/**
 * The words of a search as a PostgreSQL prefix tsquery (`eleanor:* & whit:*`), or undefined
 * when fewer than 2 characters remain. Only letters and digits reach the tsquery.
 */
export function searchTsQuery(input: string): string | undefined {
  const checked = checkSearchText(input);
  if (!checked.ok) return undefined;
  const words = checked.text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return words.map((word) => `${word}:*`).join(' & ');
}
