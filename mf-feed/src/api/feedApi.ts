import { FEED_PAGE_SIZE, type FeedCategory, portalApi } from '@portal/shared';
import { type FeedPageInfo, type FeedPageParam, FIRST_PAGE, nextFeedPage } from '../lib/feedPaging';

export type AssetType = 'Photo' | 'Web' | 'Pdf' | 'Form';

export interface FeedAsset {
  name: string;
  preview: string | null;
  type: AssetType;
  url: string;
  details: string | null;
}

export interface FeedPost {
  _id: string;
  tag: string;
  title: string;
  startDate: string;
  author: string | null;
  category: FeedCategory;
  body: string;
  assets: FeedAsset[];
}

export interface FeedPage {
  posts: FeedPost[];
  pageInfo: FeedPageInfo;
}

export interface FeedTag {
  _id: string;
  name: string;
  category: FeedCategory;
  postCount: number;
}

export interface Shortcut {
  _type: string;
  id: string;
  icon: string | null;
  link: string | null;
  name: string;
  type: string;
}

export interface FormAsset {
  id: string;
  schema: Record<string, unknown>;
}

export interface FormSubmission {
  id: string;
  createdAt: string;
  status: string;
}

const POST_FIELDS = `_id tag title startDate author category body
  assets { name preview type url details }`;
const PAGE_FIELDS = `posts { ${POST_FIELDS} } pageInfo { hasNextPage cursor currentPage }`;

/** Spec 7, HomeScreenFeed / WhatsNew. */
export const WHATS_NEW_QUERY = `query WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {
  community(communityId: $communityId) { _id feed(filters: $filters, page: $page) { ${PAGE_FIELDS} } }
}`;

/** Spec 7, category feed: its tags and its posts. */
export const CATEGORY_FEED_QUERY = `query CategoryFeed($communityId: ID!, $tagsInput: FeedTagsInput!, $filters: FeedFilters, $page: FeedPageInput) {
  tags(communityId: $communityId, tagsInput: $tagsInput) { _id name category postCount }
  feed(communityId: $communityId, filters: $filters, page: $page) { ${PAGE_FIELDS} }
}`;

export const CATEGORY_TAGS_QUERY = `query CategoryTags($communityId: ID!, $tagsInput: FeedTagsInput!) {
  tags(communityId: $communityId, tagsInput: $tagsInput) { _id name category postCount }
}`;

export const FEED_ITEM_QUERY = `query FeedItem($communityId: ID!, $id: ID!) {
  feedItem(communityId: $communityId, id: $id) { ${POST_FIELDS} }
}`;

export const SHORTCUTS_QUERY = `query Shortcuts($communityId: ID!) {
  shortcuts(communityId: $communityId) { _type id icon link name type }
}`;

export const CREATE_FORM_SUBMISSION = `mutation CreateFormSubmission($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {
  createFormSubmission(formId: $formId, data: $data, communityId: $communityId, userId: $userId) { id createdAt status }
}`;

export interface WhatsNewArgs {
  communityId: string;
  /** Start of the window since the last login (spec 4), ISO 8601. */
  from: string;
}

export interface CategoryFeedArgs {
  communityId: string;
  category: FeedCategory;
  /** A tag name, or 'all'. */
  tag: string;
}

/** Audiences are left to the server: it reads what the caller's role allows (spec 6). */
const tagsInput = (category: FeedCategory) => ({ category, sort: 'TagAsc', onlyActiveTags: true });

function page(param: FeedPageParam) {
  return { limit: FEED_PAGE_SIZE, ...(param.after ? { after: param.after } : {}) };
}

const feedApiWithTags = portalApi.enhanceEndpoints({ addTagTypes: ['WhatsNew', 'Feed'] });

export const feedApi = feedApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    whatsNew: build.infiniteQuery<FeedPage, WhatsNewArgs, FeedPageParam>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (lastPage, _pages, lastParam) => nextFeedPage(lastPage, lastParam, true),
      },
      query: ({ queryArg, pageParam }) => ({
        document: WHATS_NEW_QUERY,
        variables: {
          communityId: queryArg.communityId,
          filters: { status: 'Active', ...(pageParam.first ? { from: queryArg.from } : {}) },
          page: page(pageParam),
        },
      }),
      transformResponse: (data: { community: { feed: FeedPage } }) => data.community.feed,
      providesTags: ['WhatsNew'],
    }),
    categoryFeed: build.infiniteQuery<
      FeedPage & { tags: FeedTag[] },
      CategoryFeedArgs,
      FeedPageParam
    >({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (lastPage, _pages, lastParam) => nextFeedPage(lastPage, lastParam, false),
      },
      query: ({ queryArg, pageParam }) => ({
        document: CATEGORY_FEED_QUERY,
        variables: {
          communityId: queryArg.communityId,
          tagsInput: tagsInput(queryArg.category),
          filters: {
            category: queryArg.category,
            status: 'Active',
            ...(queryArg.tag.toLowerCase() === 'all' ? {} : { tags: [queryArg.tag] }),
          },
          page: page(pageParam),
        },
      }),
      transformResponse: (data: { feed: FeedPage; tags: FeedTag[] }) => ({
        ...data.feed,
        tags: data.tags,
      }),
      providesTags: ['Feed'],
    }),
    categoryTags: build.query<FeedTag[], { communityId: string; category: FeedCategory }>({
      query: ({ communityId, category }) => ({
        document: CATEGORY_TAGS_QUERY,
        variables: { communityId, tagsInput: tagsInput(category) },
      }),
      transformResponse: (data: { tags: FeedTag[] }) => data.tags,
      providesTags: ['Feed'],
    }),
    feedItem: build.query<FeedPost | null, { communityId: string; id: string }>({
      query: (variables) => ({ document: FEED_ITEM_QUERY, variables }),
      transformResponse: (data: { feedItem: FeedPost | null }) => data.feedItem,
    }),
    shortcuts: build.query<Shortcut[], string>({
      query: (communityId) => ({ document: SHORTCUTS_QUERY, variables: { communityId } }),
      transformResponse: (data: { shortcuts: Shortcut[] }) => data.shortcuts,
    }),
    /** Spec 7: a form's asset URL, fetched with the auth header, answers { id, schema }. */
    formAsset: build.query<FormAsset, string>({
      query: (path) => ({ path }),
    }),
    createFormSubmission: build.mutation<
      FormSubmission,
      { formId: string; data: string; communityId: string; userId: string }
    >({
      query: (variables) => ({ document: CREATE_FORM_SUBMISSION, variables }),
      transformResponse: (data: { createFormSubmission: FormSubmission }) =>
        data.createFormSubmission,
    }),
  }),
});

export const {
  useWhatsNewInfiniteQuery,
  useCategoryFeedInfiniteQuery,
  useCategoryTagsQuery,
  useFeedItemQuery,
  useShortcutsQuery,
  useFormAssetQuery,
  useCreateFormSubmissionMutation,
} = feedApi;
