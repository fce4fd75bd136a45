import type { HideableField, Relationship, Role, UserType } from '@portal/contracts';
import type { CommunityFlags, CommunitySettings } from '../../communities/communityTypes.ts';

export interface SeedCommunity {
  id: string;
  name: string;
  timezone: string;
  settings: CommunitySettings;
  flags: CommunityFlags;
}

export interface SeedRoom {
  id: string;
  communityId: string;
  name: string;
  building: string;
}

export interface SeedUser {
  id: string;
  userType: UserType;
  roles: Role[];
  firstName: string;
  lastName: string;
  preferredName: string | null;
  email: string | null;
  primaryCommunityId: string;
  communityIds: string[];
  roomIds: string[];
  biography: string | null;
  optOutOfDirectory: boolean;
  hiddenFields: HideableField[];
  primaryPhone: string | null;
  family: boolean;
  address: string | null;
  building: string | null;
  phoneNumber: string | null;
  secondaryPhone: string | null;
  /** YYYY-MM-DD */
  birthdate: string | null;
  hasAlexaDevice: boolean | null;
  careSetting: string | null;
  jobTitle: string | null;
  department: string | null;
}

export interface SeedRelationship {
  contactId: string;
  residentId: string;
  relationship: Relationship;
  isPrimary: boolean;
}

export interface SeedHomeSystem {
  id: string;
  userId: string;
  analyticsId: string;
  ctoken: string;
  password: string;
  username: string;
  systemStatus: string;
}

export interface SeedAlexaContact {
  contactId: string;
  type: 'pstn' | 'reciprocal';
  phoneNumbers: string[];
  name: string;
}

export interface SeedAddressBook {
  id: string;
  roomId: string;
  name: string;
  contacts: SeedAlexaContact[];
}

export interface DemoDataset {
  communities: SeedCommunity[];
  rooms: SeedRoom[];
  users: SeedUser[];
  relationships: SeedRelationship[];
  homeSystems: SeedHomeSystem[];
  addressBooks: SeedAddressBook[];
}
