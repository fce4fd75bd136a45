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
    "fragment DirectoryRow on DirectoryPerson {\n  _id\n  _type\n  fullName\n  name\n  lastName\n  thumbnail\n  jobTitle\n  relationship\n}\n\nquery DirectoryList($communityId: ID!, $query: String, $roles: [Int!], $page: DirectoryPage) {\n  directory(communityId: $communityId, query: $query, roles: $roles, page: $page) {\n    ...DirectoryRow\n  }\n  directoryCount(communityId: $communityId, query: $query, roles: $roles)\n}\n\nquery StaffDirectory($communityId: ID!, $query: String, $page: DirectoryPage) {\n  staffDirectory(communityId: $communityId, query: $query, page: $page) {\n    ...DirectoryRow\n  }\n  directoryCount(communityId: $communityId, query: $query, roles: [4])\n}\n\nquery ResidentDetails($id: ID!, $communityId: ID!) {\n  residentDetails(id: $id, communityId: $communityId) {\n    _id\n    _type\n    fullName\n    firstName\n    lastName\n    name\n    profileHidden\n    canCommunicate\n    thumbnail\n    profileImage\n    biography\n    email\n    primaryPhone\n    phoneNumber\n    secondaryPhone\n    birthdate\n    address\n    building\n    jobTitle\n    department\n    relationship\n  }\n}\n\nmutation UpdateResident($residentId: ID!, $edits: ResidentEdits, $deletions: [String!], $communityId: ID!) {\n  updateResident(\n    residentId: $residentId\n    edits: $edits\n    deletions: $deletions\n    communityId: $communityId\n  ) {\n    _id\n    biography\n    optOutOfDirectory\n  }\n}": typeof types.DirectoryRowFragmentDoc,
};
const documents: Documents = {
    "fragment DirectoryRow on DirectoryPerson {\n  _id\n  _type\n  fullName\n  name\n  lastName\n  thumbnail\n  jobTitle\n  relationship\n}\n\nquery DirectoryList($communityId: ID!, $query: String, $roles: [Int!], $page: DirectoryPage) {\n  directory(communityId: $communityId, query: $query, roles: $roles, page: $page) {\n    ...DirectoryRow\n  }\n  directoryCount(communityId: $communityId, query: $query, roles: $roles)\n}\n\nquery StaffDirectory($communityId: ID!, $query: String, $page: DirectoryPage) {\n  staffDirectory(communityId: $communityId, query: $query, page: $page) {\n    ...DirectoryRow\n  }\n  directoryCount(communityId: $communityId, query: $query, roles: [4])\n}\n\nquery ResidentDetails($id: ID!, $communityId: ID!) {\n  residentDetails(id: $id, communityId: $communityId) {\n    _id\n    _type\n    fullName\n    firstName\n    lastName\n    name\n    profileHidden\n    canCommunicate\n    thumbnail\n    profileImage\n    biography\n    email\n    primaryPhone\n    phoneNumber\n    secondaryPhone\n    birthdate\n    address\n    building\n    jobTitle\n    department\n    relationship\n  }\n}\n\nmutation UpdateResident($residentId: ID!, $edits: ResidentEdits, $deletions: [String!], $communityId: ID!) {\n  updateResident(\n    residentId: $residentId\n    edits: $edits\n    deletions: $deletions\n    communityId: $communityId\n  ) {\n    _id\n    biography\n    optOutOfDirectory\n  }\n}": types.DirectoryRowFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DirectoryRow on DirectoryPerson {\n  _id\n  _type\n  fullName\n  name\n  lastName\n  thumbnail\n  jobTitle\n  relationship\n}\n\nquery DirectoryList($communityId: ID!, $query: String, $roles: [Int!], $page: DirectoryPage) {\n  directory(communityId: $communityId, query: $query, roles: $roles, page: $page) {\n    ...DirectoryRow\n  }\n  directoryCount(communityId: $communityId, query: $query, roles: $roles)\n}\n\nquery StaffDirectory($communityId: ID!, $query: String, $page: DirectoryPage) {\n  staffDirectory(communityId: $communityId, query: $query, page: $page) {\n    ...DirectoryRow\n  }\n  directoryCount(communityId: $communityId, query: $query, roles: [4])\n}\n\nquery ResidentDetails($id: ID!, $communityId: ID!) {\n  residentDetails(id: $id, communityId: $communityId) {\n    _id\n    _type\n    fullName\n    firstName\n    lastName\n    name\n    profileHidden\n    canCommunicate\n    thumbnail\n    profileImage\n    biography\n    email\n    primaryPhone\n    phoneNumber\n    secondaryPhone\n    birthdate\n    address\n    building\n    jobTitle\n    department\n    relationship\n  }\n}\n\nmutation UpdateResident($residentId: ID!, $edits: ResidentEdits, $deletions: [String!], $communityId: ID!) {\n  updateResident(\n    residentId: $residentId\n    edits: $edits\n    deletions: $deletions\n    communityId: $communityId\n  ) {\n    _id\n    biography\n    optOutOfDirectory\n  }\n}"): typeof import('./graphql').DirectoryRowFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
