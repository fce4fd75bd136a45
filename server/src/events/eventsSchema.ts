/** The events area's GraphQL types (spec 3: Event, RSVP, Invite; spec 7: the event calls). */
export const eventsTypeDefs = /* GraphQL */ `
  type Query {
    "EventList: published events of a community, page by page (page 1 first, 25 a page)."
    events(
      communityId: ID!
      page: Int
      limit: Int
      timeframe: EventTimeframe
      calendars: [ID!]
      search: String
    ): EventPage!
    "EventList also returns the community's calendars."
    eventCalendars(communityId: ID!): [EventCalendar!]!
    "EventDetails: an event of the community asked for."
    event(eventId: ID!, communityId: ID!): Event!
    "MyEvents: the caller's sign-ups over one year, waitlisted and started ones included."
    myEvents(communityId: ID!): [Event!]!
    "MyInvites: invites sent to the caller (status Pending for my invites)."
    myInvites(communityId: ID!, status: InviteStatus): [Invite!]!
  }

  type Mutation {
    "Attend / EventSignupWithInvites: signs the caller up, with at most one guest, and invites residents."
    eventSignup(
      eventId: ID!
      userId: ID
      guests: [GuestSignupInput!]
      comments: String
      invitees: [ID!]
    ): EventSignupResult!
    "EventWithdraw: withdraws the caller's own RSVP or their guest's."
    eventWithdraw(eventId: ID!, rsvpId: ID!): EventWithdrawResult!
    acceptEventInvite(inviteId: ID!): Invite!
    declineEventInvite(inviteId: ID!): Invite!
    modifySignupComment(rsvpId: ID!, eventId: ID!, comment: String!): ModifySignupCommentResult!
  }

  enum EventTimeframe {
    Year
    Day
    Week
    Month
  }

  enum RSVPStatus {
    Attending
    Waitlisted
    Withdrawn
  }

  enum RSVPType {
    UserRSVP
    GuestRSVP
  }

  enum InviteStatus {
    Pending
    Accepted
    Declined
  }

  input GuestSignupInput {
    guestName: String!
  }

  type EventPage {
    events: [Event!]!
    pageInfo: EventPageInfo!
  }

  type EventPageInfo {
    page: Int!
    limit: Int!
    total: Int!
    hasNextPage: Boolean!
  }

  type CareSetting {
    name: String!
  }

  type EventCalendar {
    _id: ID!
    name: String!
    careSettings: [CareSetting!]!
  }

  type VirtualEventDestination {
    _id: ID!
    name: String!
  }

  type Event {
    _id: ID!
    name: String!
    description: String
    startsAt: String!
    endsAt: String!
    allDay: Boolean!
    location: String
    url: String
    urlDetails: String
    signupUrl: String
    commentPrompt: String
    costsMoney: Boolean!
    "Null when the event has no limit."
    totalSpots: Int
    openSpots: Int
    "The community's time zone, in which the event's times are read."
    timezone: String!
    calendars: [EventCalendar!]!
    virtualEventDestinations: [VirtualEventDestination!]!
    "Live sign-ups (attending and waitlisted); empty for callers who are not served sign-ups."
    rsvps: [RSVP!]!
    "The caller's own RSVP."
    rsvp: RSVP
    "The RSVP of the caller's guest."
    guestRsvp: RSVP
    "The caller's pending invite to this event."
    invite: Invite
    "Someone is waiting for a spot."
    hasWaitlist: Boolean!
    waitlistCount: Int!
  }

  type RSVPUser {
    _id: ID!
    fullName: String!
    firstName: String!
    lastName: String!
    optOutOfDirectory: Boolean!
  }

  type RSVP {
    _id: ID!
    status: RSVPStatus!
    comments: String
    type: RSVPType!
    guestName: String
    "False for a guest that staff added: only staff can remove it."
    canWithdraw: Boolean!
    user: RSVPUser!
  }

  type InviteSignupUser {
    _id: ID!
    fullName: String!
  }

  type InviteSignup {
    _id: ID!
    displayName: String!
    "Who sent the invite."
    user: InviteSignupUser!
    eventInstance: Event!
    event: EventRef!
  }

  type EventRef {
    _id: ID!
  }

  type Invite {
    _id: ID!
    status: InviteStatus!
    "Who invited, to which event; null in a staff demo answer, which tells nothing of the invite."
    signup: InviteSignup
    "True when the call was a staff demo that changed nothing; message then says so."
    demo: Boolean!
    message: String
  }

  type SignupUserRef {
    _id: ID!
  }

  type EventSignupResult {
    _id: ID
    status: String!
    user: SignupUserRef!
    demo: Boolean!
    message: String
  }

  type EventWithdrawResult {
    _id: ID!
    status: String!
    demo: Boolean!
    message: String
  }

  type ModifySignupCommentResult {
    _id: ID!
    demo: Boolean!
    message: String
  }
`;
