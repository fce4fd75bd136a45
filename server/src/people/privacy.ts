import type { Role, UserType } from '@portal/contracts';

/**
 * Spec 6, profile privacy. A resident may hide their whole profile and, one by one, their
 * email, primary phone, secondary phone and birthday. Hidden values never leave the server
 * for anyone but their owner: not for other residents, not for family, not for staff
 * (docs/ARCHITECTURE.md, "People and privacy").
 */

/** Someone asking about people: who they are and what role drives their rights. */
export interface Viewer {
  userId: string;
  userType: UserType;
  role: Role;
}

/** The fields of a person the privacy rules look at. */
export interface PersonPrivacy {
  id: string;
  userType: UserType;
  optOutOfDirectory: boolean;
  hiddenFields: readonly string[];
}

/** A person's values that a hidden field can withhold. */
export interface PersonContactFields {
  email: string | null;
  primaryPhone: string | null;
  phoneNumber: string | null;
  secondaryPhone: string | null;
  birthdate: string | null;
  biography: string | null;
  profileImage: string | null;
  thumbnail: string | null;
  address: string | null;
  building: string | null;
}

export const HIDDEN_PROFILE = 'profile';

export function isOwner(viewer: Viewer, person: Pick<PersonPrivacy, 'id'>): boolean {
  return viewer.userId === person.id;
}

export function hasHiddenProfile(person: Pick<PersonPrivacy, 'hiddenFields'>): boolean {
  return person.hiddenFields.includes(HIDDEN_PROFILE);
}

/**
 * Whether the viewer may know this person exists at all (details and search). An opted-out
 * resident is invisible to every other resident and to family; staff still find them, as the
 * chat rule of spec 6 (opt-outs are excluded only "when the searcher is a resident") implies
 * and as care requires. Directory lists exclude opted-out residents for everyone
 * (see directoryRules.ts).
 */
export function canSeePerson(viewer: Viewer, person: PersonPrivacy): boolean {
  if (isOwner(viewer, person)) return true;
  if (person.userType === 'Resident' && person.optOutOfDirectory) return viewer.role === 'Staff';
  return true;
}

/** Whether one hideable field of the person may be shown to the viewer. */
export function isFieldVisible(viewer: Viewer, person: PersonPrivacy, field: string): boolean {
  if (isOwner(viewer, person)) return true;
  if (hasHiddenProfile(person)) return false;
  return !person.hiddenFields.includes(field);
}

/**
 * The person's values as the viewer may see them: each hidden field becomes null, and a hidden
 * profile leaves only the name. The resident's own `phoneNumber` counts as their primary phone.
 */
export function redactPerson<T extends PersonContactFields>(
  viewer: Viewer,
  person: PersonPrivacy,
  values: T,
): T {
  if (isOwner(viewer, person)) return values;
  const visible = (field: string) => isFieldVisible(viewer, person, field);
  const profile = !hasHiddenProfile(person);
  return {
    ...values,
    email: visible('email') ? values.email : null,
    primaryPhone: visible('primaryPhone') ? values.primaryPhone : null,
    phoneNumber: visible('primaryPhone') ? values.phoneNumber : null,
    secondaryPhone: visible('secondaryPhone') ? values.secondaryPhone : null,
    birthdate: visible('birthdate') ? values.birthdate : null,
    biography: profile ? values.biography : null,
    profileImage: profile ? values.profileImage : null,
    thumbnail: profile ? values.thumbnail : null,
    address: profile ? values.address : null,
    building: profile ? values.building : null,
  };
}

/**
 * Spec 6: "While the profile is hidden the user cannot communicate with others." Chat, calls
 * and anything else that starts a conversation should ask this for both ends: someone with a
 * hidden profile can neither start a conversation nor be offered as someone to talk to.
 */
export function canCommunicate(
  from: Pick<PersonPrivacy, 'hiddenFields'>,
  to: Pick<PersonPrivacy, 'hiddenFields'>,
): boolean {
  return !hasHiddenProfile(from) && !hasHiddenProfile(to);
}
