import { EVENT_PAGE_SIZE, type EventTimeframe, portalApi } from '@portal/shared';

/** Spec 3: Event, RSVP and Invite, as the events calls answer them. */
export interface EventCalendar {
  _id: string;
  name: string;
  careSettings: { name: string }[];
}

export interface Rsvp {
  _id: string;
  status: 'Attending' | 'Waitlisted' | 'Withdrawn';
  comments: string | null;
  type: 'UserRSVP' | 'GuestRSVP';
  guestName: string | null;
  canWithdraw: boolean;
  user: { _id: string; fullName: string; optOutOfDirectory: boolean };
}

export interface Invite {
  _id: string;
  status: 'Pending' | 'Accepted' | 'Declined';
  signup: {
    _id: string;
    displayName: string;
    user: { _id: string; fullName: string };
    eventInstance: PortalEvent;
    event: { _id: string };
  };
}

export interface PortalEvent {
  _id: string;
  name: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
  url: string | null;
  urlDetails: string | null;
  signupUrl: string | null;
  commentPrompt: string | null;
  costsMoney: boolean;
  totalSpots: number | null;
  openSpots: number | null;
  timezone: string;
  calendars: EventCalendar[];
  virtualEventDestinations: { _id: string; name: string }[];
  rsvp: Rsvp | null;
  guestRsvp: Rsvp | null;
  invite: { _id: string; status: string; signup: { displayName: string } } | null;
  hasWaitlist: boolean;
  waitlistCount: number;
}

const RSVP_FIELDS = `_id status comments type guestName canWithdraw
  user { _id fullName optOutOfDirectory }`;

const EVENT_FIELDS = `_id name description startsAt endsAt allDay location url urlDetails signupUrl
  commentPrompt costsMoney totalSpots openSpots timezone
  calendars { _id name careSettings { name } }
  virtualEventDestinations { _id name }
  rsvp { ${RSVP_FIELDS} } guestRsvp { ${RSVP_FIELDS} }
  invite { _id status signup { displayName } }
  hasWaitlist waitlistCount`;

export const EVENT_LIST = `query EventList($communityId: ID!, $page: Int, $limit: Int,
    $timeframe: EventTimeframe, $calendars: [ID!], $search: String) {
  events(communityId: $communityId, page: $page, limit: $limit, timeframe: $timeframe,
         calendars: $calendars, search: $search) {
    events { ${EVENT_FIELDS} }
    pageInfo { page limit total hasNextPage }
  }
  eventCalendars(communityId: $communityId) { _id name careSettings { name } }
}`;

export const EVENT_DETAILS = `query EventDetails($eventId: ID!) {
  event(eventId: $eventId) { ${EVENT_FIELDS} }
}`;

export const MY_EVENTS = `query MyEvents($communityId: ID) {
  myEvents(communityId: $communityId) { ${EVENT_FIELDS} }
}`;

export const MY_INVITES = `query MyInvites($communityId: ID, $status: InviteStatus) {
  myInvites(communityId: $communityId, status: $status) {
    _id status
    signup { _id displayName user { _id fullName } event { _id } eventInstance { ${EVENT_FIELDS} } }
  }
}`;

const SIGNUP_RESULT = '_id status user { _id } demo message';

export const ATTEND = `mutation Attend($eventId: ID!, $userId: ID, $guests: [GuestSignupInput!],
    $comments: String) {
  eventSignup(eventId: $eventId, userId: $userId, guests: $guests, comments: $comments) {
    ${SIGNUP_RESULT}
  }
}`;

export const EVENT_SIGNUP_WITH_INVITES = `mutation EventSignupWithInvites($eventId: ID!, $userId: ID,
    $guests: [GuestSignupInput!], $comments: String, $invitees: [ID!]) {
  eventSignup(eventId: $eventId, userId: $userId, guests: $guests, comments: $comments,
              invitees: $invitees) {
    ${SIGNUP_RESULT}
  }
}`;

export const EVENT_WITHDRAW = `mutation EventWithdraw($eventId: ID!, $rsvpId: ID!) {
  eventWithdraw(eventId: $eventId, rsvpId: $rsvpId) { _id status demo message }
}`;

export const ACCEPT_EVENT_INVITE = `mutation AcceptEventInvite($inviteId: ID!) {
  acceptEventInvite(inviteId: $inviteId) { _id status demo message signup { _id displayName } }
}`;

export const DECLINE_EVENT_INVITE = `mutation DeclineEventInvite($inviteId: ID!) {
  declineEventInvite(inviteId: $inviteId) { _id status demo message signup { _id displayName } }
}`;

export const MODIFY_SIGNUP_COMMENT = `mutation ModifySignupComment($rsvpId: ID!, $eventId: ID!,
    $comment: String!) {
  modifySignupComment(rsvpId: $rsvpId, eventId: $eventId, comment: $comment) { _id demo message }
}`;

