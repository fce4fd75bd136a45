/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment FeedPostFields on FeedPost {\n  _id\n  tag\n  title\n  startDate\n  author\n  category\n  body\n  assets {\n    name\n    preview\n    type\n    url\n    details\n  }\n}\n\nfragment FeedPageFields on Feed {\n  posts {\n    ...FeedPostFields\n  }\n  pageInfo {\n    hasNextPage\n    cursor\n    currentPage\n  }\n}\n\nfragment FeedTagFields on FeedTag {\n  _id\n  name\n  category\n  postCount\n}\n\nquery WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {\n  community(communityId: $communityId) {\n    _id\n    feed(filters: $filters, page: $page) {\n      ...FeedPageFields\n    }\n  }\n}\n\nquery CategoryFeed($communityId: ID!, $tagsInput: FeedTagsInput!, $filters: FeedFilters, $page: FeedPageInput) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    ...FeedTagFields\n  }\n  feed(communityId: $communityId, filters: $filters, page: $page) {\n    ...FeedPageFields\n  }\n}\n\nquery CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    ...FeedTagFields\n  }\n}\n\nquery FeedItem($communityId: ID!, $id: ID!) {\n  feedItem(communityId: $communityId, id: $id) {\n    ...FeedPostFields\n  }\n}\n\nquery Shortcuts($communityId: ID!) {\n  shortcuts(communityId: $communityId) {\n    _type\n    id\n    icon\n    link\n    name\n    type\n  }\n}\n\nmutation CreateFormSubmission($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {\n  createFormSubmission(\n    formId: $formId\n    data: $data\n    communityId: $communityId\n    userId: $userId\n  ) {\n    id\n    createdAt\n    status\n  }\n}": typeof types.FeedPostFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment FeedPostFields on FeedPost {\n  _id\n  tag\n  title\n  startDate\n  author\n  category\n  body\n  assets {\n    name\n    preview\n    type\n    url\n    details\n  }\n}\n\nfragment FeedPageFields on Feed {\n  posts {\n    ...FeedPostFields\n  }\n  pageInfo {\n    hasNextPage\n    cursor\n    currentPage\n  }\n}\n\nfragment FeedTagFields on FeedTag {\n  _id\n  name\n  category\n  postCount\n}\n\nquery WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {\n  community(communityId: $communityId) {\n    _id\n    feed(filters: $filters, page: $page) {\n      ...FeedPageFields\n    }\n  }\n}\n\nquery CategoryFeed($communityId: ID!, $tagsInput: FeedTagsInput!, $filters: FeedFilters, $page: FeedPageInput) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    ...FeedTagFields\n  }\n  feed(communityId: $communityId, filters: $filters, page: $page) {\n    ...FeedPageFields\n  }\n}\n\nquery CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    ...FeedTagFields\n  }\n}\n\nquery FeedItem($communityId: ID!, $id: ID!) {\n  feedItem(communityId: $communityId, id: $id) {\n    ...FeedPostFields\n  }\n}\n\nquery Shortcuts($communityId: ID!) {\n  shortcuts(communityId: $communityId) {\n    _type\n    id\n    icon\n    link\n    name\n    type\n  }\n}\n\nmutation CreateFormSubmission($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {\n  createFormSubmission(\n    formId: $formId\n    data: $data\n    communityId: $communityId\n    userId: $userId\n  ) {\n    id\n    createdAt\n    status\n  }\n}": types.FeedPostFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedPostFields on FeedPost {\n  _id\n  tag\n  title\n  startDate\n  author\n  category\n  body\n  assets {\n    name\n    preview\n    type\n    url\n    details\n  }\n}\n\nfragment FeedPageFields on Feed {\n  posts {\n    ...FeedPostFields\n  }\n  pageInfo {\n    hasNextPage\n    cursor\n    currentPage\n  }\n}\n\nfragment FeedTagFields on FeedTag {\n  _id\n  name\n  category\n  postCount\n}\n\nquery WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {\n  community(communityId: $communityId) {\n    _id\n    feed(filters: $filters, page: $page) {\n      ...FeedPageFields\n    }\n  }\n}\n\nquery CategoryFeed($communityId: ID!, $tagsInput: FeedTagsInput!, $filters: FeedFilters, $page: FeedPageInput) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    ...FeedTagFields\n  }\n  feed(communityId: $communityId, filters: $filters, page: $page) {\n    ...FeedPageFields\n  }\n}\n\nquery CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    ...FeedTagFields\n  }\n}\n\nquery FeedItem($communityId: ID!, $id: ID!) {\n  feedItem(communityId: $communityId, id: $id) {\n    ...FeedPostFields\n  }\n}\n\nquery Shortcuts($communityId: ID!) {\n  shortcuts(communityId: $communityId) {\n    _type\n    id\n    icon\n    link\n    name\n    type\n  }\n}\n\nmutation CreateFormSubmission($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {\n  createFormSubmission(\n    formId: $formId\n    data: $data\n    communityId: $communityId\n    userId: $userId\n  ) {\n    id\n    createdAt\n    status\n  }\n}"): typeof import('./graphql').FeedPostFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
