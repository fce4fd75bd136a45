/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Me($communityId: ID) {\n  me(communityId: $communityId) {\n    _id\n    fullName\n    roles\n    community {\n      communityId\n    }\n    communities {\n      _id\n      name\n    }\n  }\n}\n\nfragment UserFields on User {\n  _id\n  _type\n  fullName\n  firstName\n  lastName\n  name\n  roles\n  profileImage\n  thumbnail\n  image\n  biography\n  optOutOfDirectory\n  hiddenFields\n  email\n  primaryPhone\n  family\n  rooms {\n    _id\n    name\n  }\n  community {\n    _id\n    communityId\n    name\n    timezone {\n      name\n    }\n    settings {\n      alexaCallingEnabled\n      alexaWakeWord\n      residentVideoCalling\n      requestExperienceEnabled\n      directoryOptOutEnabled\n    }\n  }\n  communities {\n    _id\n    name\n  }\n  lastLogin {\n    recentLogin\n    previousLogin\n  }\n  alexaAddressBook {\n    name\n    contacts {\n      contactId\n      type\n      phoneNumbers\n      name\n    }\n    rooms {\n      _id\n      name\n    }\n  }\n  homeSystem {\n    _id\n    systemStatus\n  }\n  address\n  building\n  phoneNumber\n  secondaryPhone\n  birthdate\n  hasAlexaDevice\n  careSetting\n  relationship\n  jobTitle\n  department\n}\n\nquery UserDetails($communityId: ID) {\n  userDetails(communityId: $communityId) {\n    ...UserFields\n  }\n}": typeof types.MeDocument,
};
const documents: Documents = {
    "query Me($communityId: ID) {\n  me(communityId: $communityId) {\n    _id\n    fullName\n    roles\n    community {\n      communityId\n    }\n    communities {\n      _id\n      name\n    }\n  }\n}\n\nfragment UserFields on User {\n  _id\n  _type\n  fullName\n  firstName\n  lastName\n  name\n  roles\n  profileImage\n  thumbnail\n  image\n  biography\n  optOutOfDirectory\n  hiddenFields\n  email\n  primaryPhone\n  family\n  rooms {\n    _id\n    name\n  }\n  community {\n    _id\n    communityId\n    name\n    timezone {\n      name\n    }\n    settings {\n      alexaCallingEnabled\n      alexaWakeWord\n      residentVideoCalling\n      requestExperienceEnabled\n      directoryOptOutEnabled\n    }\n  }\n  communities {\n    _id\n    name\n  }\n  lastLogin {\n    recentLogin\n    previousLogin\n  }\n  alexaAddressBook {\n    name\n    contacts {\n      contactId\n      type\n      phoneNumbers\n      name\n    }\n    rooms {\n      _id\n      name\n    }\n  }\n  homeSystem {\n    _id\n    systemStatus\n  }\n  address\n  building\n  phoneNumber\n  secondaryPhone\n  birthdate\n  hasAlexaDevice\n  careSetting\n  relationship\n  jobTitle\n  department\n}\n\nquery UserDetails($communityId: ID) {\n  userDetails(communityId: $communityId) {\n    ...UserFields\n  }\n}": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me($communityId: ID) {\n  me(communityId: $communityId) {\n    _id\n    fullName\n    roles\n    community {\n      communityId\n    }\n    communities {\n      _id\n      name\n    }\n  }\n}\n\nfragment UserFields on User {\n  _id\n  _type\n  fullName\n  firstName\n  lastName\n  name\n  roles\n  profileImage\n  thumbnail\n  image\n  biography\n  optOutOfDirectory\n  hiddenFields\n  email\n  primaryPhone\n  family\n  rooms {\n    _id\n    name\n  }\n  community {\n    _id\n    communityId\n    name\n    timezone {\n      name\n    }\n    settings {\n      alexaCallingEnabled\n      alexaWakeWord\n      residentVideoCalling\n      requestExperienceEnabled\n      directoryOptOutEnabled\n    }\n  }\n  communities {\n    _id\n    name\n  }\n  lastLogin {\n    recentLogin\n    previousLogin\n  }\n  alexaAddressBook {\n    name\n    contacts {\n      contactId\n      type\n      phoneNumbers\n      name\n    }\n    rooms {\n      _id\n      name\n    }\n  }\n  homeSystem {\n    _id\n    systemStatus\n  }\n  address\n  building\n  phoneNumber\n  secondaryPhone\n  birthdate\n  hasAlexaDevice\n  careSetting\n  relationship\n  jobTitle\n  department\n}\n\nquery UserDetails($communityId: ID) {\n  userDetails(communityId: $communityId) {\n    ...UserFields\n  }\n}"): typeof import('./graphql').MeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
