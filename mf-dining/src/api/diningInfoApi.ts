import { FEED_PAGE_SIZE, graphRequest, keepOffline, portalApi } from '@portal/shared';
import {
  CategoryFeedDocument,
  type CategoryFeedQuery,
  CategoryTagsDocument,
  type CategoryTagsQuery,
} from '../gql/graphql';

/** Dining Info is the feed's Menu category (spec 2). */
export const DINING_INFO_CATEGORY = 'Menu';

/** Spec 3: Dining Info's tags and posts (the feed's Menu category). */
export type InfoTag = CategoryTagsQuery['tags'][number];
export type InfoPage = CategoryFeedQuery['feed'];
export type InfoPost = InfoPage['posts'][number];

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
      query: (communityId) =>
        graphRequest(CategoryTagsDocument, {
          communityId,
          tagsInput: { category: DINING_INFO_CATEGORY, sort: 'TagAsc', onlyActiveTags: true },
        }),
      transformResponse: (data: CategoryTagsQuery) => data.tags,
    }),
    diningInfoFeed: build.query<InfoPage, InfoFeedArgs>({
      query: ({ communityId, tag, after }) =>
        graphRequest(CategoryFeedDocument, {
          communityId,
          filters: {
            category: DINING_INFO_CATEGORY,
            status: 'Active',
            ...(tag.toLowerCase() === 'all' ? {} : { tags: [tag] }),
          },
          page: { limit: FEED_PAGE_SIZE, ...(after ? { after } : {}) },
        }),
      transformResponse: (data: CategoryFeedQuery) => data.feed,
    }),
  }),
});

export const { useDiningInfoTagsQuery, useDiningInfoFeedQuery } = diningInfoApi;

// Offline data (spec 4): dining info is kept for the next start.
keepOffline('diningInfoTags', 'diningInfoFeed');
