import { graphRequest, portalApi } from '@portal/shared';
import {
  SendInviteDocument,
  type SendInviteMutation,
  type SendInviteMutationVariables,
} from '../gql/graphql';

export type InviteMatchType = SendInviteMutation['sendInvite']['matchType'];
export type InviteInput = SendInviteMutationVariables;

/** Spec 7: SendInvite answers how the invited person matched. */
export const shareApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sendInvite: build.mutation<SendInviteMutation['sendInvite'], InviteInput>({
      query: (variables) => graphRequest(SendInviteDocument, variables),
      transformResponse: (data: SendInviteMutation) => data.sendInvite,
    }),
  }),
});

export const { useSendInviteMutation } = shareApi;
