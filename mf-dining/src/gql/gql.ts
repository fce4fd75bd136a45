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
    "query Restaurants($communityId: ID!, $first: Int) {\n  restaurants(communityId: $communityId, first: $first) {\n    _id\n    name\n    description\n  }\n}\n\nfragment Availability on MenuAvailability {\n  startDate\n  endDate\n}\n\nquery Menus($restaurantId: ID!, $audiences: [MenuAudience!], $first: Int) {\n  menus(restaurantId: $restaurantId, audiences: $audiences, first: $first) {\n    _id\n    name\n    restaurantId\n    availability {\n      ...Availability\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  _id\n  name\n  description\n  nutritionInfo {\n    name\n    value\n  }\n  attributes {\n    type\n    value\n  }\n}\n\nquery Menu($restaurantId: ID!, $menuId: ID!, $date: String, $timeframe: MenuTimeframe, $audiences: [MenuAudience!], $first: Int) {\n  menu(\n    restaurantId: $restaurantId\n    menuId: $menuId\n    date: $date\n    timeframe: $timeframe\n    audiences: $audiences\n    first: $first\n  ) {\n    _id\n    name\n    restaurantId\n    restaurantName\n    date\n    availability {\n      ...Availability\n    }\n    sections {\n      _id\n      name\n      availableMenuItemsByCategory {\n        category\n        items {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}": typeof types.RestaurantsDocument,
    "query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    _id\n    name\n    postCount\n  }\n}\n\nquery CategoryFeed($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {\n  feed(communityId: $communityId, filters: $filters, page: $page) {\n    posts {\n      _id\n      tag\n      title\n      startDate\n      author\n      body\n    }\n    pageInfo {\n      hasNextPage\n      cursor\n    }\n  }\n}": typeof types.CategoryTagsDocument,
};
const documents: Documents = {
    "query Restaurants($communityId: ID!, $first: Int) {\n  restaurants(communityId: $communityId, first: $first) {\n    _id\n    name\n    description\n  }\n}\n\nfragment Availability on MenuAvailability {\n  startDate\n  endDate\n}\n\nquery Menus($restaurantId: ID!, $audiences: [MenuAudience!], $first: Int) {\n  menus(restaurantId: $restaurantId, audiences: $audiences, first: $first) {\n    _id\n    name\n    restaurantId\n    availability {\n      ...Availability\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  _id\n  name\n  description\n  nutritionInfo {\n    name\n    value\n  }\n  attributes {\n    type\n    value\n  }\n}\n\nquery Menu($restaurantId: ID!, $menuId: ID!, $date: String, $timeframe: MenuTimeframe, $audiences: [MenuAudience!], $first: Int) {\n  menu(\n    restaurantId: $restaurantId\n    menuId: $menuId\n    date: $date\n    timeframe: $timeframe\n    audiences: $audiences\n    first: $first\n  ) {\n    _id\n    name\n    restaurantId\n    restaurantName\n    date\n    availability {\n      ...Availability\n    }\n    sections {\n      _id\n      name\n      availableMenuItemsByCategory {\n        category\n        items {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}": types.RestaurantsDocument,
    "query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    _id\n    name\n    postCount\n  }\n}\n\nquery CategoryFeed($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {\n  feed(communityId: $communityId, filters: $filters, page: $page) {\n    posts {\n      _id\n      tag\n      title\n      startDate\n      author\n      body\n    }\n    pageInfo {\n      hasNextPage\n      cursor\n    }\n  }\n}": types.CategoryTagsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Restaurants($communityId: ID!, $first: Int) {\n  restaurants(communityId: $communityId, first: $first) {\n    _id\n    name\n    description\n  }\n}\n\nfragment Availability on MenuAvailability {\n  startDate\n  endDate\n}\n\nquery Menus($restaurantId: ID!, $audiences: [MenuAudience!], $first: Int) {\n  menus(restaurantId: $restaurantId, audiences: $audiences, first: $first) {\n    _id\n    name\n    restaurantId\n    availability {\n      ...Availability\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  _id\n  name\n  description\n  nutritionInfo {\n    name\n    value\n  }\n  attributes {\n    type\n    value\n  }\n}\n\nquery Menu($restaurantId: ID!, $menuId: ID!, $date: String, $timeframe: MenuTimeframe, $audiences: [MenuAudience!], $first: Int) {\n  menu(\n    restaurantId: $restaurantId\n    menuId: $menuId\n    date: $date\n    timeframe: $timeframe\n    audiences: $audiences\n    first: $first\n  ) {\n    _id\n    name\n    restaurantId\n    restaurantName\n    date\n    availability {\n      ...Availability\n    }\n    sections {\n      _id\n      name\n      availableMenuItemsByCategory {\n        category\n        items {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').RestaurantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {\n  tags(communityId: $communityId, tagsInput: $tagsInput) {\n    _id\n    name\n    postCount\n  }\n}\n\nquery CategoryFeed($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {\n  feed(communityId: $communityId, filters: $filters, page: $page) {\n    posts {\n      _id\n      tag\n      title\n      startDate\n      author\n      body\n    }\n    pageInfo {\n      hasNextPage\n      cursor\n    }\n  }\n}"): typeof import('./graphql').CategoryTagsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
