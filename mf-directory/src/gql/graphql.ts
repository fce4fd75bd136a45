/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A page of the directory, in its order (lists in turn, each by last name). */
export type DirectoryPage = {
  /** The last person of the page before; none for the first page. */
  after?: string | null | undefined;
  /** How many people, 1 to 100 (50 when not given). */
  limit?: number | null | undefined;
};

export type ResidentEdits = {
  biography?: string | null | undefined;
  optOutOfDirectory?: boolean | null | undefined;
};

export type UserType =
  | 'Contact'
  | 'Resident'
  | 'Staff';

export type DirectoryRowFragment = { _id: string, _type: UserType, fullName: string, name: string, lastName: string, thumbnail: string | null, jobTitle: string | null, relationship: string | null };

export type DirectoryListQueryVariables = Exact<{
  communityId: string;
  query?: string | null | undefined;
  roles?: Array<number> | number | null | undefined;
  page?: DirectoryPage | null | undefined;
}>;


export type DirectoryListQuery = { directoryCount: number, directory: Array<{ _id: string, _type: UserType, fullName: string, name: string, lastName: string, thumbnail: string | null, jobTitle: string | null, relationship: string | null }> };

export type StaffDirectoryQueryVariables = Exact<{
  communityId: string;
  query?: string | null | undefined;
  page?: DirectoryPage | null | undefined;
}>;


export type StaffDirectoryQuery = { directoryCount: number, staffDirectory: Array<{ _id: string, _type: UserType, fullName: string, name: string, lastName: string, thumbnail: string | null, jobTitle: string | null, relationship: string | null }> };

export type ResidentDetailsQueryVariables = Exact<{
  id: string;
  communityId: string;
}>;


export type ResidentDetailsQuery = { residentDetails: { _id: string, _type: UserType, fullName: string, firstName: string, lastName: string, name: string, profileHidden: boolean, canCommunicate: boolean, thumbnail: string | null, profileImage: string | null, biography: string | null, email: string | null, primaryPhone: string | null, phoneNumber: string | null, secondaryPhone: string | null, birthdate: string | null, address: string | null, building: string | null, jobTitle: string | null, department: string | null, relationship: string | null } };

export type UpdateResidentMutationVariables = Exact<{
  residentId: string;
  edits?: ResidentEdits | null | undefined;
  deletions?: Array<string> | string | null | undefined;
  communityId: string;
}>;


export type UpdateResidentMutation = { updateResident: { _id: string, biography: string | null, optOutOfDirectory: boolean } };

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
export const DirectoryRowFragmentDoc = new TypedDocumentString(`
    fragment DirectoryRow on DirectoryPerson {
  _id
  _type
  fullName
  name
  lastName
  thumbnail
  jobTitle
  relationship
}
    `, {"fragmentName":"DirectoryRow"}) as unknown as TypedDocumentString<DirectoryRowFragment, unknown>;
export const DirectoryListDocument = new TypedDocumentString(`
    query DirectoryList($communityId: ID!, $query: String, $roles: [Int!], $page: DirectoryPage) {
  directory(communityId: $communityId, query: $query, roles: $roles, page: $page) {
    ...DirectoryRow
  }
  directoryCount(communityId: $communityId, query: $query, roles: $roles)
}
    fragment DirectoryRow on DirectoryPerson {
  _id
  _type
  fullName
  name
  lastName
  thumbnail
  jobTitle
  relationship
}`) as unknown as TypedDocumentString<DirectoryListQuery, DirectoryListQueryVariables>;
export const StaffDirectoryDocument = new TypedDocumentString(`
    query StaffDirectory($communityId: ID!, $query: String, $page: DirectoryPage) {
  staffDirectory(communityId: $communityId, query: $query, page: $page) {
    ...DirectoryRow
  }
  directoryCount(communityId: $communityId, query: $query, roles: [4])
}
    fragment DirectoryRow on DirectoryPerson {
  _id
  _type
  fullName
  name
  lastName
  thumbnail
  jobTitle
  relationship
}`) as unknown as TypedDocumentString<StaffDirectoryQuery, StaffDirectoryQueryVariables>;
export const ResidentDetailsDocument = new TypedDocumentString(`
    query ResidentDetails($id: ID!, $communityId: ID!) {
  residentDetails(id: $id, communityId: $communityId) {
    _id
    _type
    fullName
    firstName
    lastName
    name
    profileHidden
    canCommunicate
    thumbnail
    profileImage
    biography
    email
    primaryPhone
    phoneNumber
    secondaryPhone
    birthdate
    address
    building
    jobTitle
    department
    relationship
  }
}
    `) as unknown as TypedDocumentString<ResidentDetailsQuery, ResidentDetailsQueryVariables>;
export const UpdateResidentDocument = new TypedDocumentString(`
    mutation UpdateResident($residentId: ID!, $edits: ResidentEdits, $deletions: [String!], $communityId: ID!) {
  updateResident(
    residentId: $residentId
    edits: $edits
    deletions: $deletions
    communityId: $communityId
  ) {
    _id
    biography
    optOutOfDirectory
  }
}
    `) as unknown as TypedDocumentString<UpdateResidentMutation, UpdateResidentMutationVariables>;