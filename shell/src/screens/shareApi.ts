import { portalApi } from '@portal/shared';

export type InviteMatchType = 'NEW_CONTACT' | 'EXISTING_CONTACT' | 'ALREADY_LINKED';

export interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  primaryPhone: string | null;
  communityId: string;
}

export const SEND_INVITE = `mutation SendInvite($firstName: String!, $lastName: String!, $email: String!, $relationship: String!, $primaryPhone: String, $communityId: ID) {
  sendInvite(firstName: $firstName, lastName: $lastName, email: $email, relationship: $relationship, primaryPhone: $primaryPhone, communityId: $communityId) { matchType } }`;

/** Spec 7: SendInvite answers how the invited person matched. */
export const shareApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sendInvite: build.mutation<{ matchType: InviteMatchType }, InviteInput>({
      query: (variables) => ({ document: SEND_INVITE, variables: { ...variables } }),
      transformResponse: (data: { sendInvite: { matchType: InviteMatchType } }) => data.sendInvite,
    }),
  }),
});

export const { useSendInviteMutation } = shareApi;