export interface EventListArgs {
  communityId: string;
  page: number;
  timeframe: EventTimeframe;
  calendars: string[];
  search: string;
}

export interface EventListAnswer {
  events: PortalEvent[];
  pageInfo: { page: number; limit: number; total: number; hasNextPage: boolean };
  calendars: EventCalendar[];
}

/** What every event action answers: in staff demo mode, the demo message and no change. */
export interface ActionAnswer {
  _id: string | null;
  status?: string;
  demo: boolean;
  message: string | null;
}

export interface SignupArgs {
  eventId: string;
  userId: string;
  guests: { guestName: string }[];
  comments: string | null;
  invitees?: string[];
}

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
        query: ({ communityId, page, timeframe, calendars, search }) => ({
          document: EVENT_LIST,
          variables: {
            communityId,
            page,
            limit: EVENT_PAGE_SIZE,
            timeframe,
            calendars: calendars.length > 0 ? calendars : null,
            search: search || null,
          },
        }),
        transformResponse: (data: {
          events: Omit<EventListAnswer, 'calendars'>;
          eventCalendars: EventCalendar[];
        }) => ({ ...data.events, calendars: data.eventCalendars }),
        providesTags: [{ type: 'Event', id: 'LIST' }],
      }),
      eventDetails: build.query<PortalEvent, string>({
        query: (eventId) => ({ document: EVENT_DETAILS, variables: { eventId } }),
        transformResponse: (data: { event: PortalEvent }) => data.event,
        providesTags: (_result, _error, eventId) => [{ type: 'Event', id: eventId }],
      }),
      myEvents: build.query<PortalEvent[], string>({
        query: (communityId) => ({ document: MY_EVENTS, variables: { communityId } }),
        transformResponse: (data: { myEvents: PortalEvent[] }) => data.myEvents,
        providesTags: ['MyEvents'],
      }),
      myInvites: build.query<Invite[], string>({
        query: (communityId) => ({
          document: MY_INVITES,
          variables: { communityId, status: 'Pending' },
        }),
        transformResponse: (data: { myInvites: Invite[] }) => data.myInvites,
        providesTags: ['Invites'],
      }),
      attend: build.mutation<ActionAnswer, SignupArgs>({
        query: ({ invitees, ...args }) =>
          invitees && invitees.length > 0
            ? { document: EVENT_SIGNUP_WITH_INVITES, variables: { ...args, invitees } }
            : { document: ATTEND, variables: args },
        transformResponse: (data: { eventSignup: ActionAnswer }) => data.eventSignup,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      withdraw: build.mutation<ActionAnswer, { eventId: string; rsvpId: string }>({
        query: (variables) => ({ document: EVENT_WITHDRAW, variables }),
        transformResponse: (data: { eventWithdraw: ActionAnswer }) => data.eventWithdraw,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      acceptInvite: build.mutation<ActionAnswer, { inviteId: string; eventId: string }>({
        query: ({ inviteId }) => ({ document: ACCEPT_EVENT_INVITE, variables: { inviteId } }),
        transformResponse: (data: { acceptEventInvite: ActionAnswer }) => data.acceptEventInvite,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      declineInvite: build.mutation<ActionAnswer, { inviteId: string; eventId: string }>({
        query: ({ inviteId }) => ({ document: DECLINE_EVENT_INVITE, variables: { inviteId } }),
        transformResponse: (data: { declineEventInvite: ActionAnswer }) => data.declineEventInvite,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
      modifyComment: build.mutation<
        ActionAnswer,
        { rsvpId: string; eventId: string; comment: string }
      >({
        query: (variables) => ({ document: MODIFY_SIGNUP_COMMENT, variables }),
        transformResponse: (data: { modifySignupComment: ActionAnswer }) =>
          data.modifySignupComment,
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : actionTags(eventId)),
      }),
    }),
  });

export const {
  useEventListQuery,
  useEventDetailsQuery,
  useMyEventsQuery,
  useMyInvitesQuery,
  useAttendMutation,
  useWithdrawMutation,
  useAcceptInviteMutation,
  useDeclineInviteMutation,
  useModifyCommentMutation,
} = eventsApi;

type MyEventsSelectorState = Parameters<ReturnType<typeof eventsApi.endpoints.myEvents.select>>[0];

/** My Events as loaded for this community, read from the portal's store state. */
export function selectLoadedMyEvents(
  state: unknown,
  communityId: string,
): PortalEvent[] | undefined {
  // The root state knows the tag types the area added only by this area's own declaration.
  return eventsApi.endpoints.myEvents.select(communityId)(state as MyEventsSelectorState).data;
}
