/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type EventTimeframe =
  | 'Day'
  | 'Month'
  | 'Week'
  | 'Year';

export type GuestSignupInput = {
  guestName: string;
};

export type InviteStatus =
  | 'Accepted'
  | 'Declined'
  | 'Pending';

export type RsvpStatus =
  | 'Attending'
  | 'Waitlisted'
  | 'Withdrawn';

export type RsvpType =
  | 'GuestRSVP'
  | 'UserRSVP';

export type RsvpFieldsFragment = { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } };

export type EventFieldsFragment = { _id: string, name: string, description: string | null, startsAt: string, endsAt: string, allDay: boolean, location: string | null, url: string | null, urlDetails: string | null, signupUrl: string | null, commentPrompt: string | null, costsMoney: boolean, totalSpots: number | null, openSpots: number | null, timezone: string, hasWaitlist: boolean, waitlistCount: number, calendars: Array<{ _id: string, name: string, careSettings: Array<{ name: string }> }>, virtualEventDestinations: Array<{ _id: string, name: string }>, rsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, guestRsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, invite: { _id: string, status: InviteStatus, signup: { displayName: string } | null } | null };

export type EventListQueryVariables = Exact<{
  communityId: string;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  timeframe?: EventTimeframe | null | undefined;
  calendars?: Array<string> | string | null | undefined;
  search?: string | null | undefined;
}>;


export type EventListQuery = { events: { events: Array<{ _id: string, name: string, description: string | null, startsAt: string, endsAt: string, allDay: boolean, location: string | null, url: string | null, urlDetails: string | null, signupUrl: string | null, commentPrompt: string | null, costsMoney: boolean, totalSpots: number | null, openSpots: number | null, timezone: string, hasWaitlist: boolean, waitlistCount: number, calendars: Array<{ _id: string, name: string, careSettings: Array<{ name: string }> }>, virtualEventDestinations: Array<{ _id: string, name: string }>, rsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, guestRsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, invite: { _id: string, status: InviteStatus, signup: { displayName: string } | null } | null }>, pageInfo: { page: number, limit: number, total: number, hasNextPage: boolean } }, eventCalendars: Array<{ _id: string, name: string, careSettings: Array<{ name: string }> }> };

export type EventDetailsQueryVariables = Exact<{
  eventId: string;
  communityId: string;
}>;


export type EventDetailsQuery = { event: { _id: string, name: string, description: string | null, startsAt: string, endsAt: string, allDay: boolean, location: string | null, url: string | null, urlDetails: string | null, signupUrl: string | null, commentPrompt: string | null, costsMoney: boolean, totalSpots: number | null, openSpots: number | null, timezone: string, hasWaitlist: boolean, waitlistCount: number, calendars: Array<{ _id: string, name: string, careSettings: Array<{ name: string }> }>, virtualEventDestinations: Array<{ _id: string, name: string }>, rsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, guestRsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, invite: { _id: string, status: InviteStatus, signup: { displayName: string } | null } | null } };

export type MyEventsQueryVariables = Exact<{
  communityId: string;
}>;


export type MyEventsQuery = { myEvents: Array<{ _id: string, name: string, description: string | null, startsAt: string, endsAt: string, allDay: boolean, location: string | null, url: string | null, urlDetails: string | null, signupUrl: string | null, commentPrompt: string | null, costsMoney: boolean, totalSpots: number | null, openSpots: number | null, timezone: string, hasWaitlist: boolean, waitlistCount: number, calendars: Array<{ _id: string, name: string, careSettings: Array<{ name: string }> }>, virtualEventDestinations: Array<{ _id: string, name: string }>, rsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, guestRsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, invite: { _id: string, status: InviteStatus, signup: { displayName: string } | null } | null }> };

export type MyInvitesQueryVariables = Exact<{
  communityId: string;
  status?: InviteStatus | null | undefined;
}>;


