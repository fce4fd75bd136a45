import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
  validateRelationship,
} from '@portal/shared';

export interface ShareValues {
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  primaryPhone: string;
}

export type ShareErrors = Partial<Record<keyof ShareValues, string>>;

export const EMPTY_SHARE: ShareValues = {
  firstName: '',
  lastName: '',
  email: '',
  relationship: '',
  primaryPhone: '',
};

/** Spec 5, invite a friend or family: names, email and relationship required; phone optional. */
export function validateShare(values: ShareValues): ShareErrors {
  const errors: ShareErrors = {
    firstName: validateFirstName(values.firstName),
    lastName: validateLastName(values.lastName),
    email: validateEmail(values.email),
    relationship: validateRelationship(values.relationship),
    primaryPhone: validatePhone(values.primaryPhone),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

export const MATCH_MESSAGES = {
  NEW_CONTACT: 'Your invitation is on its way to {name}.',
  EXISTING_CONTACT:
    '{name} already has an account; they will be connected to you once they accept your invitation.',
  ALREADY_LINKED: '{name} is already connected to you or invited, so no new invitation was sent.',
} as const;
