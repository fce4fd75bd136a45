import { portalApi } from './portalApi';
import { type Flags, ME_QUERY, USER_DETAILS_QUERY, type User } from './user';

export type MeAnswer = Pick<User, '_id' | 'fullName' | 'roles' | 'communities'> & {
  community: { communityId: string };
};

/** The calls of startup (spec 4): profile, then details and flags. */
export const userApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeAnswer, void>({
      query: () => ({ document: ME_QUERY }),
      transformResponse: (data: { me: MeAnswer }) => data.me,
      providesTags: ['User'],
    }),
    userDetails: build.query<User, string>({
      query: (communityId) => ({ document: USER_DETAILS_QUERY, variables: { communityId } }),
      transformResponse: (data: { userDetails: User }) => data.userDetails,
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
