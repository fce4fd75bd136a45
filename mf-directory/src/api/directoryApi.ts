import { DIRECTORY_ROLE_CODES, type DirectoryRole, portalApi } from '@portal/shared';

/** A person of the directory as the server answers (hidden fields are null). */
export interface DirectoryPerson {
  _id: string;
  _type: 'Resident' | 'Contact' | 'Staff';
  fullName: string;
  firstName: string;
  lastName: string;
  name: string;
  profileHidden: boolean;
  canCommunicate: boolean;
  thumbnail: string | null;
  profileImage: string | null;
  biography: string | null;
  email: string | null;
  primaryPhone: string | null;
  phoneNumber: string | null;
  secondaryPhone: string | null;
  birthdate: string | null;
  address: string | null;
  building: string | null;
  jobTitle: string | null;
  department: string | null;
  relationship: string | null;
}

export type DirectoryRow = Pick<
  DirectoryPerson,
  '_id' | '_type' | 'fullName' | 'name' | 'lastName' | 'thumbnail' | 'jobTitle' | 'relationship'
>;

const ROW_FIELDS = '_id _type fullName name lastName thumbnail jobTitle relationship';
const DETAIL_FIELDS = `_id _type fullName firstName lastName name profileHidden canCommunicate thumbnail
  profileImage biography email primaryPhone phoneNumber secondaryPhone birthdate address building
  jobTitle department relationship`;

export const DIRECTORY_LIST = `query DirectoryList($communityId: ID!, $query: String, $roles: [Int!]) {
  directory(communityId: $communityId, query: $query, roles: $roles) { ${ROW_FIELDS} } }`;
export const STAFF_DIRECTORY = `query StaffDirectory($communityId: ID!, $query: String) {
  staffDirectory(communityId: $communityId, query: $query) { ${ROW_FIELDS} } }`;
export const RESIDENT_DETAILS = `query ResidentDetails($id: ID!, $communityId: ID) {
  residentDetails(id: $id, communityId: $communityId) { ${DETAIL_FIELDS} } }`;
export const UPDATE_RESIDENT = `mutation UpdateResident($residentId: ID!, $edits: ResidentEdits, $deletions: [String!], $communityId: ID) {
  updateResident(residentId: $residentId, edits: $edits, deletions: $deletions, communityId: $communityId) {
    _id biography optOutOfDirectory } }`;

export interface DirectoryArgs {
  communityId: string;
  role: DirectoryRole;
  query?: string;
}

export interface UpdateResidentArgs {
  residentId: string;
  communityId: string;
  edits?: { biography?: string; optOutOfDirectory?: boolean };
  deletions?: string[];
}

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Directory'] });

/** Spec 7: DirectoryList (and its search variant), residentDetails and updateResident. */
export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    directoryList: build.query<DirectoryRow[], DirectoryArgs>({
      query: ({ communityId, role, query }) =>
        role === 'staff'
          ? { document: STAFF_DIRECTORY, variables: { communityId, query: query || null } }
          : {
              document: DIRECTORY_LIST,
              variables: { communityId, query: query || null, roles: [DIRECTORY_ROLE_CODES[role]] },
            },
      transformResponse: (data: { directory?: DirectoryRow[]; staffDirectory?: DirectoryRow[] }) =>
        data.directory ?? data.staffDirectory ?? [],
      providesTags: ['Directory'],
    }),
    residentDetails: build.query<DirectoryPerson, { id: string; communityId: string }>({
      query: (variables) => ({ document: RESIDENT_DETAILS, variables: { ...variables } }),
      transformResponse: (data: { residentDetails: DirectoryPerson }) => data.residentDetails,
      providesTags: ['Directory'],
    }),
    updateResidentProfile: build.mutation<
      { _id: string; biography: string | null; optOutOfDirectory: boolean },
      UpdateResidentArgs
    >({
      query: (variables) => ({ document: UPDATE_RESIDENT, variables: { ...variables } }),
      transformResponse: (data: {
        updateResident: { _id: string; biography: string | null; optOutOfDirectory: boolean };
      }) => data.updateResident,
      // The shell's user (biography, opt-out) and every list change with it.
      invalidatesTags: (result) => (result ? ['User', 'Directory'] : []),
    }),
  }),
});

export const { useDirectoryListQuery, useResidentDetailsQuery, useUpdateResidentProfileMutation } =
  directoryApi;
