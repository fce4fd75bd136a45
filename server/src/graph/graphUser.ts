import type { UserType } from '@portal/contracts';
import type { CommunitySettings } from '../communities/communityTypes.ts';
import type { ProfileAddressBook, RoomRef, UserProfileRow } from '../users/userProfile.ts';

/** The GraphQL User type of schema.graphql. */
export interface GraphUser {
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
  rooms: RoomRef[];
  community: GraphCommunity;
  communities: RoomRef[];
  lastLogin: { recentLogin: string | null; previousLogin: string | null };
  alexaAddressBook: ProfileAddressBook | null;
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

export interface GraphCommunity {
  _id: string;
  communityId: string;
  name: string;
  timezone: { name: string };
  settings: CommunitySettings;
}

export function toIsoTimestamp(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function toCommunitySettings(settings: Partial<CommunitySettings>): CommunitySettings {
  return {
    alexaCallingEnabled: settings.alexaCallingEnabled === true,
    alexaWakeWord: settings.alexaWakeWord ?? null,
    residentVideoCalling: settings.residentVideoCalling === true,
    requestExperienceEnabled: settings.requestExperienceEnabled === true,
    directoryOptOutEnabled: settings.directoryOptOutEnabled === true,
  };
}

/**
 * A profile row as the GraphQL User. Fields of other user types are null (a staff member has
 * no birthdate, a resident no job title). The caller must have checked `row.community`.
 */
export function toGraphUser(
  row: UserProfileRow & { community: NonNullable<UserProfileRow['community']> },
): GraphUser {
  const isResident = row.user_type === 'Resident';
  const isStaff = row.user_type === 'Staff';
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  return {
    _id: row.id,
    _type: row.user_type,
    fullName,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.preferred_name ? `${row.preferred_name} ${row.last_name}` : fullName,
    roles: row.roles,
    profileImage: row.profile_image,
    thumbnail: row.thumbnail,
    image: row.image,
    biography: row.biography,
    optOutOfDirectory: row.opt_out_of_directory,
    hiddenFields: row.hidden_fields,
    email: row.email,
    primaryPhone: row.primary_phone,
    family: row.family,
    rooms: row.rooms,
    community: {
      _id: row.community._id,
      communityId: row.community._id,
      name: row.community.name,
      timezone: { name: row.community.timezone },
      settings: toCommunitySettings(row.community.settings),
    },
    communities: row.communities,
    lastLogin: {
      recentLogin: toIsoTimestamp(row.recent_login),
      previousLogin: toIsoTimestamp(row.previous_login),
    },
    alexaAddressBook: row.alexa_address_book,
    homeSystem: row.home_system,
    address: isResident ? row.address : null,
    building: isResident ? row.building : null,
    phoneNumber: isResident ? row.phone_number : null,
    secondaryPhone: isResident || isStaff ? row.secondary_phone : null,
    birthdate: isResident ? row.birthdate : null,
    hasAlexaDevice: isResident ? row.has_alexa_device === true : null,
    careSetting: isResident ? row.care_setting : null,
    relationship: row.user_type === 'Contact' ? row.relationship : null,
    jobTitle: isStaff ? row.job_title : null,
    department: isStaff ? row.department : null,
  };
}
