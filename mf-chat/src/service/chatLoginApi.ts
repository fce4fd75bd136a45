import { portalApi } from '@portal/shared';

/** Spec 7: the chat token for a community, asked for with the portal session. */
export const chatLoginApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    chatLogin: build.mutation<{ streamToken: string }, { communityId: string }>({
      query: (body) => ({ path: '/v3/auth/communication/login', method: 'POST', body }),
    }),
  }),
});
