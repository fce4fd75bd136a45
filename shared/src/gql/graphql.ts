/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UserType =
  | 'Contact'
  | 'Resident'
  | 'Staff';

export type MeQueryVariables = Exact<{
  communityId?: string | null | undefined;
}>;


export type MeQuery = { me: { _id: string, fullName: string, roles: Array<string>, community: { communityId: string }, communities: Array<{ _id: string, name: string }> } };

export type UserFieldsFragment = { _id: string, _type: UserType, fullName: string, firstName: string, lastName: string, name: string, roles: Array<string>, profileImage: string | null, thumbnail: string | null, image: string | null, biography: string | null, optOutOfDirectory: boolean, hiddenFields: Array<string>, email: string | null, primaryPhone: string | null, family: boolean, address: string | null, building: string | null, phoneNumber: string | null, secondaryPhone: string | null, birthdate: string | null, hasAlexaDevice: boolean | null, careSetting: string | null, relationship: string | null, jobTitle: string | null, department: string | null, rooms: Array<{ _id: string, name: string }>, community: { _id: string, communityId: string, name: string, timezone: { name: string }, settings: { alexaCallingEnabled: boolean, alexaWakeWord: string | null, residentVideoCalling: boolean, requestExperienceEnabled: boolean, directoryOptOutEnabled: boolean } }, communities: Array<{ _id: string, name: string }>, lastLogin: { recentLogin: string | null, previousLogin: string | null }, alexaAddressBook: { name: string, contacts: Array<{ contactId: string, type: string, phoneNumbers: Array<string>, name: string }>, rooms: Array<{ _id: string, name: string }> } | null, homeSystem: { _id: string, systemStatus: string } | null };

export type UserDetailsQueryVariables = Exact<{
  communityId?: string | null | undefined;
}>;


export type UserDetailsQuery = { userDetails: { _id: string, _type: UserType, fullName: string, firstName: string, lastName: string, name: string, roles: Array<string>, profileImage: string | null, thumbnail: string | null, image: string | null, biography: string | null, optOutOfDirectory: boolean, hiddenFields: Array<string>, email: string | null, primaryPhone: string | null, family: boolean, address: string | null, building: string | null, phoneNumber: string | null, secondaryPhone: string | null, birthdate: string | null, hasAlexaDevice: boolean | null, careSetting: string | null, relationship: string | null, jobTitle: string | null, department: string | null, rooms: Array<{ _id: string, name: string }>, community: { _id: string, communityId: string, name: string, timezone: { name: string }, settings: { alexaCallingEnabled: boolean, alexaWakeWord: string | null, residentVideoCalling: boolean, requestExperienceEnabled: boolean, directoryOptOutEnabled: boolean } }, communities: Array<{ _id: string, name: string }>, lastLogin: { recentLogin: string | null, previousLogin: string | null }, alexaAddressBook: { name: string, contacts: Array<{ contactId: string, type: string, phoneNumbers: Array<string>, name: string }>, rooms: Array<{ _id: string, name: string }> } | null, homeSystem: { _id: string, systemStatus: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  _id
  _type
  fullName
  firstName
  lastName
  name
  roles
  profileImage
  thumbnail
  image
  biography
  optOutOfDirectory
  hiddenFields
  email
  primaryPhone
  family
  rooms {
    _id
    name
  }
  community {
    _id
    communityId
    name
    timezone {
      name
    }
    settings {
      alexaCallingEnabled
      alexaWakeWord
      residentVideoCalling
      requestExperienceEnabled
      directoryOptOutEnabled
    }
  }
  communities {
    _id
    name
  }
  lastLogin {
    recentLogin
    previousLogin
  }
  alexaAddressBook {
    name
    contacts {
      contactId
      type
      phoneNumbers
      name
    }
    rooms {
      _id
      name
    }
  }
  homeSystem {
    _id
    systemStatus
  }
  address
  building
  phoneNumber
  secondaryPhone
  birthdate
  hasAlexaDevice
  careSetting
  relationship
  jobTitle
  department
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const MeDocument = new TypedDocumentString(`
    query Me($communityId: ID) {
  me(communityId: $communityId) {
    _id
    fullName
    roles
    community {
      communityId
    }
    communities {
      _id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UserDetailsDocument = new TypedDocumentString(`
    query UserDetails($communityId: ID) {
  userDetails(communityId: $communityId) {
    ...UserFields
  }
}
    fragment UserFields on User {
  _id
  _type
  fullName
  firstName
  lastName
  name
  roles
  profileImage
  thumbnail
  image
  biography
  optOutOfDirectory
  hiddenFields
  email
  primaryPhone
  family
  rooms {
    _id
    name
  }
  community {
    _id
    communityId
    name
    timezone {
      name
    }
    settings {
      alexaCallingEnabled
      alexaWakeWord
      residentVideoCalling
      requestExperienceEnabled
      directoryOptOutEnabled
    }
  }
  communities {
    _id
    name
  }
  lastLogin {
    recentLogin
    previousLogin
  }
  alexaAddressBook {
    name
    contacts {
      contactId
      type
      phoneNumbers
      name
    }
    rooms {
      _id
      name
    }
  }
  homeSystem {
    _id
    systemStatus
  }
  address
  building
  phoneNumber
  secondaryPhone
  birthdate
  hasAlexaDevice
  careSetting
  relationship
  jobTitle
  department
}`) as unknown as TypedDocumentString<UserDetailsQuery, UserDetailsQueryVariables>;