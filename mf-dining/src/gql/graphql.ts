/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type MenuAudience =
  | 'Family'
  | 'Resident';

export type MenuTimeframe =
  | 'Day'
  | 'Week';

export type RestaurantsQueryVariables = Exact<{
  communityId: string;
  first?: number | null | undefined;
}>;


export type RestaurantsQuery = { restaurants: Array<{ _id: string, name: string, description: string | null }> };

export type AvailabilityFragment = { startDate: string, endDate: string };

export type MenusQueryVariables = Exact<{
  restaurantId: string;
  audiences?: Array<MenuAudience> | MenuAudience | null | undefined;
  first?: number | null | undefined;
}>;


export type MenusQuery = { menus: Array<{ _id: string, name: string, restaurantId: string, availability: { startDate: string, endDate: string } }> };

export type MenuItemFieldsFragment = { _id: string, name: string, description: string | null, nutritionInfo: Array<{ name: string, value: string }>, attributes: Array<{ type: string, value: string }> };

export type MenuQueryVariables = Exact<{
  restaurantId: string;
  menuId: string;
  date?: string | null | undefined;
  timeframe?: MenuTimeframe | null | undefined;
  audiences?: Array<MenuAudience> | MenuAudience | null | undefined;
  first?: number | null | undefined;
}>;


export type MenuQuery = { menu: { _id: string, name: string, restaurantId: string, restaurantName: string, date: string, availability: { startDate: string, endDate: string }, sections: Array<{ _id: string, name: string, availableMenuItemsByCategory: Array<{ category: string, items: Array<{ _id: string, name: string, description: string | null, nutritionInfo: Array<{ name: string, value: string }>, attributes: Array<{ type: string, value: string }> }> }> }> } };

export type CategoryTagsQueryVariables = Exact<{
  communityId: string;
  tagsInput: FeedTagsInput;
}>;


export type CategoryTagsQuery = { tags: Array<{ _id: string, name: string, postCount: number }> };

export type CategoryFeedQueryVariables = Exact<{
  communityId: string;
  filters?: FeedFilters | null | undefined;
  page?: FeedPageInput | null | undefined;
}>;


export type CategoryFeedQuery = { feed: { posts: Array<{ _id: string, tag: string, title: string, startDate: string, author: string | null, body: string }>, pageInfo: { hasNextPage: boolean, cursor: string | null } } };

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
export const AvailabilityFragmentDoc = new TypedDocumentString(`
    fragment Availability on MenuAvailability {
  startDate
  endDate
}
    `, {"fragmentName":"Availability"}) as unknown as TypedDocumentString<AvailabilityFragment, unknown>;
export const MenuItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment MenuItemFields on MenuItem {
  _id
  name
  description
  nutritionInfo {
    name
    value
  }
  attributes {
    type
    value
  }
}
    `, {"fragmentName":"MenuItemFields"}) as unknown as TypedDocumentString<MenuItemFieldsFragment, unknown>;
export const RestaurantsDocument = new TypedDocumentString(`
    query Restaurants($communityId: ID!, $first: Int) {
  restaurants(communityId: $communityId, first: $first) {
    _id
    name
    description
  }
}
    `) as unknown as TypedDocumentString<RestaurantsQuery, RestaurantsQueryVariables>;
export const MenusDocument = new TypedDocumentString(`
    query Menus($restaurantId: ID!, $audiences: [MenuAudience!], $first: Int) {
  menus(restaurantId: $restaurantId, audiences: $audiences, first: $first) {
    _id
    name
    restaurantId
    availability {
      ...Availability
    }
  }
}
    fragment Availability on MenuAvailability {
  startDate
  endDate
}`) as unknown as TypedDocumentString<MenusQuery, MenusQueryVariables>;
export const MenuDocument = new TypedDocumentString(`
    query Menu($restaurantId: ID!, $menuId: ID!, $date: String, $timeframe: MenuTimeframe, $audiences: [MenuAudience!], $first: Int) {
  menu(
    restaurantId: $restaurantId
    menuId: $menuId
    date: $date
    timeframe: $timeframe
    audiences: $audiences
    first: $first
  ) {
    _id
    name
    restaurantId
    restaurantName
    date
    availability {
      ...Availability
    }
    sections {
      _id
      name
      availableMenuItemsByCategory {
        category
        items {
          ...MenuItemFields
        }
      }
    }
  }
}
    fragment Availability on MenuAvailability {
  startDate
  endDate
}
fragment MenuItemFields on MenuItem {
  _id
  name
  description
  nutritionInfo {
    name
    value
  }
  attributes {
    type
    value
  }
}`) as unknown as TypedDocumentString<MenuQuery, MenuQueryVariables>;
export const CategoryTagsDocument = new TypedDocumentString(`
    query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {
  tags(communityId: $communityId, tagsInput: $tagsInput) {
    _id
    name
    postCount
  }
}
    `) as unknown as TypedDocumentString<CategoryTagsQuery, CategoryTagsQueryVariables>;
export const CategoryFeedDocument = new TypedDocumentString(`
    query CategoryFeed($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {
  feed(communityId: $communityId, filters: $filters, page: $page) {
    posts {
      _id
      tag
      title
      startDate
      author
      body
    }
    pageInfo {
      hasNextPage
      cursor
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryFeedQuery, CategoryFeedQueryVariables>;