/** The people area's GraphQL types (spec 7: directory, details, privacy, share, address book). */
export const peopleTypeDefs = /* GraphQL */ `
  type Query {
    "Spec 7 DirectoryList: residents and friends (or the lists of the numeric roles 2, 3, 4), narrowed by query; every one, or a page of them."
    directory(communityId: ID!, query: String, roles: [Int!], page: DirectoryPage): [DirectoryPerson!]!
    "How many people the same directory query lists in all."
    directoryCount(communityId: ID!, query: String, roles: [Int!]): Int!
    "Staff of the community, without the caller."
    staffDirectory(communityId: ID!, query: String, page: DirectoryPage): [DirectoryPerson!]!
    "One person of the caller's community, as the privacy rules let the caller see them."
    residentDetails(id: ID!, communityId: ID!): DirectoryPerson!
    "The voice-assistant address book of the caller's room."
    alexaAddressBook(communityId: ID!): AlexaAddressBook
    "The caller's own pending invitations from Share, to accept or decline."
    myContactInvitations: [ContactInvitation!]!
  }

  type Mutation {
    addContactToPersonalAddressbook(roomName: String!, contacts: [AlexaContactInput!]!, communityId: ID!): AddressBookAnswer!
    removeContactFromPersonalAddressBook(roomName: String!, contactName: String!, communityId: ID!): AddressBookAnswer!
    sendInvite(firstName: String!, lastName: String!, email: String!, relationship: String!, primaryPhone: String, communityId: ID!): InviteAnswer!
    "Accepting links the caller to the inviting community (and resident); NOT_FOUND unless it is the caller's pending invitation."
    acceptContactInvitation(invitationId: ID!): ContactInvitation!
    "Declining links nothing; NOT_FOUND unless it is the caller's pending invitation."
    declineContactInvitation(invitationId: ID!): ContactInvitation!
    updateResident(residentId: ID!, edits: ResidentEdits, deletions: [String!], communityId: ID!): ResidentProfile!
    hideResidentProperties(residentId: ID!, properties: [String!]!, communityId: ID!): ResidentProfile!
    exposeResidentProperties(residentId: ID!, properties: [String!]!, communityId: ID!): ResidentProfile!
  }

  "A person in the directory. A field the person hides is null for everyone but them."
  type DirectoryPerson {
    _id: ID!
    _type: UserType!
    roles: [String!]!
    fullName: String!
    firstName: String!
    lastName: String!
    name: String!
    optOutOfDirectory: Boolean!
    family: Boolean!
    "True when the person hides their whole profile (only the name is shown)."
    profileHidden: Boolean!
    "Whether the caller may start a conversation with this person (neither profile hidden)."
    canCommunicate: Boolean!
    profileImage: String
    thumbnail: String
    biography: String
    email: String
    primaryPhone: String
    phoneNumber: String
    secondaryPhone: String
    birthdate: String
    address: String
    building: String
    jobTitle: String
    department: String
    relationship: String
  }

  "A page of the directory, in its order (lists in turn, each by last name)."
  input DirectoryPage {
    "The last person of the page before; none for the first page."
    after: ID
    "How many people, 1 to 100 (50 when not given)."
    limit: Int
  }

  input AlexaContactInput {
    type: String!
    phoneNumbers: [String!]!
    name: String!
  }

  type AddressBookAnswer {
    message: String!
  }

  enum InviteMatchType {
    NEW_CONTACT
    EXISTING_CONTACT
    ALREADY_LINKED
  }

  type InviteAnswer {
    matchType: InviteMatchType!
  }

  "An invitation to connect, as the invited person sees it."
  type ContactInvitation {
    _id: ID!
    communityId: ID!
    communityName: String!
    "Who sent it."
    invitedBy: String
    "The resident the invited person is linked to on acceptance; null for a staff member's invite."
    resident: String
    relationship: String!
    "Pending, Accepted or Declined."
    status: String!
    createdAt: String!
  }

  input ResidentEdits {
    biography: String
    optOutOfDirectory: Boolean
  }

  type ResidentProfile {
    _id: ID!
    biography: String
    optOutOfDirectory: Boolean!
    hiddenFields: [String!]!
  }
`;
