import { portalApi, type Theme, type User } from '@portal/shared';

export type AddressBook = NonNullable<User['alexaAddressBook']>;

export const ALEXA_ADDRESS_BOOK = `query AlexaAddressBook($communityId: ID) {
  alexaAddressBook(communityId: $communityId) { name contacts { contactId type phoneNumbers name } rooms { _id name } } }`;
export const ADD_CONTACT = `mutation AddContactToPersonalAddressbook($roomName: String!, $contacts: [AlexaContactInput!]!, $communityId: ID) {
  addContactToPersonalAddressbook(roomName: $roomName, contacts: $contacts, communityId: $communityId) { message } }`;
export const REMOVE_CONTACT = `mutation RemoveContactFromPersonalAddressBook($roomName: String!, $contactName: String!, $communityId: ID) {
  removeContactFromPersonalAddressBook(roomName: $roomName, contactName: $contactName, communityId: $communityId) { message } }`;
export const HIDE_PROPERTIES = `mutation HideResidentProperties($residentId: ID!, $properties: [String!]!) {
  hideResidentProperties(residentId: $residentId, properties: $properties) { _id hiddenFields } }`;
export const EXPOSE_PROPERTIES = `mutation ExposeResidentProperties($residentId: ID!, $properties: [String!]!) {
  exposeResidentProperties(residentId: $residentId, properties: $properties) { _id hiddenFields } }`;

const INVITATION = '_id communityId communityName invitedBy resident relationship status';
export const MY_CONTACT_INVITATIONS = `query MyContactInvitations { myContactInvitations { ${INVITATION} } }`;
export const ACCEPT_INVITATION = `mutation AcceptContactInvitation($invitationId: ID!) {
  acceptContactInvitation(invitationId: $invitationId) { ${INVITATION} } }`;
export const DECLINE_INVITATION = `mutation DeclineContactInvitation($invitationId: ID!) {
  declineContactInvitation(invitationId: $invitationId) { ${INVITATION} } }`;

/** An invitation to connect (sent through Share), as the invited person sees it. */
export interface ContactInvitation {
  _id: string;
  communityId: string;
  communityName: string;
  invitedBy: string | null;
  resident: string | null;
  relationship: string;
  status: string;
}

const api = portalApi.enhanceEndpoints({
  addTagTypes: ['AddressBook', 'Directory', 'ContactInvitations'],
});

/** Spec 7: the voice-assistant address book and the resident's hidden properties. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    alexaAddressBook: build.query<AddressBook | null, string>({
      query: (communityId) => ({ document: ALEXA_ADDRESS_BOOK, variables: { communityId } }),
      transformResponse: (data: { alexaAddressBook: AddressBook | null }) => data.alexaAddressBook,
      providesTags: ['AddressBook'],
    }),
    addAddressBookContact: build.mutation<
      { message: string },
      { communityId: string; roomName: string; name: string; phoneNumbers: string[] }
    >({
      query: ({ communityId, roomName, name, phoneNumbers }) => ({
        document: ADD_CONTACT,
        variables: { communityId, roomName, contacts: [{ type: 'pstn', name, phoneNumbers }] },
      }),
      transformResponse: (data: { addContactToPersonalAddressbook: { message: string } }) =>
        data.addContactToPersonalAddressbook,
      invalidatesTags: (result) => (result ? ['AddressBook', 'User'] : []),
    }),
    removeAddressBookContact: build.mutation<
      { message: string },
      { communityId: string; roomName: string; contactName: string }
    >({
      query: (variables) => ({ document: REMOVE_CONTACT, variables: { ...variables } }),
      transformResponse: (data: { removeContactFromPersonalAddressBook: { message: string } }) =>
        data.removeContactFromPersonalAddressBook,
      invalidatesTags: (result) => (result ? ['AddressBook', 'User'] : []),
    }),
    setPropertyHidden: build.mutation<
      { _id: string; hiddenFields: string[] },
      { residentId: string; property: string; hidden: boolean }
    >({
      query: ({ residentId, property, hidden }) => ({
        document: hidden ? HIDE_PROPERTIES : EXPOSE_PROPERTIES,
        variables: { residentId, properties: [property] },
      }),
      transformResponse: (data: {
        hideResidentProperties?: { _id: string; hiddenFields: string[] };
        exposeResidentProperties?: { _id: string; hiddenFields: string[] };
      }) =>
        (data.hideResidentProperties ?? data.exposeResidentProperties) as {
          _id: string;
          hiddenFields: string[];
        },
      // The shell's user must show the new privacy at once (and the directory with it).
      invalidatesTags: (result) => (result ? ['User', 'Directory'] : []),
    }),
    myContactInvitations: build.query<ContactInvitation[], void>({
      query: () => ({ document: MY_CONTACT_INVITATIONS, variables: {} }),
      transformResponse: (data: { myContactInvitations: ContactInvitation[] }) =>
        data.myContactInvitations,
      providesTags: ['ContactInvitations'],
    }),
    answerContactInvitation: build.mutation<
      ContactInvitation,
      { invitationId: string; accept: boolean }
    >({
      query: ({ invitationId, accept }) => ({
        document: accept ? ACCEPT_INVITATION : DECLINE_INVITATION,
        variables: { invitationId },
      }),
      transformResponse: (data: {
        acceptContactInvitation?: ContactInvitation;
        declineContactInvitation?: ContactInvitation;
      }) => (data.acceptContactInvitation ?? data.declineContactInvitation) as ContactInvitation,
      // Accepting adds a community to the user (and the directory changes with it).
      invalidatesTags: (result, _error, { accept }) =>
        result ? ['ContactInvitations', ...(accept ? (['User', 'Directory'] as const) : [])] : [],
    }),
    communityTheme: build.query<Theme, string>({
      query: (file) => ({ path: file }),
    }),
  }),
});

export const {
  useAlexaAddressBookQuery,
  useAddAddressBookContactMutation,
  useRemoveAddressBookContactMutation,
  useSetPropertyHiddenMutation,
  useMyContactInvitationsQuery,
  useAnswerContactInvitationMutation,
  useLazyCommunityThemeQuery,
} = profileApi;
