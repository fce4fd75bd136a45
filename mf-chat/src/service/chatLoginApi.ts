import { portalApi } from '@portal/shared';

/**
 * Spec 7: the chat token for a community, asked for with the portal session. `provider` says
 * which chat service the token is for: the portal's own (also when absent), or Stream, with its
 * API key and the community's staff account.
 */
export type ChatLoginAnswer =
  | { streamToken: string; provider?: 'portal' }
  | { streamToken: string; provider: 'stream'; apiKey: string; staffUserId?: string | null };

export const chatLoginApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    chatLogin: build.mutation<ChatLoginAnswer, { communityId: string }>({
      query: (body) => ({ path: '/v3/auth/communication/login', method: 'POST', body }),
    }),
  }),
});
