import type { Viewer } from './privacy.ts';

/** Spec 9: directory role codes. */
export const DIRECTORY_ROLE_CODES = { residents: 2, friends: 3, staff: 4 } as const;
export type DirectoryList = keyof typeof DIRECTORY_ROLE_CODES;

export function listForRoleCode(code: number): DirectoryList | undefined {
  const entry = Object.entries(DIRECTORY_ROLE_CODES).find(([, value]) => value === code);
  return entry?.[0] as DirectoryList | undefined;
}

/** How one directory list is filtered in SQL: which people, and who is left out. */
export interface ListFilter {
  userType: 'Resident' | 'Contact' | 'Staff';
  /** Leave out residents who opted out of the directory. */
  excludeOptedOut: boolean;
  /** Only people with the family flag (spec 6: the Friends list shows family members). */
  familyOnly: boolean;
  /** Leave out the caller. */
  excludeViewer: boolean;
}

/**
 * Spec 6, directory. Residents: residents who have not opted out. Friends: empty for staff,
 * otherwise family members, excluding residents and the caller. Staff: staff, excluding the
 * caller. Null means the list is empty for this viewer.
 */
export function listFilter(list: DirectoryList, viewer: Viewer): ListFilter | null {
  switch (list) {
    case 'residents':
      return {
        userType: 'Resident',
        excludeOptedOut: true,
        familyOnly: false,
        excludeViewer: false,
      };
    case 'friends':
      if (viewer.role === 'Staff') return null;
      return { userType: 'Contact', excludeOptedOut: false, familyOnly: true, excludeViewer: true };
    case 'staff':
      return { userType: 'Staff', excludeOptedOut: false, familyOnly: false, excludeViewer: true };
  }
}

/**
 * The lists a directory query covers: the numeric role codes asked for (unknown codes are
 * refused by the caller), or residents and friends when none are given.
 */
export function listsForCodes(codes: readonly number[] | null | undefined): DirectoryList[] {
  if (!codes || codes.length === 0) return ['residents', 'friends'];
  const lists = codes.map(listForRoleCode).filter((list): list is DirectoryList => !!list);
  return [...new Set(lists)];
}

export function unknownRoleCodes(codes: readonly number[] | null | undefined): number[] {
  return (codes ?? []).filter((code) => !listForRoleCode(code));
}
