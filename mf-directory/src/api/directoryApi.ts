import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_ROLE_CODES,
  type DirectoryRole,
  graphRequest,
  keepOffline,
  portalApi,
} from '@portal/shared';
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

/** One page of a list, and how many people the whole list has. */
export interface DirectoryPage {
  people: DirectoryRow[];
  total: number;
}

/** A page after the last person of the one before; none after a page that was not full. */
export function nextDirectoryPage(last: DirectoryPage): string | undefined {
  if (last.people.length < DIRECTORY_PAGE_SIZE) return undefined;
  return last.people.at(-1)?._id;
}

export type UpdateResidentArgs = UpdateResidentMutationVariables & { communityId: string };

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Directory'] });

/** Spec 7: DirectoryList (and its search variant), residentDetails and updateResident. */
export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A list a page at a time (spec 9: 50 a page), as the person scrolls down it. */
    directoryList: build.infiniteQuery<DirectoryPage, DirectoryArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: nextDirectoryPage,
      },
      query: ({ queryArg: { communityId, role, query }, pageParam }) => {
        const page = { after: pageParam, limit: DIRECTORY_PAGE_SIZE };
        return role === 'staff'
          ? graphRequest(StaffDirectoryDocument, { communityId, query: query || null, page })
          : graphRequest(DirectoryListDocument, {
              communityId,
              query: query || null,
              roles: [DIRECTORY_ROLE_CODES[role]],
              page,
            });
      },
      transformResponse: (data: Partial<DirectoryListQuery & StaffDirectoryQuery>) => {
        const people = data.directory ?? data.staffDirectory ?? [];
        return { people, total: data.directoryCount ?? people.length };
      },
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

export const {
  useDirectoryListInfiniteQuery,
  useResidentDetailsQuery,
  useUpdateResidentProfileMutation,
} = directoryApi;

// Offline data (spec 4): the directory is kept for the next start.
keepOffline('directoryList');
