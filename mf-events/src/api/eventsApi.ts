import {
  DIRECTORY_ROLE_CODES,
  EVENT_PAGE_SIZE,
  type EventTimeframe,
  graphRequest,
  keepOffline,
  portalApi,
} from '@portal/shared';
import {
  AcceptEventInviteDocument,
  type AcceptEventInviteMutation,
  AttendDocument,
  type AttendMutation,
  type AttendMutationVariables,
  DeclineEventInviteDocument,
  type DeclineEventInviteMutation,
  EventDetailsDocument,
  type EventDetailsQuery,
  type EventFieldsFragment,
  EventListDocument,
  type EventListQuery,
  EventSignupWithInvitesDocument,
  EventWithdrawDocument,
  type EventWithdrawMutation,
  type EventWithdrawMutationVariables,
  InviteCandidatesDocument,
  type InviteCandidatesQuery,
  ModifySignupCommentDocument,
  type ModifySignupCommentMutation,
  type ModifySignupCommentMutationVariables,
  MyEventsDocument,
  type MyEventsQuery,
  MyInvitesDocument,
  type MyInvitesQuery,
  type RsvpFieldsFragment,
} from '../gql/graphql';

/** Spec 3: Event, RSVP and Invite, as the events calls answer them (typed from the schema). */
export type PortalEvent = EventFieldsFragment;
export type Rsvp = RsvpFieldsFragment;
export type EventCalendar = PortalEvent['calendars'][number];
type ListedInvite = MyInvitesQuery['myInvites'][number];
/** An invite of the caller's list; the list always names who invited to which event. */
export type Invite = ListedInvite & { signup: NonNullable<ListedInvite['signup']> };

export interface EventListArgs {
  communityId: string;
  page: number;
  timeframe: EventTimeframe;
  calendars: string[];
  search: string;
}

/** A page of events with the community's calendars. */
export type EventListAnswer = EventListQuery['events'] & {
  calendars: EventListQuery['eventCalendars'];
};

/** What every event action answers: in staff demo mode, the demo message and no change. */
export type ActionAnswer =
  | AttendMutation['eventSignup']
  | EventWithdrawMutation['eventWithdraw']
  | AcceptEventInviteMutation['acceptEventInvite']
  | DeclineEventInviteMutation['declineEventInvite']
  | ModifySignupCommentMutation['modifySignupComment'];

/** A resident who may be invited to an event. */
export type InviteCandidate = InviteCandidatesQuery['directory'][number];

export type SignupAnswer = AttendMutation['eventSignup'];
export type InviteAnswer = AcceptEventInviteMutation['acceptEventInvite'];

export type SignupArgs = AttendMutationVariables & { userId: string; invitees?: string[] };

/** Every action refreshes invites, sign-ups (and with them the reminders) and the event (spec 4). */
const actionTags = (eventId: string) => [
  { type: 'Event' as const, id: eventId },
  { type: 'Event' as const, id: 'LIST' },
  'MyEvents' as const,
  'Invites' as const,
];

export const eventsApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['Event', 'MyEvents', 'Invites'] })
  .injectEndpoints({
    endpoints: (build) => ({
      eventList: build.query<EventListAnswer, EventListArgs>({
        query: ({ communityId, page, timeframe, calendars, search }) =>
          graphRequest(EventListDocument, {
            communityId,
            page,
            limit: EVENT_PAGE_SIZE,
            timeframe,
            calendars: calendars.length > 0 ? calendars : null,
            search: search || null,
          }),
        transformResponse: (data: EventListQuery) => ({
          ...data.events,
          calendars: data.eventCalendars,
        }),
        providesTags: [{ type: 'Event', id: 'LIST' }],
      }),
      eventDetails: build.query<PortalEvent, { communityId: string; eventId: string }>({
        query: (args) => graphRequest(EventDetailsDocument, args),
        transformResponse: (data: EventDetailsQuery) => data.event,
        providesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: eventId }],
      }),
      /** Residents matching a search, whom the caller may invite (not themselves, no hidden profile). */
      inviteCandidates: build.query<InviteCandidate[], { communityId: string; query: string }>({
        query: ({ communityId, query }) =>
          graphRequest(InviteCandidatesDocument, {
            communityId,
            query,
            roles: [DIRECTORY_ROLE_CODES.residents],
          }),
        transformResponse: (data: InviteCandidatesQuery) =>
          data.directory.filter((person) => person.canCommunicate),
      }),
      myEvents: build.query<PortalEvent[], string>({
        query: (communityId) => graphRequest(MyEventsDocument, { communityId }),
        transformResponse: (data: MyEventsQuery) => data.myEvents,
        providesTags: ['MyEvents'],
      }),
      myInvites: build.query<Invite[], string>({
        query: (communityId) => graphRequest(MyInvitesDocument, { communityId, status: 'Pending' }),
        transformResponse: (data: MyInvitesQuery) =>
          data.myInvites.flatMap(({ signup, ...invite }) =>
            signup ? [{ ...invite, signup }] : [],
          ),
        providesTags: ['Invites'],
      }),
      attend: build.mutation<AttendMutation['eventSignup'], SignupArgs>({
        query: ({ invitees, ...args }) =>
          invitees && invitees.length > 0
            ? graphRequest(EventSignupWithInvitesDocument, { ...args, invitees })
            : graphRequest(AttendDocument, args),
        transformResponse: (data: AttendMutation) => data.eventSignup,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      withdraw: build.mutation<
        EventWithdrawMutation['eventWithdraw'],
        EventWithdrawMutationVariables
      >({
        query: (variables) => graphRequest(EventWithdrawDocument, variables),
        transformResponse: (data: EventWithdrawMutation) => data.eventWithdraw,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      acceptInvite: build.mutation<
        AcceptEventInviteMutation['acceptEventInvite'],
        { inviteId: string; eventId: string }
      >({
        query: ({ inviteId }) => graphRequest(AcceptEventInviteDocument, { inviteId }),
        transformResponse: (data: AcceptEventInviteMutation) => data.acceptEventInvite,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      declineInvite: build.mutation<
        DeclineEventInviteMutation['declineEventInvite'],
        { inviteId: string; eventId: string }
      >({
        query: ({ inviteId }) => graphRequest(DeclineEventInviteDocument, { inviteId }),
        transformResponse: (data: DeclineEventInviteMutation) => data.declineEventInvite,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      modifyComment: build.mutation<
        ModifySignupCommentMutation['modifySignupComment'],
        ModifySignupCommentMutationVariables
      >({
        query: (variables) => graphRequest(ModifySignupCommentDocument, variables),
        transformResponse: (data: ModifySignupCommentMutation) => data.modifySignupComment,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
    }),
  });

export const {
  useEventListQuery,
  useEventDetailsQuery,
  useMyEventsQuery,
  useInviteCandidatesQuery,
  useMyInvitesQuery,
  useAttendMutation,
  useWithdrawMutation,
  useAcceptInviteMutation,
  useDeclineInviteMutation,
  useModifyCommentMutation,
} = eventsApi;

// Offline data (spec 4): the event lists are kept for the next start.
keepOffline('eventList', 'myEvents');

type MyEventsSelectorState = Parameters<ReturnType<typeof eventsApi.endpoints.myEvents.select>>[0];

/** My Events as loaded for this community, read from the portal's store state. */
export function selectLoadedMyEvents(
  state: unknown,
  communityId: string,
): PortalEvent[] | undefined {
  // The root state knows the tag types the area added only by this area's own declaration.
  return eventsApi.endpoints.myEvents.select(communityId)(state as MyEventsSelectorState).data;
}
