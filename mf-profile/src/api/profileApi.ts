import {
  graphRequest,
  type PortalError,
  portalApi,
  resolveEnvironment,
  type Theme,
} from '@portal/shared';
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

/** The shell's `version.json` (spec 7): the portal's version and, where known, its build number. */
export interface PortalVersion {
  version: string;
  build?: string;
}

/** A file of the shell's own host, not an API call: no bearer, and asked afresh each time. */
async function readPortalVersion(): Promise<{ data: PortalVersion } | { error: PortalError }> {
  try {
    const response = await fetch(`${resolveEnvironment().shellOrigin}/version.json`, {
      cache: 'no-cache',
    });
    // A host without the file may answer its page instead: no JSON, no version.
    const file: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
    const { version, build } = (file ?? {}) as Record<string, unknown>;
    if (typeof version !== 'string') {
      return { error: { status: response.status, message: 'No version in version.json' } };
    }
    return { data: typeof build === 'string' ? { version, build } : { version } };
  } catch (error) {
    return { error: { status: 'NETWORK', message: String(error) } };
  }
}

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
    /** GET /version.json (spec 7), from the shell's host: the version of the portal in use. */
    portalVersion: build.query<PortalVersion, void>({ queryFn: readPortalVersion }),
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
