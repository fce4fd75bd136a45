/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type InviteMatchType =
  | 'ALREADY_LINKED'
  | 'EXISTING_CONTACT'
  | 'NEW_CONTACT';

export type SendInviteMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  primaryPhone?: string | null | undefined;
  communityId: string;
}>;


export type SendInviteMutation = { sendInvite: { matchType: InviteMatchType } };

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

export const SendInviteDocument = new TypedDocumentString(`
    mutation SendInvite($firstName: String!, $lastName: String!, $email: String!, $relationship: String!, $primaryPhone: String, $communityId: ID!) {
  sendInvite(
    firstName: $firstName
    lastName: $lastName
    email: $email
    relationship: $relationship
    primaryPhone: $primaryPhone
    communityId: $communityId
  ) {
    matchType
  }
}
    `) as unknown as TypedDocumentString<SendInviteMutation, SendInviteMutationVariables>;