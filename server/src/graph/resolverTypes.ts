import type { GraphQLResolveInfo } from 'graphql';
import type { GraphUser, GraphCommunity } from './graphUser.ts';
import type { GraphEvent } from '../events/eventRepository.ts';
import type { FeedAsset as FeedAssetModel } from '../feed/feedRepository.ts';
import type { MercuriusContext } from 'mercurius';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AddressBookAnswer = {
  __typename?: 'AddressBookAnswer';
  message: Scalars['String']['output'];
};

export type AlexaAddressBook = {
  __typename?: 'AlexaAddressBook';
  contacts: Array<AlexaContact>;
  name: Scalars['String']['output'];
  rooms: Array<Room>;
};

export type AlexaContact = {
  __typename?: 'AlexaContact';
  contactId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumbers: Array<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type AlexaContactInput = {
  name: Scalars['String']['input'];
  phoneNumbers: Array<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type CareSetting = {
  __typename?: 'CareSetting';
  name: Scalars['String']['output'];
};

export type Community = {
  __typename?: 'Community';
  _id: Scalars['ID']['output'];
  communityId: Scalars['ID']['output'];
  /** What's New and any feed of this community (HomeScreenFeed). */
  feed: Feed;
  name: Scalars['String']['output'];
  settings: CommunitySettings;
  tags: Array<FeedTag>;
  timezone: Timezone;
};


export type CommunityFeedArgs = {
  filters?: InputMaybe<FeedFilters>;
  page?: InputMaybe<FeedPageInput>;
};


export type CommunityTagsArgs = {
  tagsInput: FeedTagsInput;
};

export type CommunityRef = {
  __typename?: 'CommunityRef';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CommunitySettings = {
  __typename?: 'CommunitySettings';
  alexaCallingEnabled: Scalars['Boolean']['output'];
  alexaWakeWord?: Maybe<Scalars['String']['output']>;
  directoryOptOutEnabled: Scalars['Boolean']['output'];
  requestExperienceEnabled: Scalars['Boolean']['output'];
  residentVideoCalling: Scalars['Boolean']['output'];
};

/** An invitation to connect, as the invited person sees it. */
export type ContactInvitation = {
  __typename?: 'ContactInvitation';
  _id: Scalars['ID']['output'];
  communityId: Scalars['ID']['output'];
  communityName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** Who sent it. */
  invitedBy?: Maybe<Scalars['String']['output']>;
  relationship: Scalars['String']['output'];
  /** The resident the invited person is linked to on acceptance; null for a staff member's invite. */
  resident?: Maybe<Scalars['String']['output']>;
  /** Pending, Accepted or Declined. */
  status: Scalars['String']['output'];
};

/** A page of the directory, in its order (lists in turn, each by last name). */
export type DirectoryPage = {
  /** The last person of the page before; none for the first page. */
  after?: InputMaybe<Scalars['ID']['input']>;
  /** How many people, 1 to 100 (50 when not given). */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A person in the directory. A field the person hides is null for everyone but them. */
export type DirectoryPerson = {
  __typename?: 'DirectoryPerson';
  _id: Scalars['ID']['output'];
  _type: UserType;
  address?: Maybe<Scalars['String']['output']>;
  biography?: Maybe<Scalars['String']['output']>;
  birthdate?: Maybe<Scalars['String']['output']>;
  building?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may start a conversation with this person (neither profile hidden). */
  canCommunicate: Scalars['Boolean']['output'];
  department?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  family: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  jobTitle?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  optOutOfDirectory: Scalars['Boolean']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  primaryPhone?: Maybe<Scalars['String']['output']>;
  /** True when the person hides their whole profile (only the name is shown). */
  profileHidden: Scalars['Boolean']['output'];
  profileImage?: Maybe<Scalars['String']['output']>;
  relationship?: Maybe<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  secondaryPhone?: Maybe<Scalars['String']['output']>;
  thumbnail?: Maybe<Scalars['String']['output']>;
};

export type Event = {
  __typename?: 'Event';
  _id: Scalars['ID']['output'];
  allDay: Scalars['Boolean']['output'];
  calendars: Array<EventCalendar>;
  commentPrompt?: Maybe<Scalars['String']['output']>;
  costsMoney: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  endsAt: Scalars['String']['output'];
  /** The RSVP of the caller's guest. */
  guestRsvp?: Maybe<Rsvp>;
  /** Someone is waiting for a spot. */
  hasWaitlist: Scalars['Boolean']['output'];
  /** The caller's pending invite to this event. */
  invite?: Maybe<Invite>;
  location?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  openSpots?: Maybe<Scalars['Int']['output']>;
  /** The caller's own RSVP. */
  rsvp?: Maybe<Rsvp>;
  /** Live sign-ups (attending and waitlisted); empty for callers who are not served sign-ups. */
  rsvps: Array<Rsvp>;
  signupUrl?: Maybe<Scalars['String']['output']>;
  startsAt: Scalars['String']['output'];
  /** The community's time zone, in which the event's times are read. */
  timezone: Scalars['String']['output'];
  /** Null when the event has no limit. */
  totalSpots?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  urlDetails?: Maybe<Scalars['String']['output']>;
  virtualEventDestinations: Array<VirtualEventDestination>;
  waitlistCount: Scalars['Int']['output'];
};

export type EventCalendar = {
  __typename?: 'EventCalendar';
  _id: Scalars['ID']['output'];
  careSettings: Array<CareSetting>;
  name: Scalars['String']['output'];
};

export type EventPage = {
  __typename?: 'EventPage';
  events: Array<Event>;
  pageInfo: EventPageInfo;
};

export type EventPageInfo = {
  __typename?: 'EventPageInfo';
  hasNextPage: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type EventRef = {
  __typename?: 'EventRef';
  _id: Scalars['ID']['output'];
};

export type EventSignupResult = {
  __typename?: 'EventSignupResult';
  _id?: Maybe<Scalars['ID']['output']>;
  demo: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  user: SignupUserRef;
};

export type EventTimeframe =
  | 'Day'
  | 'Month'
  | 'Week'
  | 'Year';

export type EventWithdrawResult = {
  __typename?: 'EventWithdrawResult';
  _id: Scalars['ID']['output'];
  demo: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type Feed = {
  __typename?: 'Feed';
  pageInfo: FeedPageInfo;
  posts: Array<FeedPost>;
};

export type FeedAsset = {
  __typename?: 'FeedAsset';
  details?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  preview?: Maybe<Scalars['String']['output']>;
  type: FeedAssetType;
  url: Scalars['String']['output'];
};

export type FeedAssetType =
  | 'Form'
  | 'Pdf'
  | 'Photo'
  | 'Web';

export type FeedAudience =
  | 'Family'
  | 'Resident';

export type FeedCategory =
  | 'Menu'
  | 'Notice'
  | 'Photo'
  | 'Request'
  | 'Resource'
  | 'Video';

export type FeedFilters = {
  /** Narrowed by the server to what the caller's role may read (spec 6). */
  audiences?: InputMaybe<Array<FeedAudience>>;
  category?: InputMaybe<FeedCategory>;
  /** Only posts starting at or after this date (ISO 8601). */
  from?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<FeedStatus>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type FeedPageInfo = {
  __typename?: 'FeedPageInfo';
  currentPage: Scalars['Int']['output'];
  cursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type FeedPageInput = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type FeedPost = {
  __typename?: 'FeedPost';
  _id: Scalars['ID']['output'];
  assets: Array<FeedAsset>;
  author?: Maybe<Scalars['String']['output']>;
  /** Rich text (HTML); sanitise before showing. */
  body: Scalars['String']['output'];
  category: FeedCategory;
  startDate: Scalars['String']['output'];
  tag: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type FeedStatus =
  | 'Active'
  | 'Inactive';

export type FeedTag = {
  __typename?: 'FeedTag';
  _id: Scalars['ID']['output'];
  category: FeedCategory;
  name: Scalars['String']['output'];
  postCount: Scalars['Int']['output'];
};

export type FeedTagSort =
  | 'TagAsc'
  | 'TagDesc';

export type FeedTagsInput = {
  audiences?: InputMaybe<Array<FeedAudience>>;
  category: FeedCategory;
  onlyActiveTags?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<FeedTagSort>;
};

export type FormSubmission = {
  __typename?: 'FormSubmission';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type GuestSignupInput = {
  guestName: Scalars['String']['input'];
};

/** Spec 3, home controls credentials: what the controls area sends to GET /remote. */
export type HomeControlsConfig = {
  __typename?: 'HomeControlsConfig';
  /** The home system's analytics id. */
  analytics?: Maybe<Scalars['String']['output']>;
  ctoken: Scalars['String']['output'];
  /** Always 'portal'. */
  from: Scalars['String']['output'];
  homeSystem: HomeControlsSystem;
  password: Scalars['String']['output'];
  /** The home system's id. */
  system: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** Spec 3: the caller's own home system, with its secrets. */
export type HomeControlsSystem = {
  __typename?: 'HomeControlsSystem';
  _id: Scalars['ID']['output'];
  analyticsId?: Maybe<Scalars['String']['output']>;
  ctoken: Scalars['String']['output'];
  password: Scalars['String']['output'];
  systemStatus: Scalars['String']['output'];
};

export type HomeSystem = {
  __typename?: 'HomeSystem';
  _id: Scalars['ID']['output'];
  systemStatus: Scalars['String']['output'];
};

export type Invite = {
  __typename?: 'Invite';
  _id: Scalars['ID']['output'];
  /** True when the call was a staff demo that changed nothing; message then says so. */
  demo: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** Who invited, to which event; null in a staff demo answer, which tells nothing of the invite. */
  signup?: Maybe<InviteSignup>;
  status: InviteStatus;
};

export type InviteAnswer = {
  __typename?: 'InviteAnswer';
  matchType: InviteMatchType;
};

export type InviteMatchType =
  | 'ALREADY_LINKED'
  | 'EXISTING_CONTACT'
  | 'NEW_CONTACT';

export type InviteSignup = {
  __typename?: 'InviteSignup';
  _id: Scalars['ID']['output'];
  displayName: Scalars['String']['output'];
  event: EventRef;
  eventInstance: Event;
  /** Who sent the invite. */
  user: InviteSignupUser;
};

export type InviteSignupUser = {
  __typename?: 'InviteSignupUser';
  _id: Scalars['ID']['output'];
  fullName: Scalars['String']['output'];
};

export type InviteStatus =
  | 'Accepted'
  | 'Declined'
  | 'Pending';

export type LastLogin = {
  __typename?: 'LastLogin';
  previousLogin?: Maybe<Scalars['String']['output']>;
  recentLogin?: Maybe<Scalars['String']['output']>;
};

export type Menu = {
  __typename?: 'Menu';
  _id: Scalars['ID']['output'];
  audiences: Array<MenuAudience>;
  availability: MenuAvailability;
  /** The day shown, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  name: Scalars['String']['output'];
  restaurantId: Scalars['ID']['output'];
  restaurantName: Scalars['String']['output'];
  sections: Array<MenuSection>;
  timeframe: MenuTimeframe;
  /** The community's timezone, in which days are counted. */
  timezone: Timezone;
};

export type MenuAudience =
  | 'Family'
  | 'Resident';

export type MenuAvailability = {
  __typename?: 'MenuAvailability';
  /** Last day (included). */
  endDate: Scalars['String']['output'];
  /** First day, YYYY-MM-DD in the community's timezone. */
  startDate: Scalars['String']['output'];
};

export type MenuItem = {
  __typename?: 'MenuItem';
  _id: Scalars['ID']['output'];
  attributes: Array<MenuItemAttribute>;
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nutritionInfo: Array<NutritionInfo>;
};

/** type is diet (e.g. Vegetarian, Gluten-free, Low sodium) or allergen (e.g. Milk, Wheat). */
export type MenuItemAttribute = {
  __typename?: 'MenuItemAttribute';
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type MenuItemCategory = {
  __typename?: 'MenuItemCategory';
  category: Scalars['String']['output'];
  items: Array<MenuItem>;
};

export type MenuSection = {
  __typename?: 'MenuSection';
  _id: Scalars['ID']['output'];
  availableMenuItemsByCategory: Array<MenuItemCategory>;
  name: Scalars['String']['output'];
};

export type MenuSummary = {
  __typename?: 'MenuSummary';
  _id: Scalars['ID']['output'];
  audiences: Array<MenuAudience>;
  availability: MenuAvailability;
  name: Scalars['String']['output'];
  restaurantId: Scalars['ID']['output'];
};

export type MenuTimeframe =
  | 'Day'
  | 'Week';

export type ModifySignupCommentResult = {
  __typename?: 'ModifySignupCommentResult';
  _id: Scalars['ID']['output'];
  demo: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepting links the caller to the inviting community (and resident); NOT_FOUND unless it is the caller's pending invitation. */
  acceptContactInvitation: ContactInvitation;
  acceptEventInvite: Invite;
  addContactToPersonalAddressbook: AddressBookAnswer;
  createFormSubmission: FormSubmission;
  /** Declining links nothing; NOT_FOUND unless it is the caller's pending invitation. */
  declineContactInvitation: ContactInvitation;
  declineEventInvite: Invite;
  /** Attend / EventSignupWithInvites: signs the caller up, with at most one guest, and invites residents. */
  eventSignup: EventSignupResult;
  /** EventWithdraw: withdraws the caller's own RSVP or their guest's. */
  eventWithdraw: EventWithdrawResult;
  exposeResidentProperties: ResidentProfile;
  hideResidentProperties: ResidentProfile;
  modifySignupComment: ModifySignupCommentResult;
  removeContactFromPersonalAddressBook: AddressBookAnswer;
  sendInvite: InviteAnswer;
  updateResident: ResidentProfile;
};


export type MutationAcceptContactInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationAcceptEventInviteArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationAddContactToPersonalAddressbookArgs = {
  communityId: Scalars['ID']['input'];
  contacts: Array<AlexaContactInput>;
  roomName: Scalars['String']['input'];
};


export type MutationCreateFormSubmissionArgs = {
  communityId: Scalars['ID']['input'];
  data: Scalars['String']['input'];
  formId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationDeclineContactInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationDeclineEventInviteArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationEventSignupArgs = {
  comments?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  guests?: InputMaybe<Array<GuestSignupInput>>;
  invitees?: InputMaybe<Array<Scalars['ID']['input']>>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationEventWithdrawArgs = {
  eventId: Scalars['ID']['input'];
  rsvpId: Scalars['ID']['input'];
};


export type MutationExposeResidentPropertiesArgs = {
  communityId: Scalars['ID']['input'];
  properties: Array<Scalars['String']['input']>;
  residentId: Scalars['ID']['input'];
};


export type MutationHideResidentPropertiesArgs = {
  communityId: Scalars['ID']['input'];
  properties: Array<Scalars['String']['input']>;
  residentId: Scalars['ID']['input'];
};


export type MutationModifySignupCommentArgs = {
  comment: Scalars['String']['input'];
  eventId: Scalars['ID']['input'];
  rsvpId: Scalars['ID']['input'];
};


export type MutationRemoveContactFromPersonalAddressBookArgs = {
  communityId: Scalars['ID']['input'];
  contactName: Scalars['String']['input'];
  roomName: Scalars['String']['input'];
};


export type MutationSendInviteArgs = {
  communityId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  primaryPhone?: InputMaybe<Scalars['String']['input']>;
  relationship: Scalars['String']['input'];
};


export type MutationUpdateResidentArgs = {
  communityId: Scalars['ID']['input'];
  deletions?: InputMaybe<Array<Scalars['String']['input']>>;
  edits?: InputMaybe<ResidentEdits>;
  residentId: Scalars['ID']['input'];
};

export type NutritionInfo = {
  __typename?: 'NutritionInfo';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The voice-assistant address book of the caller's room. */
  alexaAddressBook?: Maybe<AlexaAddressBook>;
  community: Community;
  /** Spec 7 DirectoryList: residents and friends (or the lists of the numeric roles 2, 3, 4), narrowed by query; every one, or a page of them. */
  directory: Array<DirectoryPerson>;
  /** How many people the same directory query lists in all. */
  directoryCount: Scalars['Int']['output'];
  /** EventDetails: an event of the community asked for. */
  event: Event;
  /** EventList also returns the community's calendars. */
  eventCalendars: Array<EventCalendar>;
  /** EventList: published events of a community, page by page (page 1 first, 25 a page). */
  events: EventPage;
  /** A category feed: filters { tags, audiences, category, status Active }. */
  feed: Feed;
  feedItem?: Maybe<FeedPost>;
  /** Spec 7, HomeControlsConfig: the caller's home controls credential and home system. Only for a resident whose system is Deployed (spec 6); anyone else is refused with FORBIDDEN. */
  homeControlsConfig: HomeControlsConfig;
  me: User;
  /** Spec 7, Menu: one menu with the dishes of a day (or of a week from that day); date defaults to today, kept within the availability window. */
  menu: Menu;
  /** Spec 7, Menus: the restaurant's menus available on some day of this week (today and the next six days, in the community's timezone). */
  menus: Array<MenuSummary>;
  /** The caller's own pending invitations from Share, to accept or decline. */
  myContactInvitations: Array<ContactInvitation>;
  /** MyEvents: the caller's sign-ups over one year, waitlisted and started ones included. */
  myEvents: Array<Event>;
  /** MyInvites: invites sent to the caller (status Pending for my invites). */
  myInvites: Array<Invite>;
  /** One person of the caller's community, as the privacy rules let the caller see them. */
  residentDetails: DirectoryPerson;
  /** Spec 7, Restaurants: the community's restaurants. */
  restaurants: Array<Restaurant>;
  shortcuts: Array<Shortcut>;
  /** Staff of the community, without the caller. */
  staffDirectory: Array<DirectoryPerson>;
  /** Tags of a category: tagsInput { category, sort TagAsc, audiences, onlyActiveTags true }. */
  tags: Array<FeedTag>;
  userDetails: User;
};


export type QueryAlexaAddressBookArgs = {
  communityId: Scalars['ID']['input'];
};


export type QueryCommunityArgs = {
  communityId: Scalars['ID']['input'];
};


export type QueryDirectoryArgs = {
  communityId: Scalars['ID']['input'];
  page?: InputMaybe<DirectoryPage>;
  query?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryDirectoryCountArgs = {
  communityId: Scalars['ID']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryEventArgs = {
  communityId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


export type QueryEventCalendarsArgs = {
  communityId: Scalars['ID']['input'];
};


export type QueryEventsArgs = {
  calendars?: InputMaybe<Array<Scalars['ID']['input']>>;
  communityId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  timeframe?: InputMaybe<EventTimeframe>;
};


export type QueryFeedArgs = {
  communityId: Scalars['ID']['input'];
  filters?: InputMaybe<FeedFilters>;
  page?: InputMaybe<FeedPageInput>;
};


export type QueryFeedItemArgs = {
  communityId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryHomeControlsConfigArgs = {
  communityId: Scalars['ID']['input'];
};


export type QueryMeArgs = {
  communityId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMenuArgs = {
  audiences?: InputMaybe<Array<MenuAudience>>;
  date?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  menuId: Scalars['ID']['input'];
  restaurantId: Scalars['ID']['input'];
  timeframe?: InputMaybe<MenuTimeframe>;
};


export type QueryMenusArgs = {
  audiences?: InputMaybe<Array<MenuAudience>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  restaurantId: Scalars['ID']['input'];
};


export type QueryMyEventsArgs = {
  communityId: Scalars['ID']['input'];
};


export type QueryMyInvitesArgs = {
  communityId: Scalars['ID']['input'];
  status?: InputMaybe<InviteStatus>;
};


export type QueryResidentDetailsArgs = {
  communityId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryRestaurantsArgs = {
  communityId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShortcutsArgs = {
  communityId: Scalars['ID']['input'];
};


export type QueryStaffDirectoryArgs = {
  communityId: Scalars['ID']['input'];
  page?: InputMaybe<DirectoryPage>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTagsArgs = {
  communityId: Scalars['ID']['input'];
  tagsInput: FeedTagsInput;
};


export type QueryUserDetailsArgs = {
  communityId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type Rsvp = {
  __typename?: 'RSVP';
  _id: Scalars['ID']['output'];
  /** False for a guest that staff added: only staff can remove it. */
  canWithdraw: Scalars['Boolean']['output'];
  comments?: Maybe<Scalars['String']['output']>;
  guestName?: Maybe<Scalars['String']['output']>;
  status: RsvpStatus;
  type: RsvpType;
  user: RsvpUser;
};

export type RsvpStatus =
  | 'Attending'
  | 'Waitlisted'
  | 'Withdrawn';

export type RsvpType =
  | 'GuestRSVP'
  | 'UserRSVP';

export type RsvpUser = {
  __typename?: 'RSVPUser';
  _id: Scalars['ID']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  optOutOfDirectory: Scalars['Boolean']['output'];
};

export type ResidentEdits = {
  biography?: InputMaybe<Scalars['String']['input']>;
  optOutOfDirectory?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ResidentProfile = {
  __typename?: 'ResidentProfile';
  _id: Scalars['ID']['output'];
  biography?: Maybe<Scalars['String']['output']>;
  hiddenFields: Array<Scalars['String']['output']>;
  optOutOfDirectory: Scalars['Boolean']['output'];
};

export type Restaurant = {
  __typename?: 'Restaurant';
  _id: Scalars['ID']['output'];
  communityId: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Room = {
  __typename?: 'Room';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Shortcut = {
  __typename?: 'Shortcut';
  _type: Scalars['String']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** 'section' starts a group of shortcuts. */
  type: Scalars['String']['output'];
};

export type SignupUserRef = {
  __typename?: 'SignupUserRef';
  _id: Scalars['ID']['output'];
};

export type Timezone = {
  __typename?: 'Timezone';
  name: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  _type: UserType;
  address?: Maybe<Scalars['String']['output']>;
  alexaAddressBook?: Maybe<AlexaAddressBook>;
  biography?: Maybe<Scalars['String']['output']>;
  birthdate?: Maybe<Scalars['String']['output']>;
  building?: Maybe<Scalars['String']['output']>;
  careSetting?: Maybe<Scalars['String']['output']>;
  communities: Array<CommunityRef>;
  community: Community;
  department?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  family: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  hasAlexaDevice?: Maybe<Scalars['Boolean']['output']>;
  hiddenFields: Array<Scalars['String']['output']>;
  homeSystem?: Maybe<HomeSystem>;
  image?: Maybe<Scalars['String']['output']>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  lastLogin: LastLogin;
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  optOutOfDirectory: Scalars['Boolean']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  primaryPhone?: Maybe<Scalars['String']['output']>;
  profileImage?: Maybe<Scalars['String']['output']>;
  relationship?: Maybe<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  rooms: Array<Room>;
  secondaryPhone?: Maybe<Scalars['String']['output']>;
  thumbnail?: Maybe<Scalars['String']['output']>;
};

export type UserType =
  | 'Contact'
  | 'Resident'
  | 'Staff';

export type VirtualEventDestination = {
  __typename?: 'VirtualEventDestination';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddressBookAnswer: ResolverTypeWrapper<AddressBookAnswer>;
  AlexaAddressBook: ResolverTypeWrapper<AlexaAddressBook>;
  AlexaContact: ResolverTypeWrapper<AlexaContact>;
  AlexaContactInput: AlexaContactInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CareSetting: ResolverTypeWrapper<CareSetting>;
  Community: ResolverTypeWrapper<GraphCommunity>;
  CommunityRef: ResolverTypeWrapper<CommunityRef>;
  CommunitySettings: ResolverTypeWrapper<CommunitySettings>;
  ContactInvitation: ResolverTypeWrapper<ContactInvitation>;
  DirectoryPage: DirectoryPage;
  DirectoryPerson: ResolverTypeWrapper<DirectoryPerson>;
  Event: ResolverTypeWrapper<GraphEvent>;
  EventCalendar: ResolverTypeWrapper<EventCalendar>;
  EventPage: ResolverTypeWrapper<Omit<EventPage, 'events'> & { events: Array<ResolversTypes['Event']> }>;
  EventPageInfo: ResolverTypeWrapper<EventPageInfo>;
  EventRef: ResolverTypeWrapper<EventRef>;
  EventSignupResult: ResolverTypeWrapper<EventSignupResult>;
  EventTimeframe: EventTimeframe;
  EventWithdrawResult: ResolverTypeWrapper<EventWithdrawResult>;
  Feed: ResolverTypeWrapper<Omit<Feed, 'posts'> & { posts: Array<ResolversTypes['FeedPost']> }>;
  FeedAsset: ResolverTypeWrapper<FeedAssetModel>;
  FeedAssetType: FeedAssetType;
  FeedAudience: FeedAudience;
  FeedCategory: FeedCategory;
  FeedFilters: FeedFilters;
  FeedPageInfo: ResolverTypeWrapper<FeedPageInfo>;
  FeedPageInput: FeedPageInput;
  FeedPost: ResolverTypeWrapper<Omit<FeedPost, 'assets'> & { assets: Array<ResolversTypes['FeedAsset']> }>;
  FeedStatus: FeedStatus;
  FeedTag: ResolverTypeWrapper<FeedTag>;
  FeedTagSort: FeedTagSort;
  FeedTagsInput: FeedTagsInput;
  FormSubmission: ResolverTypeWrapper<FormSubmission>;
  GuestSignupInput: GuestSignupInput;
  HomeControlsConfig: ResolverTypeWrapper<HomeControlsConfig>;
  HomeControlsSystem: ResolverTypeWrapper<HomeControlsSystem>;
  HomeSystem: ResolverTypeWrapper<HomeSystem>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invite: ResolverTypeWrapper<Omit<Invite, 'signup'> & { signup?: Maybe<ResolversTypes['InviteSignup']> }>;
  InviteAnswer: ResolverTypeWrapper<InviteAnswer>;
  InviteMatchType: InviteMatchType;
  InviteSignup: ResolverTypeWrapper<Omit<InviteSignup, 'eventInstance'> & { eventInstance: ResolversTypes['Event'] }>;
  InviteSignupUser: ResolverTypeWrapper<InviteSignupUser>;
  InviteStatus: InviteStatus;
  LastLogin: ResolverTypeWrapper<LastLogin>;
  Menu: ResolverTypeWrapper<Menu>;
  MenuAudience: MenuAudience;
  MenuAvailability: ResolverTypeWrapper<MenuAvailability>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuItemAttribute: ResolverTypeWrapper<MenuItemAttribute>;
  MenuItemCategory: ResolverTypeWrapper<MenuItemCategory>;
  MenuSection: ResolverTypeWrapper<MenuSection>;
  MenuSummary: ResolverTypeWrapper<MenuSummary>;
  MenuTimeframe: MenuTimeframe;
  ModifySignupCommentResult: ResolverTypeWrapper<ModifySignupCommentResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NutritionInfo: ResolverTypeWrapper<NutritionInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RSVP: ResolverTypeWrapper<Rsvp>;
  RSVPStatus: RsvpStatus;
  RSVPType: RsvpType;
  RSVPUser: ResolverTypeWrapper<RsvpUser>;
  ResidentEdits: ResidentEdits;
  ResidentProfile: ResolverTypeWrapper<ResidentProfile>;
  Restaurant: ResolverTypeWrapper<Restaurant>;
  Room: ResolverTypeWrapper<Room>;
  Shortcut: ResolverTypeWrapper<Shortcut>;
  SignupUserRef: ResolverTypeWrapper<SignupUserRef>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Timezone: ResolverTypeWrapper<Timezone>;
  User: ResolverTypeWrapper<GraphUser>;
  UserType: UserType;
  VirtualEventDestination: ResolverTypeWrapper<VirtualEventDestination>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddressBookAnswer: AddressBookAnswer;
  AlexaAddressBook: AlexaAddressBook;
  AlexaContact: AlexaContact;
  AlexaContactInput: AlexaContactInput;
  Boolean: Scalars['Boolean']['output'];
  CareSetting: CareSetting;
  Community: GraphCommunity;
  CommunityRef: CommunityRef;
  CommunitySettings: CommunitySettings;
  ContactInvitation: ContactInvitation;
  DirectoryPage: DirectoryPage;
  DirectoryPerson: DirectoryPerson;
  Event: GraphEvent;
  EventCalendar: EventCalendar;
  EventPage: Omit<EventPage, 'events'> & { events: Array<ResolversParentTypes['Event']> };
  EventPageInfo: EventPageInfo;
  EventRef: EventRef;
  EventSignupResult: EventSignupResult;
  EventWithdrawResult: EventWithdrawResult;
  Feed: Omit<Feed, 'posts'> & { posts: Array<ResolversParentTypes['FeedPost']> };
  FeedAsset: FeedAssetModel;
  FeedFilters: FeedFilters;
  FeedPageInfo: FeedPageInfo;
  FeedPageInput: FeedPageInput;
  FeedPost: Omit<FeedPost, 'assets'> & { assets: Array<ResolversParentTypes['FeedAsset']> };
  FeedTag: FeedTag;
  FeedTagsInput: FeedTagsInput;
  FormSubmission: FormSubmission;
  GuestSignupInput: GuestSignupInput;
  HomeControlsConfig: HomeControlsConfig;
  HomeControlsSystem: HomeControlsSystem;
  HomeSystem: HomeSystem;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invite: Omit<Invite, 'signup'> & { signup?: Maybe<ResolversParentTypes['InviteSignup']> };
  InviteAnswer: InviteAnswer;
  InviteSignup: Omit<InviteSignup, 'eventInstance'> & { eventInstance: ResolversParentTypes['Event'] };
  InviteSignupUser: InviteSignupUser;
  LastLogin: LastLogin;
  Menu: Menu;
  MenuAvailability: MenuAvailability;
  MenuItem: MenuItem;
  MenuItemAttribute: MenuItemAttribute;
  MenuItemCategory: MenuItemCategory;
  MenuSection: MenuSection;
  MenuSummary: MenuSummary;
  ModifySignupCommentResult: ModifySignupCommentResult;
  Mutation: Record<PropertyKey, never>;
  NutritionInfo: NutritionInfo;
  Query: Record<PropertyKey, never>;
  RSVP: Rsvp;
  RSVPUser: RsvpUser;
  ResidentEdits: ResidentEdits;
  ResidentProfile: ResidentProfile;
  Restaurant: Restaurant;
  Room: Room;
  Shortcut: Shortcut;
  SignupUserRef: SignupUserRef;
  String: Scalars['String']['output'];
  Timezone: Timezone;
  User: GraphUser;
  VirtualEventDestination: VirtualEventDestination;
}>;

export type AddressBookAnswerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AddressBookAnswer'] = ResolversParentTypes['AddressBookAnswer']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AlexaAddressBookResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AlexaAddressBook'] = ResolversParentTypes['AlexaAddressBook']> = ResolversObject<{
  contacts?: Resolver<Array<ResolversTypes['AlexaContact']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
}>;

export type AlexaContactResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AlexaContact'] = ResolversParentTypes['AlexaContact']> = ResolversObject<{
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CareSettingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CareSetting'] = ResolversParentTypes['CareSetting']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommunityResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Community'] = ResolversParentTypes['Community']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  communityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  feed?: Resolver<ResolversTypes['Feed'], ParentType, ContextType, Partial<CommunityFeedArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['CommunitySettings'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['FeedTag']>, ParentType, ContextType, RequireFields<CommunityTagsArgs, 'tagsInput'>>;
  timezone?: Resolver<ResolversTypes['Timezone'], ParentType, ContextType>;
}>;

export type CommunityRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CommunityRef'] = ResolversParentTypes['CommunityRef']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommunitySettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CommunitySettings'] = ResolversParentTypes['CommunitySettings']> = ResolversObject<{
  alexaCallingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  alexaWakeWord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  directoryOptOutEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestExperienceEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  residentVideoCalling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ContactInvitationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ContactInvitation'] = ResolversParentTypes['ContactInvitation']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  communityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  communityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resident?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DirectoryPersonResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DirectoryPerson'] = ResolversParentTypes['DirectoryPerson']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  _type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  biography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canCommunicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optOutOfDirectory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  allDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calendars?: Resolver<Array<ResolversTypes['EventCalendar']>, ParentType, ContextType>;
  commentPrompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  costsMoney?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestRsvp?: Resolver<Maybe<ResolversTypes['RSVP']>, ParentType, ContextType>;
  hasWaitlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['Invite']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openSpots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rsvp?: Resolver<Maybe<ResolversTypes['RSVP']>, ParentType, ContextType>;
  rsvps?: Resolver<Array<ResolversTypes['RSVP']>, ParentType, ContextType>;
  signupUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSpots?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtualEventDestinations?: Resolver<Array<ResolversTypes['VirtualEventDestination']>, ParentType, ContextType>;
  waitlistCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventCalendarResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EventCalendar'] = ResolversParentTypes['EventCalendar']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  careSettings?: Resolver<Array<ResolversTypes['CareSetting']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['EventPageInfo'], ParentType, ContextType>;
}>;

export type EventPageInfoResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EventPageInfo'] = ResolversParentTypes['EventPageInfo']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EventRef'] = ResolversParentTypes['EventRef']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type EventSignupResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EventSignupResult'] = ResolversParentTypes['EventSignupResult']> = ResolversObject<{
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SignupUserRef'], ParentType, ContextType>;
}>;

export type EventWithdrawResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['EventWithdrawResult'] = ResolversParentTypes['EventWithdrawResult']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Feed'] = ResolversParentTypes['Feed']> = ResolversObject<{
  pageInfo?: Resolver<ResolversTypes['FeedPageInfo'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['FeedPost']>, ParentType, ContextType>;
}>;

export type FeedAssetResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeedAsset'] = ResolversParentTypes['FeedAsset']> = ResolversObject<{
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FeedAssetType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedPageInfoResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeedPageInfo'] = ResolversParentTypes['FeedPageInfo']> = ResolversObject<{
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FeedPostResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeedPost'] = ResolversParentTypes['FeedPost']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  assets?: Resolver<Array<ResolversTypes['FeedAsset']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['FeedCategory'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedTagResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeedTag'] = ResolversParentTypes['FeedTag']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['FeedCategory'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FormSubmissionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FormSubmission'] = ResolversParentTypes['FormSubmission']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeControlsConfigResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HomeControlsConfig'] = ResolversParentTypes['HomeControlsConfig']> = ResolversObject<{
  analytics?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctoken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeSystem?: Resolver<ResolversTypes['HomeControlsSystem'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  system?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeControlsSystemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HomeControlsSystem'] = ResolversParentTypes['HomeControlsSystem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  analyticsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctoken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeSystemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HomeSystem'] = ResolversParentTypes['HomeSystem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  systemStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InviteResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Invite'] = ResolversParentTypes['Invite']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signup?: Resolver<Maybe<ResolversTypes['InviteSignup']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
}>;

export type InviteAnswerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['InviteAnswer'] = ResolversParentTypes['InviteAnswer']> = ResolversObject<{
  matchType?: Resolver<ResolversTypes['InviteMatchType'], ParentType, ContextType>;
}>;

export type InviteSignupResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['InviteSignup'] = ResolversParentTypes['InviteSignup']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['EventRef'], ParentType, ContextType>;
  eventInstance?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['InviteSignupUser'], ParentType, ContextType>;
}>;

export type InviteSignupUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['InviteSignupUser'] = ResolversParentTypes['InviteSignupUser']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LastLoginResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['LastLogin'] = ResolversParentTypes['LastLogin']> = ResolversObject<{
  previousLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recentLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MenuResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  audiences?: Resolver<Array<ResolversTypes['MenuAudience']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['MenuAvailability'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['MenuSection']>, ParentType, ContextType>;
  timeframe?: Resolver<ResolversTypes['MenuTimeframe'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['Timezone'], ParentType, ContextType>;
}>;

export type MenuAvailabilityResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MenuAvailability'] = ResolversParentTypes['MenuAvailability']> = ResolversObject<{
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MenuItemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['MenuItemAttribute']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nutritionInfo?: Resolver<Array<ResolversTypes['NutritionInfo']>, ParentType, ContextType>;
}>;

export type MenuItemAttributeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MenuItemAttribute'] = ResolversParentTypes['MenuItemAttribute']> = ResolversObject<{
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MenuItemCategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MenuItemCategory'] = ResolversParentTypes['MenuItemCategory']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
}>;

export type MenuSectionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MenuSection'] = ResolversParentTypes['MenuSection']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  availableMenuItemsByCategory?: Resolver<Array<ResolversTypes['MenuItemCategory']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MenuSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MenuSummary'] = ResolversParentTypes['MenuSummary']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  audiences?: Resolver<Array<ResolversTypes['MenuAudience']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['MenuAvailability'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ModifySignupCommentResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ModifySignupCommentResult'] = ResolversParentTypes['ModifySignupCommentResult']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptContactInvitation?: Resolver<ResolversTypes['ContactInvitation'], ParentType, ContextType, RequireFields<MutationAcceptContactInvitationArgs, 'invitationId'>>;
  acceptEventInvite?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationAcceptEventInviteArgs, 'inviteId'>>;
  addContactToPersonalAddressbook?: Resolver<ResolversTypes['AddressBookAnswer'], ParentType, ContextType, RequireFields<MutationAddContactToPersonalAddressbookArgs, 'communityId' | 'contacts' | 'roomName'>>;
  createFormSubmission?: Resolver<ResolversTypes['FormSubmission'], ParentType, ContextType, RequireFields<MutationCreateFormSubmissionArgs, 'communityId' | 'data' | 'formId' | 'userId'>>;
  declineContactInvitation?: Resolver<ResolversTypes['ContactInvitation'], ParentType, ContextType, RequireFields<MutationDeclineContactInvitationArgs, 'invitationId'>>;
  declineEventInvite?: Resolver<ResolversTypes['Invite'], ParentType, ContextType, RequireFields<MutationDeclineEventInviteArgs, 'inviteId'>>;
  eventSignup?: Resolver<ResolversTypes['EventSignupResult'], ParentType, ContextType, RequireFields<MutationEventSignupArgs, 'eventId'>>;
  eventWithdraw?: Resolver<ResolversTypes['EventWithdrawResult'], ParentType, ContextType, RequireFields<MutationEventWithdrawArgs, 'eventId' | 'rsvpId'>>;
  exposeResidentProperties?: Resolver<ResolversTypes['ResidentProfile'], ParentType, ContextType, RequireFields<MutationExposeResidentPropertiesArgs, 'communityId' | 'properties' | 'residentId'>>;
  hideResidentProperties?: Resolver<ResolversTypes['ResidentProfile'], ParentType, ContextType, RequireFields<MutationHideResidentPropertiesArgs, 'communityId' | 'properties' | 'residentId'>>;
  modifySignupComment?: Resolver<ResolversTypes['ModifySignupCommentResult'], ParentType, ContextType, RequireFields<MutationModifySignupCommentArgs, 'comment' | 'eventId' | 'rsvpId'>>;
  removeContactFromPersonalAddressBook?: Resolver<ResolversTypes['AddressBookAnswer'], ParentType, ContextType, RequireFields<MutationRemoveContactFromPersonalAddressBookArgs, 'communityId' | 'contactName' | 'roomName'>>;
  sendInvite?: Resolver<ResolversTypes['InviteAnswer'], ParentType, ContextType, RequireFields<MutationSendInviteArgs, 'communityId' | 'email' | 'firstName' | 'lastName' | 'relationship'>>;
  updateResident?: Resolver<ResolversTypes['ResidentProfile'], ParentType, ContextType, RequireFields<MutationUpdateResidentArgs, 'communityId' | 'residentId'>>;
}>;

export type NutritionInfoResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NutritionInfo'] = ResolversParentTypes['NutritionInfo']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  alexaAddressBook?: Resolver<Maybe<ResolversTypes['AlexaAddressBook']>, ParentType, ContextType, RequireFields<QueryAlexaAddressBookArgs, 'communityId'>>;
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType, RequireFields<QueryCommunityArgs, 'communityId'>>;
  directory?: Resolver<Array<ResolversTypes['DirectoryPerson']>, ParentType, ContextType, RequireFields<QueryDirectoryArgs, 'communityId'>>;
  directoryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryDirectoryCountArgs, 'communityId'>>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'communityId' | 'eventId'>>;
  eventCalendars?: Resolver<Array<ResolversTypes['EventCalendar']>, ParentType, ContextType, RequireFields<QueryEventCalendarsArgs, 'communityId'>>;
  events?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, RequireFields<QueryEventsArgs, 'communityId'>>;
  feed?: Resolver<ResolversTypes['Feed'], ParentType, ContextType, RequireFields<QueryFeedArgs, 'communityId'>>;
  feedItem?: Resolver<Maybe<ResolversTypes['FeedPost']>, ParentType, ContextType, RequireFields<QueryFeedItemArgs, 'communityId' | 'id'>>;
  homeControlsConfig?: Resolver<ResolversTypes['HomeControlsConfig'], ParentType, ContextType, RequireFields<QueryHomeControlsConfigArgs, 'communityId'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<QueryMeArgs>>;
  menu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuArgs, 'first' | 'menuId' | 'restaurantId' | 'timeframe'>>;
  menus?: Resolver<Array<ResolversTypes['MenuSummary']>, ParentType, ContextType, RequireFields<QueryMenusArgs, 'first' | 'restaurantId'>>;
  myContactInvitations?: Resolver<Array<ResolversTypes['ContactInvitation']>, ParentType, ContextType>;
  myEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryMyEventsArgs, 'communityId'>>;
  myInvites?: Resolver<Array<ResolversTypes['Invite']>, ParentType, ContextType, RequireFields<QueryMyInvitesArgs, 'communityId'>>;
  residentDetails?: Resolver<ResolversTypes['DirectoryPerson'], ParentType, ContextType, RequireFields<QueryResidentDetailsArgs, 'communityId' | 'id'>>;
  restaurants?: Resolver<Array<ResolversTypes['Restaurant']>, ParentType, ContextType, RequireFields<QueryRestaurantsArgs, 'communityId' | 'first'>>;
  shortcuts?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType, RequireFields<QueryShortcutsArgs, 'communityId'>>;
  staffDirectory?: Resolver<Array<ResolversTypes['DirectoryPerson']>, ParentType, ContextType, RequireFields<QueryStaffDirectoryArgs, 'communityId'>>;
  tags?: Resolver<Array<ResolversTypes['FeedTag']>, ParentType, ContextType, RequireFields<QueryTagsArgs, 'communityId' | 'tagsInput'>>;
  userDetails?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<QueryUserDetailsArgs>>;
}>;

export type RsvpResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RSVP'] = ResolversParentTypes['RSVP']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  canWithdraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RSVPStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RSVPType'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['RSVPUser'], ParentType, ContextType>;
}>;

export type RsvpUserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RSVPUser'] = ResolversParentTypes['RSVPUser']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optOutOfDirectory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResidentProfileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ResidentProfile'] = ResolversParentTypes['ResidentProfile']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  biography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hiddenFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  optOutOfDirectory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RestaurantResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Restaurant'] = ResolversParentTypes['Restaurant']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  communityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoomResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShortcutResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = ResolversObject<{
  _type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignupUserRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SignupUserRef'] = ResolversParentTypes['SignupUserRef']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TimezoneResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Timezone'] = ResolversParentTypes['Timezone']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  _type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alexaAddressBook?: Resolver<Maybe<ResolversTypes['AlexaAddressBook']>, ParentType, ContextType>;
  biography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  careSetting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  communities?: Resolver<Array<ResolversTypes['CommunityRef']>, ParentType, ContextType>;
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasAlexaDevice?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hiddenFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  homeSystem?: Resolver<Maybe<ResolversTypes['HomeSystem']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastLogin?: Resolver<ResolversTypes['LastLogin'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optOutOfDirectory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
  secondaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VirtualEventDestinationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['VirtualEventDestination'] = ResolversParentTypes['VirtualEventDestination']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = MercuriusContext> = ResolversObject<{
  AddressBookAnswer?: AddressBookAnswerResolvers<ContextType>;
  AlexaAddressBook?: AlexaAddressBookResolvers<ContextType>;
  AlexaContact?: AlexaContactResolvers<ContextType>;
  CareSetting?: CareSettingResolvers<ContextType>;
  Community?: CommunityResolvers<ContextType>;
  CommunityRef?: CommunityRefResolvers<ContextType>;
  CommunitySettings?: CommunitySettingsResolvers<ContextType>;
  ContactInvitation?: ContactInvitationResolvers<ContextType>;
  DirectoryPerson?: DirectoryPersonResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventCalendar?: EventCalendarResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  EventPageInfo?: EventPageInfoResolvers<ContextType>;
  EventRef?: EventRefResolvers<ContextType>;
  EventSignupResult?: EventSignupResultResolvers<ContextType>;
  EventWithdrawResult?: EventWithdrawResultResolvers<ContextType>;
  Feed?: FeedResolvers<ContextType>;
  FeedAsset?: FeedAssetResolvers<ContextType>;
  FeedPageInfo?: FeedPageInfoResolvers<ContextType>;
  FeedPost?: FeedPostResolvers<ContextType>;
  FeedTag?: FeedTagResolvers<ContextType>;
  FormSubmission?: FormSubmissionResolvers<ContextType>;
  HomeControlsConfig?: HomeControlsConfigResolvers<ContextType>;
  HomeControlsSystem?: HomeControlsSystemResolvers<ContextType>;
  HomeSystem?: HomeSystemResolvers<ContextType>;
  Invite?: InviteResolvers<ContextType>;
  InviteAnswer?: InviteAnswerResolvers<ContextType>;
  InviteSignup?: InviteSignupResolvers<ContextType>;
  InviteSignupUser?: InviteSignupUserResolvers<ContextType>;
  LastLogin?: LastLoginResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuAvailability?: MenuAvailabilityResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MenuItemAttribute?: MenuItemAttributeResolvers<ContextType>;
  MenuItemCategory?: MenuItemCategoryResolvers<ContextType>;
  MenuSection?: MenuSectionResolvers<ContextType>;
  MenuSummary?: MenuSummaryResolvers<ContextType>;
  ModifySignupCommentResult?: ModifySignupCommentResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NutritionInfo?: NutritionInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RSVP?: RsvpResolvers<ContextType>;
  RSVPUser?: RsvpUserResolvers<ContextType>;
  ResidentProfile?: ResidentProfileResolvers<ContextType>;
  Restaurant?: RestaurantResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  SignupUserRef?: SignupUserRefResolvers<ContextType>;
  Timezone?: TimezoneResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VirtualEventDestination?: VirtualEventDestinationResolvers<ContextType>;
}>;