export type MyInvitesQuery = { myInvites: Array<{ _id: string, status: InviteStatus, signup: { _id: string, displayName: string, user: { _id: string, fullName: string }, event: { _id: string }, eventInstance: { _id: string, name: string, description: string | null, startsAt: string, endsAt: string, allDay: boolean, location: string | null, url: string | null, urlDetails: string | null, signupUrl: string | null, commentPrompt: string | null, costsMoney: boolean, totalSpots: number | null, openSpots: number | null, timezone: string, hasWaitlist: boolean, waitlistCount: number, calendars: Array<{ _id: string, name: string, careSettings: Array<{ name: string }> }>, virtualEventDestinations: Array<{ _id: string, name: string }>, rsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, guestRsvp: { _id: string, status: RsvpStatus, comments: string | null, type: RsvpType, guestName: string | null, canWithdraw: boolean, user: { _id: string, fullName: string, optOutOfDirectory: boolean } } | null, invite: { _id: string, status: InviteStatus, signup: { displayName: string } | null } | null } } | null }> };

export type SignupResultFragment = { _id: string | null, status: string, demo: boolean, message: string | null, user: { _id: string } };

export type AttendMutationVariables = Exact<{
  eventId: string;
  userId?: string | null | undefined;
  guests?: Array<GuestSignupInput> | GuestSignupInput | null | undefined;
  comments?: string | null | undefined;
}>;


export type AttendMutation = { eventSignup: { _id: string | null, status: string, demo: boolean, message: string | null, user: { _id: string } } };

export type EventSignupWithInvitesMutationVariables = Exact<{
  eventId: string;
  userId?: string | null | undefined;
  guests?: Array<GuestSignupInput> | GuestSignupInput | null | undefined;
  comments?: string | null | undefined;
  invitees?: Array<string> | string | null | undefined;
}>;


export type EventSignupWithInvitesMutation = { eventSignup: { _id: string | null, status: string, demo: boolean, message: string | null, user: { _id: string } } };

export type EventWithdrawMutationVariables = Exact<{
  eventId: string;
  rsvpId: string;
}>;


export type EventWithdrawMutation = { eventWithdraw: { _id: string, status: string, demo: boolean, message: string | null } };

export type AcceptEventInviteMutationVariables = Exact<{
  inviteId: string;
}>;


export type AcceptEventInviteMutation = { acceptEventInvite: { _id: string, status: InviteStatus, demo: boolean, message: string | null, signup: { _id: string, displayName: string } | null } };

export type DeclineEventInviteMutationVariables = Exact<{
  inviteId: string;
}>;


export type DeclineEventInviteMutation = { declineEventInvite: { _id: string, status: InviteStatus, demo: boolean, message: string | null, signup: { _id: string, displayName: string } | null } };

export type ModifySignupCommentMutationVariables = Exact<{
  rsvpId: string;
  eventId: string;
  comment: string;
}>;


export type ModifySignupCommentMutation = { modifySignupComment: { _id: string, demo: boolean, message: string | null } };

export type InviteCandidatesQueryVariables = Exact<{
  communityId: string;
  query?: string | null | undefined;
  roles?: Array<number> | number | null | undefined;
}>;


