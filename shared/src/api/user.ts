/** The current user as the server's `me` / `userDetails` answer it (spec 3). */
import { mayUseHomeControls, primaryRole, type Role, type UserType } from '@portal/contracts';

export interface CommunitySettings {
  alexaCallingEnabled: boolean;
  alexaWakeWord: string | null;
  residentVideoCalling: boolean;
  requestExperienceEnabled: boolean;
  directoryOptOutEnabled: boolean;
}

export interface Flags {
  wellnessEnabled: boolean;
  shortcutsEnabledPlus: boolean;
  communityCustomThemeFile: string | null;
}

export type MergedSettings = CommunitySettings & Flags;

export interface User {
  _id: string;
  _type: UserType;
  fullName: string;
  firstName: string;
  lastName: string;
  name: string;
  roles: string[];
  profileImage: string | null;
  thumbnail: string | null;
  image: string | null;
  biography: string | null;
  optOutOfDirectory: boolean;
  hiddenFields: string[];
  email: string | null;
  primaryPhone: string | null;
  family: boolean;
  rooms: { _id: string; name: string }[];
  community: {
    _id: string;
    communityId: string;
    name: string;
    timezone: { name: string };
    settings: CommunitySettings;
  };
  communities: { _id: string; name: string }[];
  lastLogin: { recentLogin: string | null; previousLogin: string | null };
  alexaAddressBook: {
    name: string;
    contacts: { contactId: string; type: string; phoneNumbers: string[]; name: string }[];
    rooms: { _id: string; name: string }[];
  } | null;
  homeSystem: { _id: string; systemStatus: string } | null;
  address: string | null;
  building: string | null;
  phoneNumber: string | null;
  secondaryPhone: string | null;
  birthdate: string | null;
  hasAlexaDevice: boolean | null;
  careSetting: string | null;
  relationship: string | null;
  jobTitle: string | null;
  department: string | null;
}

const USER_FIELDS = `
  _id _type fullName firstName lastName name roles profileImage thumbnail image biography
  optOutOfDirectory hiddenFields email primaryPhone family
  rooms { _id name }
  community { _id communityId name timezone { name } settings {
    alexaCallingEnabled alexaWakeWord residentVideoCalling requestExperienceEnabled directoryOptOutEnabled } }
  communities { _id name }
  lastLogin { recentLogin previousLogin }
  alexaAddressBook { name contacts { contactId type phoneNumbers name } rooms { _id name } }
  homeSystem { _id systemStatus }
  address building phoneNumber secondaryPhone birthdate hasAlexaDevice careSetting
  relationship jobTitle department`;

export const ME_QUERY = `query Me($communityId: ID) { me(communityId: $communityId) { _id fullName roles community { communityId } communities { _id name } } }`;
export const USER_DETAILS_QUERY = `query UserDetails($communityId: ID) { userDetails(communityId: $communityId) { ${USER_FIELDS} } }`;

/** The role that drives what a person may see and do: the first of their roles (spec 3). */
export function userRole(user: Pick<User, 'roles' | '_type'>): Role {
  return primaryRole(user.roles, user._type);
}

/** Spec 6: home controls need a resident with a Deployed system. */
export function hasHomeSystem(user: Pick<User, 'roles' | '_type' | 'homeSystem'>): boolean {
  return mayUseHomeControls(userRole(user), user.homeSystem?.systemStatus);
}
