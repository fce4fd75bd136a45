/** The current user as the server's `me` / `userDetails` answer it (spec 3). */
import { mayUseHomeControls, primaryRole, type Role } from '@portal/contracts';
import type { UserFieldsFragment } from '../gql/graphql';

/** The community's settings as `userDetails` answers them (spec 3). */
export type CommunitySettings = User['community']['settings'];

export interface Flags {
  wellnessEnabled: boolean;
  shortcutsEnabledPlus: boolean;
  communityCustomThemeFile: string | null;
}

export type MergedSettings = CommunitySettings & Flags;

/** The signed-in person as `userDetails` answers (spec 3). */
export type User = UserFieldsFragment;

/** The role that drives what a person may see and do: the first of their roles (spec 3). */
export function userRole(user: Pick<User, 'roles' | '_type'>): Role {
  return primaryRole(user.roles, user._type);
}

/** Spec 6: home controls need a resident with a Deployed system. */
export function hasHomeSystem(user: Pick<User, 'roles' | '_type' | 'homeSystem'>): boolean {
  return mayUseHomeControls(userRole(user), user.homeSystem?.systemStatus);
}
