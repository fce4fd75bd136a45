import {
  checkSearchText,
  HIDEABLE_FIELDS,
  type HideableField,
  isEmail,
  normalizePhone,
  RELATIONSHIPS,
  type Relationship,
  strings,
  VOICE_PHONE_LIMIT,
} from '@portal/contracts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

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
  if (!firstName) return { ok: false, message: strings.firstNameRequired };
  if (!lastName) return { ok: false, message: strings.lastNameRequired };
  if (!email) return { ok: false, message: strings.emailRequired };
  if (!isEmail(email)) return { ok: false, message: strings.invalidEmail };
  if (!(RELATIONSHIPS as readonly string[]).includes(relationship)) {
    return { ok: false, message: strings.relationshipRequired };
  }
  let primaryPhone: string | null = null;
  if (phone) {
    const normalized = normalizePhone(phone);
    if (!normalized) return { ok: false, message: strings.phoneInvalid };
    primaryPhone = normalized;
  }
  if (firstName.length > 100 || lastName.length > 100) {
    return { ok: false, message: strings.required };
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
  if (contacts.length === 0) return { ok: false, message: strings.required };
  const checked: { name: string; phoneNumbers: string[] }[] = [];
  const names = new Set(namesInBook.map((name) => name.toLowerCase()));
  const numbers = new Set(numbersInBook);
  for (const contact of contacts) {
    if (contact.type !== 'pstn') return { ok: false, message: 'Only pstn contacts can be added.' };
    const name = contact.name.trim();
    if (!name || name.length > 100) return { ok: false, message: strings.required };
    if (names.has(name.toLowerCase())) {
      return { ok: false, message: `The address book already has a contact named ${name}.` };
    }
    names.add(name.toLowerCase());
    if (contact.phoneNumbers.length === 0) return { ok: false, message: strings.phoneInvalid };
    const phoneNumbers: string[] = [];
    for (const raw of contact.phoneNumbers) {
      const normalized = normalizePhone(raw);
      if (!normalized) return { ok: false, message: strings.phoneInvalid };
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
