import { portalApi, type Registry, type RegistryEntry } from '@portal/shared';

/**
 * The areas of the person's community, as the server's registry answers them for this person
 * (role, flags, home system, the community's pinned versions and switched-off areas).
 */
export const registryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    registry: build.query<RegistryEntry[], string>({
      query: (communityId) => ({
        path: `/v3/registry?communityId=${encodeURIComponent(communityId)}`,
      }),
      transformResponse: (data: Registry) => data.remotes,
    }),
  }),
});

export const { useRegistryQuery } = registryApi;
