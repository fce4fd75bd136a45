/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AlexaContactInput = {
  name: string;
  phoneNumbers: Array<string>;
  type: string;
};

export type AlexaAddressBookQueryVariables = Exact<{
  communityId: string;
}>;


export type AlexaAddressBookQuery = { alexaAddressBook: { name: string, contacts: Array<{ contactId: string, type: string, phoneNumbers: Array<string>, name: string }>, rooms: Array<{ _id: string, name: string }> } | null };

export type AddContactToPersonalAddressbookMutationVariables = Exact<{
  roomName: string;
  contacts: Array<AlexaContactInput> | AlexaContactInput;
  communityId: string;
}>;


export type AddContactToPersonalAddressbookMutation = { addContactToPersonalAddressbook: { message: string } };

export type RemoveContactFromPersonalAddressBookMutationVariables = Exact<{
  roomName: string;
  contactName: string;
  communityId: string;
}>;


export type RemoveContactFromPersonalAddressBookMutation = { removeContactFromPersonalAddressBook: { message: string } };

export type ResidentPrivacyFragment = { _id: string, hiddenFields: Array<string> };

export type HideResidentPropertiesMutationVariables = Exact<{
  residentId: string;
  properties: Array<string> | string;
  communityId: string;
}>;


export type HideResidentPropertiesMutation = { hideResidentProperties: { _id: string, hiddenFields: Array<string> } };

export type ExposeResidentPropertiesMutationVariables = Exact<{
  residentId: string;
  properties: Array<string> | string;
  communityId: string;
}>;


export type ExposeResidentPropertiesMutation = { exposeResidentProperties: { _id: string, hiddenFields: Array<string> } };

export type ContactInvitationFieldsFragment = { _id: string, communityId: string, communityName: string, invitedBy: string | null, resident: string | null, relationship: string, status: string };

export type MyContactInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyContactInvitationsQuery = { myContactInvitations: Array<{ _id: string, communityId: string, communityName: string, invitedBy: string | null, resident: string | null, relationship: string, status: string }> };

export type AcceptContactInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type AcceptContactInvitationMutation = { acceptContactInvitation: { _id: string, communityId: string, communityName: string, invitedBy: string | null, resident: string | null, relationship: string, status: string } };

export type DeclineContactInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type DeclineContactInvitationMutation = { declineContactInvitation: { _id: string, communityId: string, communityName: string, invitedBy: string | null, resident: string | null, relationship: string, status: string } };

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
export const ResidentPrivacyFragmentDoc = new TypedDocumentString(`
    fragment ResidentPrivacy on ResidentProfile {
  _id
  hiddenFields
}
    `, {"fragmentName":"ResidentPrivacy"}) as unknown as TypedDocumentString<ResidentPrivacyFragment, unknown>;
export const ContactInvitationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContactInvitationFields on ContactInvitation {
  _id
  communityId
  communityName
  invitedBy
  resident
  relationship
  status
}
    `, {"fragmentName":"ContactInvitationFields"}) as unknown as TypedDocumentString<ContactInvitationFieldsFragment, unknown>;
export const AlexaAddressBookDocument = new TypedDocumentString(`
    query AlexaAddressBook($communityId: ID!) {
  alexaAddressBook(communityId: $communityId) {
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
}
    `) as unknown as TypedDocumentString<AlexaAddressBookQuery, AlexaAddressBookQueryVariables>;
export const AddContactToPersonalAddressbookDocument = new TypedDocumentString(`
    mutation AddContactToPersonalAddressbook($roomName: String!, $contacts: [AlexaContactInput!]!, $communityId: ID!) {
  addContactToPersonalAddressbook(
    roomName: $roomName
    contacts: $contacts
    communityId: $communityId
  ) {
    message
  }
}
    `) as unknown as TypedDocumentString<AddContactToPersonalAddressbookMutation, AddContactToPersonalAddressbookMutationVariables>;
export const RemoveContactFromPersonalAddressBookDocument = new TypedDocumentString(`
    mutation RemoveContactFromPersonalAddressBook($roomName: String!, $contactName: String!, $communityId: ID!) {
  removeContactFromPersonalAddressBook(
    roomName: $roomName
    contactName: $contactName
    communityId: $communityId
  ) {
    message
  }
}
    `) as unknown as TypedDocumentString<RemoveContactFromPersonalAddressBookMutation, RemoveContactFromPersonalAddressBookMutationVariables>;
export const HideResidentPropertiesDocument = new TypedDocumentString(`
    mutation HideResidentProperties($residentId: ID!, $properties: [String!]!, $communityId: ID!) {
  hideResidentProperties(
    residentId: $residentId
    properties: $properties
    communityId: $communityId
  ) {
    ...ResidentPrivacy
  }
}
    fragment ResidentPrivacy on ResidentProfile {
  _id
  hiddenFields
}`) as unknown as TypedDocumentString<HideResidentPropertiesMutation, HideResidentPropertiesMutationVariables>;
export const ExposeResidentPropertiesDocument = new TypedDocumentString(`
    mutation ExposeResidentProperties($residentId: ID!, $properties: [String!]!, $communityId: ID!) {
  exposeResidentProperties(
    residentId: $residentId
    properties: $properties
    communityId: $communityId
  ) {
    ...ResidentPrivacy
  }
}
    fragment ResidentPrivacy on ResidentProfile {
  _id
  hiddenFields
}`) as unknown as TypedDocumentString<ExposeResidentPropertiesMutation, ExposeResidentPropertiesMutationVariables>;
export const MyContactInvitationsDocument = new TypedDocumentString(`
    query MyContactInvitations {
  myContactInvitations {
    ...ContactInvitationFields
  }
}
    fragment ContactInvitationFields on ContactInvitation {
  _id
  communityId
  communityName
  invitedBy
  resident
  relationship
  status
}`) as unknown as TypedDocumentString<MyContactInvitationsQuery, MyContactInvitationsQueryVariables>;
export const AcceptContactInvitationDocument = new TypedDocumentString(`
    mutation AcceptContactInvitation($invitationId: ID!) {
  acceptContactInvitation(invitationId: $invitationId) {
    ...ContactInvitationFields
  }
}
    fragment ContactInvitationFields on ContactInvitation {
  _id
  communityId
  communityName
  invitedBy
  resident
  relationship
  status
}`) as unknown as TypedDocumentString<AcceptContactInvitationMutation, AcceptContactInvitationMutationVariables>;
export const DeclineContactInvitationDocument = new TypedDocumentString(`
    mutation DeclineContactInvitation($invitationId: ID!) {
  declineContactInvitation(invitationId: $invitationId) {
    ...ContactInvitationFields
  }
}
    fragment ContactInvitationFields on ContactInvitation {
  _id
  communityId
  communityName
  invitedBy
  resident
  relationship
  status
}`) as unknown as TypedDocumentString<DeclineContactInvitationMutation, DeclineContactInvitationMutationVariables>;