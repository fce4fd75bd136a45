/** Who a person is to the portal (spec 3) and what that allows (spec 6). */

export const USER_TYPES = ['Resident', 'Contact', 'Staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** roles[0] decides what a user may do. */
export const ROLES = ['Resident', 'Family', 'Staff', 'Advocate'] as const;
export type Role = (typeof ROLES)[number];

/** The first of a person's roles; a person without a known one gets their user type's. */
export function primaryRole(roles: readonly string[], userType: UserType): Role {
  const first = roles[0];
  if ((ROLES as readonly string[]).includes(first)) return first as Role;
  return userType === 'Contact' ? 'Family' : userType;
}

/** Share (an invitation to the portal, SendInvite) is for residents and staff (spec 2, 6). */
export const SHARE_ROLES: readonly Role[] = ['Resident', 'Staff'];

/** Whether a person of this role may use Share and send invites (spec 2, 6). */
export function mayShare(role: string | null | undefined): boolean {
  return (SHARE_ROLES as readonly (string | null | undefined)[]).includes(role);
}

/** Chat is for everyone but staff (spec 2, 6). */
export const CHAT_ROLES: readonly Role[] = ['Resident', 'Family', 'Advocate'];

/** Home controls are for a resident whose home system is Deployed (spec 6). */
export function mayUseHomeControls(role: Role, systemStatus: string | null | undefined): boolean {
  return role === 'Resident' && systemStatus === 'Deployed';
}

/** Spec 3, relationship options; "In Laws" is stored as its value In_Laws. */
export const RELATIONSHIPS = [
  'Spouse',
  'Sibling',
  'Son',
  'Daughter',
  'Grandson',
  'Granddaughter',
  'Friend',
  'Other',
  'In_Laws',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Resident properties a resident can hide from others (spec 6, profile privacy). */
export const HIDEABLE_FIELDS = [
  'profile',
  'email',
  'primaryPhone',
  'secondaryPhone',
  'birthdate',
] as const;
export type HideableField = (typeof HIDEABLE_FIELDS)[number];
