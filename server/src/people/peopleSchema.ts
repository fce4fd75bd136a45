/** The people area's GraphQL types (spec 7: directory, details, privacy, share, address book). */
export const peopleTypeDefs = /* GraphQL */ `
  type Query {
    "Spec 7 DirectoryList: residents and friends (or the lists of the numeric roles 2, 3, 4), narrowed by query."
    directory(communityId: ID!, query: String, roles: [Int!]): [DirectoryPerson!]!
    "Staff of the community, without the caller."
    staffDirectory(communityId: ID!, query: String): [DirectoryPerson!]!
    "One person of the caller's community, as the privacy rules let the caller see them."
    residentDetails(id: ID!, communityId: ID): DirectoryPerson!
    "The voice-assistant address book of the caller's room."
    alexaAddressBook(communityId: ID): AlexaAddressBook
  }

  type Mutation {
    addContactToPersonalAddressbook(roomName: String!, contacts: [AlexaContactInput!]!, communityId: ID): AddressBookAnswer!
    removeContactFromPersonalAddressBook(roomName: String!, contactName: String!, communityId: ID): AddressBookAnswer!
    sendInvite(firstName: String!, lastName: String!, email: String!, relationship: String!, primaryPhone: String, communityId: ID): InviteAnswer!
    updateResident(residentId: ID!, edits: ResidentEdits, deletions: [String!], communityId: ID): ResidentProfile!
    hideResidentProperties(residentId: ID!, properties: [String!]!): ResidentProfile!
    exposeResidentProperties(residentId: ID!, properties: [String!]!): ResidentProfile!
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
