import { DIRECTORY_ROLE_CODES, type DirectoryRole, graphRequest, portalApi } from '@portal/shared';
import {
  DirectoryListDocument,
  type DirectoryListQuery,
  type DirectoryRowFragment,
  ResidentDetailsDocument,
  type ResidentDetailsQuery,
  StaffDirectoryDocument,
  type StaffDirectoryQuery,
  UpdateResidentDocument,
  type UpdateResidentMutation,
  type UpdateResidentMutationVariables,
} from '../gql/graphql';

/** A person of the directory as the server answers (hidden fields are null). */
export type DirectoryPerson = ResidentDetailsQuery['residentDetails'];
export type DirectoryRow = DirectoryRowFragment;

export interface DirectoryArgs {
  communityId: string;
  role: DirectoryRole;
  query?: string;
}

export type UpdateResidentArgs = UpdateResidentMutationVariables & { communityId: string };

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Directory'] });

/** Spec 7: DirectoryList (and its search variant), residentDetails and updateResident. */
export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    directoryList: build.query<DirectoryRow[], DirectoryArgs>({
      query: ({ communityId, role, query }) =>
        role === 'staff'
          ? graphRequest(StaffDirectoryDocument, { communityId, query: query || null })
          : graphRequest(DirectoryListDocument, {
              communityId,
              query: query || null,
              roles: [DIRECTORY_ROLE_CODES[role]],
            }),
      transformResponse: (data: Partial<DirectoryListQuery & StaffDirectoryQuery>) =>
        data.directory ?? data.staffDirectory ?? [],
      providesTags: ['Directory'],
    }),
    residentDetails: build.query<DirectoryPerson, { id: string; communityId: string }>({
      query: (variables) => graphRequest(ResidentDetailsDocument, variables),
      transformResponse: (data: ResidentDetailsQuery) => data.residentDetails,
      providesTags: ['Directory'],
    }),
    updateResidentProfile: build.mutation<
      UpdateResidentMutation['updateResident'],
      UpdateResidentArgs
    >({
      query: (variables) => graphRequest(UpdateResidentDocument, variables),
      transformResponse: (data: UpdateResidentMutation) => data.updateResident,
      // The shell's user (biography, opt-out) and every list change with it.
      invalidatesTags: (result) => (result ? ['User', 'Directory'] : []),
    }),
  }),
});

export const { useDirectoryListQuery, useResidentDetailsQuery, useUpdateResidentProfileMutation } =
  directoryApi;
