/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  audiences?: Array<FeedAudience> | null | undefined;
  category?: FeedCategory | null | undefined;
  /** Only posts starting at or after this date (ISO 8601). */
  from?: string | null | undefined;
  status?: FeedStatus | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type FeedPageInput = {
  after?: string | null | undefined;
  limit?: number | null | undefined;
};

export type FeedStatus =
  | 'Active'
  | 'Inactive';

export type FeedTagSort =
  | 'TagAsc'
  | 'TagDesc';

export type FeedTagsInput = {
  audiences?: Array<FeedAudience> | null | undefined;
  category: FeedCategory;
  onlyActiveTags?: boolean | null | undefined;
  sort?: FeedTagSort | null | undefined;
};

export type FeedPostFieldsFragment = { _id: string, tag: string, title: string, startDate: string, author: string | null, category: FeedCategory, body: string, assets: Array<{ name: string, preview: string | null, type: FeedAssetType, url: string, details: string | null }> };

export type FeedPageFieldsFragment = { posts: Array<{ _id: string, tag: string, title: string, startDate: string, author: string | null, category: FeedCategory, body: string, assets: Array<{ name: string, preview: string | null, type: FeedAssetType, url: string, details: string | null }> }>, pageInfo: { hasNextPage: boolean, cursor: string | null, currentPage: number } };

export type FeedTagFieldsFragment = { _id: string, name: string, category: FeedCategory, postCount: number };

export type WhatsNewQueryVariables = Exact<{
  communityId: string;
  filters?: FeedFilters | null | undefined;
  page?: FeedPageInput | null | undefined;
}>;


export type WhatsNewQuery = { community: { _id: string, feed: { posts: Array<{ _id: string, tag: string, title: string, startDate: string, author: string | null, category: FeedCategory, body: string, assets: Array<{ name: string, preview: string | null, type: FeedAssetType, url: string, details: string | null }> }>, pageInfo: { hasNextPage: boolean, cursor: string | null, currentPage: number } } } };

export type CategoryFeedQueryVariables = Exact<{
  communityId: string;
  tagsInput: FeedTagsInput;
  filters?: FeedFilters | null | undefined;
  page?: FeedPageInput | null | undefined;
}>;


export type CategoryFeedQuery = { tags: Array<{ _id: string, name: string, category: FeedCategory, postCount: number }>, feed: { posts: Array<{ _id: string, tag: string, title: string, startDate: string, author: string | null, category: FeedCategory, body: string, assets: Array<{ name: string, preview: string | null, type: FeedAssetType, url: string, details: string | null }> }>, pageInfo: { hasNextPage: boolean, cursor: string | null, currentPage: number } } };

export type CategoryTagsQueryVariables = Exact<{
  communityId: string;
  tagsInput: FeedTagsInput;
}>;


export type CategoryTagsQuery = { tags: Array<{ _id: string, name: string, category: FeedCategory, postCount: number }> };

export type FeedItemQueryVariables = Exact<{
  communityId: string;
  id: string;
}>;


export type FeedItemQuery = { feedItem: { _id: string, tag: string, title: string, startDate: string, author: string | null, category: FeedCategory, body: string, assets: Array<{ name: string, preview: string | null, type: FeedAssetType, url: string, details: string | null }> } | null };

export type ShortcutsQueryVariables = Exact<{
  communityId: string;
}>;


export type ShortcutsQuery = { shortcuts: Array<{ _type: string, id: string, icon: string | null, link: string | null, name: string, type: string }> };

export type CreateFormSubmissionMutationVariables = Exact<{
  formId: string;
  data: string;
  communityId: string;
  userId: string;
}>;


