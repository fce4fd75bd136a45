import {
  FEED_PAGE_SIZE,
  type FeedCategory,
  graphRequest,
  keepOffline,
  portalApi,
} from '@portal/shared';
import {
  CategoryFeedDocument,
  type CategoryFeedQuery,
  CategoryTagsDocument,
  type CategoryTagsQuery,
  CreateFormSubmissionDocument,
  type CreateFormSubmissionMutation,
  type CreateFormSubmissionMutationVariables,
  type FeedAssetType,
  FeedItemDocument,
  type FeedItemQuery,
  type FeedPageFieldsFragment,
  type FeedPageInput,
  type FeedPostFieldsFragment,
  type FeedTagFieldsFragment,
  type FeedTagsInput,
  ShortcutsDocument,
  type ShortcutsQuery,
  WhatsNewDocument,
  type WhatsNewQuery,
} from '../gql/graphql';
import { type FeedPageParam, FIRST_PAGE, nextFeedPage } from '../lib/feedPaging';

/** Spec 3: posts, tags and shortcuts, as the feed calls answer them (typed from the schema). */
export type AssetType = FeedAssetType;
export type FeedPost = FeedPostFieldsFragment;
export type FeedAsset = FeedPost['assets'][number];
export type FeedPage = FeedPageFieldsFragment;
export type FeedTag = FeedTagFieldsFragment;
export type Shortcut = ShortcutsQuery['shortcuts'][number];
export type FormSubmission = CreateFormSubmissionMutation['createFormSubmission'];

/** Spec 7: a form's asset (a plain call, not GraphQL). */
export interface FormAsset {
  id: string;
  schema: Record<string, unknown>;
}

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
const tagsInput = (category: FeedCategory): FeedTagsInput => ({
  category,
  sort: 'TagAsc',
  onlyActiveTags: true,
});

function page(param: FeedPageParam): FeedPageInput {
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
      query: ({ queryArg, pageParam }) =>
        graphRequest(WhatsNewDocument, {
          communityId: queryArg.communityId,
          filters: { status: 'Active', ...(pageParam.first ? { from: queryArg.from } : {}) },
          page: page(pageParam),
        }),
      transformResponse: (data: WhatsNewQuery) => data.community.feed,
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
      query: ({ queryArg, pageParam }) =>
        graphRequest(CategoryFeedDocument, {
          communityId: queryArg.communityId,
          tagsInput: tagsInput(queryArg.category),
          filters: {
            category: queryArg.category,
            status: 'Active',
            ...(queryArg.tag.toLowerCase() === 'all' ? {} : { tags: [queryArg.tag] }),
          },
          page: page(pageParam),
        }),
      transformResponse: (data: CategoryFeedQuery) => ({
        ...data.feed,
        tags: data.tags,
      }),
      providesTags: ['Feed'],
    }),
    categoryTags: build.query<FeedTag[], { communityId: string; category: FeedCategory }>({
      query: ({ communityId, category }) =>
        graphRequest(CategoryTagsDocument, { communityId, tagsInput: tagsInput(category) }),
      transformResponse: (data: CategoryTagsQuery) => data.tags,
      providesTags: ['Feed'],
    }),
    feedItem: build.query<FeedPost | null, { communityId: string; id: string }>({
      query: (variables) => graphRequest(FeedItemDocument, variables),
      transformResponse: (data: FeedItemQuery) => data.feedItem,
    }),
    shortcuts: build.query<Shortcut[], string>({
      query: (communityId) => graphRequest(ShortcutsDocument, { communityId }),
      transformResponse: (data: ShortcutsQuery) => data.shortcuts,
    }),
    /** Spec 7: a form's asset URL, fetched with the auth header, answers { id, schema }. */
    formAsset: build.query<FormAsset, string>({
      query: (path) => ({ path }),
    }),
    createFormSubmission: build.mutation<FormSubmission, CreateFormSubmissionMutationVariables>({
      query: (variables) => graphRequest(CreateFormSubmissionDocument, variables),
      transformResponse: (data: CreateFormSubmissionMutation) => data.createFormSubmission,
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

// Offline data (spec 4): What's New is kept for the next start.
keepOffline('whatsNew');
