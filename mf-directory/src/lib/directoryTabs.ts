import type { DirectoryRole, Role } from '@portal/shared';

export interface DirectoryTab {
  role: DirectoryRole;
  label: string;
}

const RESIDENTS: DirectoryTab = { role: 'residents', label: 'Residents' };
const FRIENDS: DirectoryTab = { role: 'friends', label: 'Friends & Family' };
const STAFF: DirectoryTab = { role: 'staff', label: 'Staff' };

/** Spec 6: the friends list is empty for staff, so staff do not get its tab. */
export function directoryTabs(role: Role | undefined): DirectoryTab[] {
  return role === 'Staff' ? [RESIDENTS, STAFF] : [RESIDENTS, FRIENDS, STAFF];
}

export function isDirectoryRole(value: string | undefined): value is DirectoryRole {
  return value === 'residents' || value === 'friends' || value === 'staff';
}

/** Whether this person has this tab of the directory (spec 6). */
export function hasDirectoryTab(
  viewerRole: Role | undefined,
  tab: string | undefined,
): tab is DirectoryRole {
  return isDirectoryRole(tab) && directoryTabs(viewerRole).some((known) => known.role === tab);
}