export type CreateFormSubmissionMutation = { createFormSubmission: { id: string, createdAt: string, status: string } };

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
export const FeedPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeedPostFields on FeedPost {
  _id
  tag
  title
  startDate
  author
  category
  body
  assets {
    name
    preview
    type
    url
    details
  }
}
    `, {"fragmentName":"FeedPostFields"}) as unknown as TypedDocumentString<FeedPostFieldsFragment, unknown>;
export const FeedPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeedPageFields on Feed {
  posts {
    ...FeedPostFields
  }
  pageInfo {
    hasNextPage
    cursor
    currentPage
  }
}
    fragment FeedPostFields on FeedPost {
  _id
  tag
  title
  startDate
  author
  category
  body
  assets {
    name
    preview
    type
    url
    details
  }
}`, {"fragmentName":"FeedPageFields"}) as unknown as TypedDocumentString<FeedPageFieldsFragment, unknown>;
export const FeedTagFieldsFragmentDoc = new TypedDocumentString(`
    fragment FeedTagFields on FeedTag {
  _id
  name
  category
  postCount
}
    `, {"fragmentName":"FeedTagFields"}) as unknown as TypedDocumentString<FeedTagFieldsFragment, unknown>;
export const WhatsNewDocument = new TypedDocumentString(`
    query WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {
  community(communityId: $communityId) {
    _id
    feed(filters: $filters, page: $page) {
      ...FeedPageFields
    }
  }
}
    fragment FeedPostFields on FeedPost {
  _id
  tag
  title
  startDate
  author
  category
  body
  assets {
    name
    preview
    type
    url
    details
  }
}
fragment FeedPageFields on Feed {
  posts {
    ...FeedPostFields
  }
  pageInfo {
    hasNextPage
    cursor
    currentPage
  }
}`) as unknown as TypedDocumentString<WhatsNewQuery, WhatsNewQueryVariables>;
export const CategoryFeedDocument = new TypedDocumentString(`
    query CategoryFeed($communityId: ID!, $tagsInput: FeedTagsInput!, $filters: FeedFilters, $page: FeedPageInput) {
  tags(communityId: $communityId, tagsInput: $tagsInput) {
    ...FeedTagFields
  }
  feed(communityId: $communityId, filters: $filters, page: $page) {
    ...FeedPageFields
  }
}
    fragment FeedPostFields on FeedPost {
  _id
  tag
  title
  startDate
  author
  category
  body
  assets {
    name
    preview
    type
    url
    details
  }
}
fragment FeedPageFields on Feed {
  posts {
    ...FeedPostFields
  }
  pageInfo {
    hasNextPage
    cursor
    currentPage
  }
}
fragment FeedTagFields on FeedTag {
  _id
  name
  category
  postCount
}`) as unknown as TypedDocumentString<CategoryFeedQuery, CategoryFeedQueryVariables>;
export const CategoryTagsDocument = new TypedDocumentString(`
    query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {
  tags(communityId: $communityId, tagsInput: $tagsInput) {
    ...FeedTagFields
  }
}
    fragment FeedTagFields on FeedTag {
  _id
  name
  category
  postCount
}`) as unknown as TypedDocumentString<CategoryTagsQuery, CategoryTagsQueryVariables>;
export const FeedItemDocument = new TypedDocumentString(`
    query FeedItem($communityId: ID!, $id: ID!) {
  feedItem(communityId: $communityId, id: $id) {
    ...FeedPostFields
  }
}
    fragment FeedPostFields on FeedPost {
  _id
  tag
  title
  startDate
  author
  category
  body
  assets {
    name
    preview
    type
    url
    details
  }
}`) as unknown as TypedDocumentString<FeedItemQuery, FeedItemQueryVariables>;
export const ShortcutsDocument = new TypedDocumentString(`
    query Shortcuts($communityId: ID!) {
  shortcuts(communityId: $communityId) {
    _type
    id
    icon
    link
    name
    type
  }
}
    `) as unknown as TypedDocumentString<ShortcutsQuery, ShortcutsQueryVariables>;
export const CreateFormSubmissionDocument = new TypedDocumentString(`
    mutation CreateFormSubmission($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {
  createFormSubmission(
    formId: $formId
    data: $data
    communityId: $communityId
    userId: $userId
  ) {
    id
    createdAt
    status
  }
}
    `) as unknown as TypedDocumentString<CreateFormSubmissionMutation, CreateFormSubmissionMutationVariables>;