import { graphRequest, portalApi, type Theme } from '@portal/shared';
import {
  AcceptContactInvitationDocument,
  type AcceptContactInvitationMutation,
  AddContactToPersonalAddressbookDocument,
  type AddContactToPersonalAddressbookMutation,
  AlexaAddressBookDocument,
  type AlexaAddressBookQuery,
  type ContactInvitationFieldsFragment,
  DeclineContactInvitationDocument,
  type DeclineContactInvitationMutation,
  ExposeResidentPropertiesDocument,
  type ExposeResidentPropertiesMutation,
  HideResidentPropertiesDocument,
  type HideResidentPropertiesMutation,
  MyContactInvitationsDocument,
  type MyContactInvitationsQuery,
  RemoveContactFromPersonalAddressBookDocument,
  type RemoveContactFromPersonalAddressBookMutation,
  type ResidentPrivacyFragment,
} from '../gql/graphql';

/** The voice-assistant address book of the caller's room (typed from the schema). */
export type AddressBook = NonNullable<AlexaAddressBookQuery['alexaAddressBook']>;
/** What an address book change answers. */
export type AddressBookAnswer =
  AddContactToPersonalAddressbookMutation['addContactToPersonalAddressbook'];
/** The resident's properties hidden from the directory. */
export type ResidentPrivacy = ResidentPrivacyFragment;
/** An invitation to connect (sent through Share), as the invited person sees it. */
export type ContactInvitation = ContactInvitationFieldsFragment;

const api = portalApi.enhanceEndpoints({
  addTagTypes: ['AddressBook', 'Directory', 'ContactInvitations'],
});

/** Spec 7: the voice-assistant address book and the resident's hidden properties. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    alexaAddressBook: build.query<AddressBook | null, string>({
      query: (communityId) => graphRequest(AlexaAddressBookDocument, { communityId }),
      transformResponse: (data: AlexaAddressBookQuery) => data.alexaAddressBook,
      providesTags: ['AddressBook'],
    }),
    addAddressBookContact: build.mutation<
      AddressBookAnswer,
      { communityId: string; roomName: string; name: string; phoneNumbers: string[] }
    >({
      query: ({ communityId, roomName, name, phoneNumbers }) =>
        graphRequest(AddContactToPersonalAddressbookDocument, {
          communityId,
          roomName,
          contacts: [{ type: 'pstn', name, phoneNumbers }],
        }),
      transformResponse: (data: AddContactToPersonalAddressbookMutation) =>
        data.addContactToPersonalAddressbook,
      invalidatesTags: (result) => (result ? ['AddressBook', 'User'] : []),
    }),
    removeAddressBookContact: build.mutation<
      AddressBookAnswer,
      { communityId: string; roomName: string; contactName: string }
    >({
      query: (variables) => graphRequest(RemoveContactFromPersonalAddressBookDocument, variables),
      transformResponse: (data: RemoveContactFromPersonalAddressBookMutation) =>
        data.removeContactFromPersonalAddressBook,
      invalidatesTags: (result) => (result ? ['AddressBook', 'User'] : []),
    }),
    setPropertyHidden: build.mutation<
      ResidentPrivacy,
      { communityId: string; residentId: string; property: string; hidden: boolean }
    >({
      query: ({ communityId, residentId, property, hidden }) => {
        const variables = { communityId, residentId, properties: [property] };
        return hidden
          ? graphRequest(HideResidentPropertiesDocument, variables)
          : graphRequest(ExposeResidentPropertiesDocument, variables);
      },
      transformResponse: (
        data: HideResidentPropertiesMutation | ExposeResidentPropertiesMutation,
      ) =>
        'hideResidentProperties' in data
          ? data.hideResidentProperties
          : data.exposeResidentProperties,
      // The shell's user must show the new privacy at once (and the directory with it).
      invalidatesTags: (result) => (result ? ['User', 'Directory'] : []),
    }),
    myContactInvitations: build.query<ContactInvitation[], void>({
      query: () => graphRequest(MyContactInvitationsDocument, {}),
      transformResponse: (data: MyContactInvitationsQuery) => data.myContactInvitations,
      providesTags: ['ContactInvitations'],
    }),
    answerContactInvitation: build.mutation<
      ContactInvitation,
      { invitationId: string; accept: boolean }
    >({
      query: ({ invitationId, accept }) =>
        accept
          ? graphRequest(AcceptContactInvitationDocument, { invitationId })
          : graphRequest(DeclineContactInvitationDocument, { invitationId }),
      transformResponse: (
        data: AcceptContactInvitationMutation | DeclineContactInvitationMutation,
      ) =>
        'acceptContactInvitation' in data
          ? data.acceptContactInvitation
          : data.declineContactInvitation,
      // Accepting adds a community to the user (and the directory changes with it).
      invalidatesTags: (result, _error, { accept }) =>
        result ? ['ContactInvitations', ...(accept ? (['User', 'Directory'] as const) : [])] : [],
    }),
    communityTheme: build.query<Theme, string>({
      query: (file) => ({ path: file }),
    }),
    /** GET /version.json (spec 7): the version of the portal the browser talks to. */
    portalVersion: build.query<{ version: string }, void>({
      query: () => ({ path: '/version.json' }),
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
  usePortalVersionQuery,
} = profileApi;
