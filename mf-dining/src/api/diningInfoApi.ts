import { FEED_PAGE_SIZE, portalApi } from '@portal/shared';

/** Dining Info is the feed's Menu category (spec 2). */
export const DINING_INFO_CATEGORY = 'Menu';

export interface InfoTag {
  _id: string;
  name: string;
  postCount: number;
}

export interface InfoPost {
  _id: string;
  tag: string;
  title: string;
  startDate: string;
  author: string | null;
  body: string;
}

export interface InfoPage {
  posts: InfoPost[];
  pageInfo: { hasNextPage: boolean; cursor: string | null };
}

export const INFO_TAGS_QUERY = `query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {
  tags(communityId: $communityId, tagsInput: $tagsInput) { _id name postCount }
}`;

export const INFO_FEED_QUERY = `query CategoryFeed($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {
  feed(communityId: $communityId, filters: $filters, page: $page) {
    posts { _id tag title startDate author body }
    pageInfo { hasNextPage cursor }
  }
}`;

export interface InfoFeedArgs {
  communityId: string;
  /** A tag name, or 'all'. */
  tag: string;
  after?: string;
}

/** Spec 7, category feed for Menu: its tags and its posts; audiences are set by the server. */
export const diningInfoApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    diningInfoTags: build.query<InfoTag[], string>({
      query: (communityId) => ({
        document: INFO_TAGS_QUERY,
        variables: {
          communityId,
          tagsInput: { category: DINING_INFO_CATEGORY, sort: 'TagAsc', onlyActiveTags: true },
        },
      }),
      transformResponse: (data: { tags: InfoTag[] }) => data.tags,
    }),
    diningInfoFeed: build.query<InfoPage, InfoFeedArgs>({
      query: ({ communityId, tag, after }) => ({
        document: INFO_FEED_QUERY,
        variables: {
          communityId,
          filters: {
            category: DINING_INFO_CATEGORY,
            status: 'Active',
            ...(tag.toLowerCase() === 'all' ? {} : { tags: [tag] }),
          },
          page: { limit: FEED_PAGE_SIZE, ...(after ? { after } : {}) },
        },
      }),
      transformResponse: (data: { feed: InfoPage }) => data.feed,
    }),
  }),
});

export const { useDiningInfoTagsQuery, useDiningInfoFeedQuery } = diningInfoApi;