export type InviteCandidatesQuery = { directory: Array<{ _id: string, fullName: string, canCommunicate: boolean }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RsvpFieldsFragmentDoc = new TypedDocumentString(`
    fragment RsvpFields on RSVP {
  _id
  status
  comments
  type
  guestName
  canWithdraw
  user {
    _id
    fullName
    optOutOfDirectory
  }
}
    `, {"fragmentName":"RsvpFields"}) as unknown as TypedDocumentString<RsvpFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventFields on Event {
  _id
  name
  description
  startsAt
  endsAt
  allDay
  location
  url
  urlDetails
  signupUrl
  commentPrompt
  costsMoney
  totalSpots
  openSpots
  timezone
  calendars {
    _id
    name
    careSettings {
      name
    }
  }
  virtualEventDestinations {
    _id
    name
  }
  rsvp {
    ...RsvpFields
  }
  guestRsvp {
    ...RsvpFields
  }
  invite {
    _id
    status
    signup {
      displayName
    }
  }
  hasWaitlist
  waitlistCount
}
    fragment RsvpFields on RSVP {
  _id
  status
  comments
  type
  guestName
  canWithdraw
  user {
    _id
    fullName
    optOutOfDirectory
  }
}`, {"fragmentName":"EventFields"}) as unknown as TypedDocumentString<EventFieldsFragment, unknown>;
export const SignupResultFragmentDoc = new TypedDocumentString(`
    fragment SignupResult on EventSignupResult {
  _id
  status
  user {
    _id
  }
  demo
  message
}
    `, {"fragmentName":"SignupResult"}) as unknown as TypedDocumentString<SignupResultFragment, unknown>;
export const EventListDocument = new TypedDocumentString(`
    query EventList($communityId: ID!, $page: Int, $limit: Int, $timeframe: EventTimeframe, $calendars: [ID!], $search: String) {
  events(
    communityId: $communityId
    page: $page
    limit: $limit
    timeframe: $timeframe
    calendars: $calendars
    search: $search
  ) {
    events {
      ...EventFields
    }
    pageInfo {
      page
      limit
      total
      hasNextPage
    }
  }
  eventCalendars(communityId: $communityId) {
    _id
    name
    careSettings {
      name
    }
  }
}
    fragment RsvpFields on RSVP {
  _id
  status
  comments
  type
  guestName
  canWithdraw
  user {
    _id
    fullName
    optOutOfDirectory
  }
}
fragment EventFields on Event {
  _id
  name
  description
  startsAt
  endsAt
  allDay
  location
  url
  urlDetails
  signupUrl
  commentPrompt
  costsMoney
  totalSpots
  openSpots
  timezone
  calendars {
    _id
    name
    careSettings {
      name
    }
  }
  virtualEventDestinations {
    _id
    name
  }
  rsvp {
    ...RsvpFields
  }
  guestRsvp {
    ...RsvpFields
  }
  invite {
    _id
    status
    signup {
      displayName
    }
  }
  hasWaitlist
  waitlistCount
}`) as unknown as TypedDocumentString<EventListQuery, EventListQueryVariables>;
export const EventDetailsDocument = new TypedDocumentString(`
    query EventDetails($eventId: ID!, $communityId: ID!) {
  event(eventId: $eventId, communityId: $communityId) {
    ...EventFields
  }
}
    fragment RsvpFields on RSVP {
  _id
  status
  comments
  type
  guestName
  canWithdraw
  user {
    _id
    fullName
    optOutOfDirectory
  }
}
fragment EventFields on Event {
  _id
  name
  description
  startsAt
  endsAt
  allDay
  location
  url
  urlDetails
  signupUrl
  commentPrompt
  costsMoney
  totalSpots
  openSpots
  timezone
  calendars {
    _id
    name
    careSettings {
      name
    }
  }
  virtualEventDestinations {
    _id
    name
  }
  rsvp {
    ...RsvpFields
  }
  guestRsvp {
    ...RsvpFields
  }
  invite {
    _id
    status
    signup {
      displayName
    }
  }
  hasWaitlist
  waitlistCount
}`) as unknown as TypedDocumentString<EventDetailsQuery, EventDetailsQueryVariables>;
export const MyEventsDocument = new TypedDocumentString(`
    query MyEvents($communityId: ID!) {
  myEvents(communityId: $communityId) {
    ...EventFields
  }
}
    fragment RsvpFields on RSVP {
  _id
  status
  comments
  type
  guestName
  canWithdraw
  user {
    _id
    fullName
    optOutOfDirectory
  }
}
fragment EventFields on Event {
  _id
  name
  description
  startsAt
  endsAt
  allDay
  location
  url
  urlDetails
  signupUrl
  commentPrompt
  costsMoney
  totalSpots
  openSpots
  timezone
  calendars {
    _id
    name
    careSettings {
      name
    }
  }
  virtualEventDestinations {
    _id
    name
  }
  rsvp {
    ...RsvpFields
  }
  guestRsvp {
    ...RsvpFields
  }
  invite {
    _id
    status
    signup {
      displayName
    }
  }
  hasWaitlist
  waitlistCount
}`) as unknown as TypedDocumentString<MyEventsQuery, MyEventsQueryVariables>;
export const MyInvitesDocument = new TypedDocumentString(`
    query MyInvites($communityId: ID!, $status: InviteStatus) {
  myInvites(communityId: $communityId, status: $status) {
    _id
    status
    signup {
      _id
      displayName
      user {
        _id
        fullName
      }
      event {
        _id
      }
      eventInstance {
        ...EventFields
      }
    }
  }
}
    fragment RsvpFields on RSVP {
  _id
  status
  comments
  type
  guestName
  canWithdraw
  user {
    _id
    fullName
    optOutOfDirectory
  }
}
fragment EventFields on Event {
  _id
  name
  description
  startsAt
  endsAt
  allDay
  location
  url
  urlDetails
  signupUrl
  commentPrompt
  costsMoney
  totalSpots
  openSpots
  timezone
  calendars {
    _id
    name
    careSettings {
      name
    }
  }
  virtualEventDestinations {
    _id
    name
  }
  rsvp {
    ...RsvpFields
  }
  guestRsvp {
    ...RsvpFields
  }
  invite {
    _id
    status
    signup {
      displayName
    }
  }
  hasWaitlist
  waitlistCount
}`) as unknown as TypedDocumentString<MyInvitesQuery, MyInvitesQueryVariables>;
export const AttendDocument = new TypedDocumentString(`
    mutation Attend($eventId: ID!, $userId: ID, $guests: [GuestSignupInput!], $comments: String) {
  eventSignup(
    eventId: $eventId
    userId: $userId
    guests: $guests
    comments: $comments
  ) {
    ...SignupResult
  }
}
    fragment SignupResult on EventSignupResult {
  _id
  status
  user {
    _id
  }
  demo
  message
}`) as unknown as TypedDocumentString<AttendMutation, AttendMutationVariables>;
export const EventSignupWithInvitesDocument = new TypedDocumentString(`
    mutation EventSignupWithInvites($eventId: ID!, $userId: ID, $guests: [GuestSignupInput!], $comments: String, $invitees: [ID!]) {
  eventSignup(
    eventId: $eventId
    userId: $userId
    guests: $guests
    comments: $comments
    invitees: $invitees
  ) {
    ...SignupResult
  }
}
    fragment SignupResult on EventSignupResult {
  _id
  status
  user {
    _id
  }
  demo
  message
}`) as unknown as TypedDocumentString<EventSignupWithInvitesMutation, EventSignupWithInvitesMutationVariables>;
export const EventWithdrawDocument = new TypedDocumentString(`
    mutation EventWithdraw($eventId: ID!, $rsvpId: ID!) {
  eventWithdraw(eventId: $eventId, rsvpId: $rsvpId) {
    _id
    status
    demo
    message
  }
}
    `) as unknown as TypedDocumentString<EventWithdrawMutation, EventWithdrawMutationVariables>;
export const AcceptEventInviteDocument = new TypedDocumentString(`
    mutation AcceptEventInvite($inviteId: ID!) {
  acceptEventInvite(inviteId: $inviteId) {
    _id
    status
    demo
    message
    signup {
      _id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<AcceptEventInviteMutation, AcceptEventInviteMutationVariables>;
export const DeclineEventInviteDocument = new TypedDocumentString(`
    mutation DeclineEventInvite($inviteId: ID!) {
  declineEventInvite(inviteId: $inviteId) {
    _id
    status
    demo
    message
    signup {
      _id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<DeclineEventInviteMutation, DeclineEventInviteMutationVariables>;
export const ModifySignupCommentDocument = new TypedDocumentString(`
    mutation ModifySignupComment($rsvpId: ID!, $eventId: ID!, $comment: String!) {
  modifySignupComment(rsvpId: $rsvpId, eventId: $eventId, comment: $comment) {
    _id
    demo
    message
  }
}
    `) as unknown as TypedDocumentString<ModifySignupCommentMutation, ModifySignupCommentMutationVariables>;
export const InviteCandidatesDocument = new TypedDocumentString(`
    query InviteCandidates($communityId: ID!, $query: String, $roles: [Int!]) {
  directory(communityId: $communityId, query: $query, roles: $roles) {
    _id
    fullName
    canCommunicate
  }
}
    `) as unknown as TypedDocumentString<InviteCandidatesQuery, InviteCandidatesQueryVariables>;