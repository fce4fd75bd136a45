import {
  MeDocument,
  type MeQuery,
  UserDetailsDocument,
  type UserDetailsQuery,
} from '../gql/graphql';
import { portalApi } from './portalApi';
import { graphRequest } from './portalBaseQuery';
import type { Flags, User } from './user';

export type MeAnswer = MeQuery['me'];

/** The calls of startup (spec 4): the profile, and the details and flags of its community. */
export const userApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeAnswer, void>({
      query: () => graphRequest(MeDocument, {}),
      transformResponse: (data: MeQuery) => data.me,
      providesTags: ['User'],
    }),
    userDetails: build.query<User, string>({
      query: (communityId) => graphRequest(UserDetailsDocument, { communityId }),
      transformResponse: (data: UserDetailsQuery) => data.userDetails,
      providesTags: ['User'],
    }),
    flags: build.query<Flags, string>({
      query: (communityId) => ({
        path: `/v3/flags?communityId=${encodeURIComponent(communityId)}`,
      }),
      providesTags: ['Flags'],
    }),
    /** Ends the session on the server, so its token stops working everywhere at once. */
    signOut: build.mutation<null, void>({
      query: () => ({ path: '/v3/auth/logout', method: 'POST' }),
      transformResponse: () => null,
    }),
  }),
});

export const { useMeQuery, useUserDetailsQuery, useFlagsQuery, useSignOutMutation } = userApi;
