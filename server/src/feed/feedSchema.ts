/** The feed's part of the GraphQL schema (spec 3 and 7). */
export const feedTypeDefs = /* GraphQL */ `
  enum FeedCategory {
    Notice
    Photo
    Resource
    Video
    Menu
    Request
  }

  enum FeedStatus {
    Active
    Inactive
  }

  enum FeedAudience {
    Resident
    Family
  }

  enum FeedAssetType {
    Photo
    Web
    Pdf
    Form
  }

  enum FeedTagSort {
    TagAsc
    TagDesc
  }

  input FeedFilters {
    "Narrowed by the server to what the caller's role may read (spec 6)."
    audiences: [FeedAudience!]
    status: FeedStatus
    "Only posts starting at or after this date (ISO 8601)."
    from: String
    category: FeedCategory
    tags: [String!]
  }

  input FeedPageInput {
    after: String
    limit: Int
  }

  input FeedTagsInput {
    category: FeedCategory!
    sort: FeedTagSort
    audiences: [FeedAudience!]
    onlyActiveTags: Boolean
  }

  type FeedAsset {
    name: String!
    preview: String
    type: FeedAssetType!
    url: String!
    details: String
  }

  type FeedPost {
    _id: ID!
    tag: String!
    title: String!
    startDate: String!
    author: String
    category: FeedCategory!
    "Rich text (HTML); sanitise before showing."
    body: String!
    assets: [FeedAsset!]!
  }

  type FeedPageInfo {
    hasNextPage: Boolean!
    cursor: String
    currentPage: Int!
  }

  type Feed {
    posts: [FeedPost!]!
    pageInfo: FeedPageInfo!
  }

  type FeedTag {
    _id: ID!
    name: String!
    category: FeedCategory!
    postCount: Int!
  }

  type Shortcut {
    _type: String!
    id: ID!
    icon: String
    link: String
    name: String!
    "'section' starts a group of shortcuts."
    type: String!
  }

  type FormSubmission {
    id: ID!
    createdAt: String!
    status: String!
  }

  extend type Community {
    "What's New and any feed of this community (HomeScreenFeed)."
    feed(filters: FeedFilters, page: FeedPageInput): Feed!
    tags(tagsInput: FeedTagsInput!): [FeedTag!]!
  }

  type Query {
    community(communityId: ID!): Community!
    "A category feed: filters { tags, audiences, category, status Active }."
    feed(communityId: ID!, filters: FeedFilters, page: FeedPageInput): Feed!
    "Tags of a category: tagsInput { category, sort TagAsc, audiences, onlyActiveTags true }."
    tags(communityId: ID!, tagsInput: FeedTagsInput!): [FeedTag!]!
    feedItem(communityId: ID!, id: ID!): FeedPost
    shortcuts(communityId: ID!): [Shortcut!]!
  }

  type Mutation {
    createFormSubmission(
      formId: ID!
      "The answers as JSON text."
      data: String!
      communityId: ID!
      userId: ID!
    ): FormSubmission!
  }
`;
