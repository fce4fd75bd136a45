import { FEED_PAGE_SIZE } from '@portal/contracts';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../db/database.ts';
import { communityHasFeature } from '../flags/communityFlags.ts';
import { roleInCommunity } from '../graph/callerScope.ts';
import { badInput, forbidden, notFound } from '../graph/graphErrors.ts';
import { type GraphCommunity, toCommunitySettings } from '../graph/graphUser.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { signAssetUrl } from './feedAssetUrl.ts';
import { effectiveAudiences } from './feedAudiences.ts';
import { type PageInput, readFrom, readPage } from './feedInput.ts';
import {
  type FeedAsset,
  type FeedCategory,
  type FeedPost,
  findPost,
  listPosts,
  listShortcuts,
  listTags,
} from './feedRepository.ts';
import { categoriesOff, SWITCHED_OFF } from './feedSwitches.ts';
import { isRefusal, submitForm } from './formSubmission.ts';
import { SAMPLE_FORM_POST_ID } from './sampleForm.ts';
import { samplePostFor } from './samplePost.ts';

interface FeedFilters {
  audiences?: string[] | null;
  status?: 'Active' | 'Inactive' | null;
  from?: string | null;
  category?: FeedCategory | null;
  tags?: string[] | null;
}

interface TagsInput {
  category: FeedCategory;
  sort?: 'TagAsc' | 'TagDesc' | null;
  audiences?: string[] | null;
  onlyActiveTags?: boolean | null;
}

/** Spec 5: the community id is required, and not empty, on every feed call. */
function requireCommunityId(communityId: string | null | undefined): string {
  if (!communityId || communityId.trim() === '') throw badInput('communityId is required.');
  return communityId;
}

async function readFeed(
  context: MercuriusContext,
  communityId: string,
  filters: FeedFilters | null | undefined,
  page: PageInput | null | undefined,
) {
  const { db, answers } = context;
  const role = roleInCommunity(context.session, communityId);
  const withoutCategories = await categoriesOff(context, communityId);
  if (filters?.category && withoutCategories.includes(filters.category)) {
    throw forbidden(SWITCHED_OFF.requests);
  }
  const pageRead = readPage(page, FEED_PAGE_SIZE);
  if ('error' in pageRead) throw badInput(pageRead.error);
  const fromRead = readFrom(filters?.from);
  if ('error' in fromRead) throw badInput(fromRead.error);
  const query = {
    communityId,
    audiences: effectiveAudiences(role, filters?.audiences),
    // Inactive posts are for the people who write them, not readers.
    status: 'Active' as const,
    from: fromRead.from,
    category: filters?.category ?? null,
    withoutCategories,
    tags: filters?.tags?.filter((tag) => tag.toLowerCase() !== 'all') ?? null,
    after: pageRead.after,
    limit: pageRead.limit,
  };
  // The same page for everyone with these audiences (posts are published at their start date).
  return answers.answerThisMinute('feed', communityId, JSON.stringify(query), (now) =>
    listPosts(db, { ...query, now }),
  );
}

async function readTags(context: MercuriusContext, communityId: string, input: TagsInput) {
  const { db } = context;
  const role = roleInCommunity(context.session, communityId);
  if ((await categoriesOff(context, communityId)).includes(input.category)) {
    throw forbidden(SWITCHED_OFF.requests);
  }
  return listTags(db, {
    communityId,
    category: input.category,
    audiences: effectiveAudiences(role, input.audiences),
    onlyActiveTags: input.onlyActiveTags !== false,
    descending: input.sort === 'TagDesc',
    now: new Date(),
  });
}

async function loadCommunity(db: Db, communityId: string): Promise<GraphCommunity> {
  const [row] = await db.query<{
    id: string;
    name: string;
    timezone: string;
    settings: Record<string, unknown>;
  }>('SELECT id, name, timezone, settings FROM communities WHERE id = $1', [communityId]);
  if (!row) throw notFound('There is no such community.');
  return {
    _id: row.id,
    communityId: row.id,
    name: row.name,
    timezone: { name: row.timezone },
    settings: toCommunitySettings(row.settings),
  };
}

export const feedResolvers: Resolvers = {
  FeedAsset: {
    url: (asset: FeedAsset, _args: unknown, { fileLinks }: MercuriusContext) =>
      signAssetUrl(asset.url, fileLinks),
    preview: (asset: FeedAsset, _args: unknown, { fileLinks }: MercuriusContext) =>
      signAssetUrl(asset.preview, fileLinks),
  },
  Query: {
    community: async (_root, args, context) => {
      const communityId = requireCommunityId(args.communityId);
      roleInCommunity(context.session, communityId);
      return context.answers.answer('community', communityId, 'community', () =>
        loadCommunity(context.db, communityId),
      );
    },
    feed: (_root, args, context) =>
      readFeed(context, requireCommunityId(args.communityId), args.filters, args.page),
    tags: (_root, args, context) =>
      readTags(context, requireCommunityId(args.communityId), args.tagsInput),
    feedItem: async (_root, args, context): Promise<FeedPost | null> => {
      const { db } = context;
      const communityId = requireCommunityId(args.communityId);
      const role = roleInCommunity(context.session, communityId);
      const post =
        args.id === SAMPLE_FORM_POST_ID
          ? samplePostFor()
          : await findPost(db, communityId, args.id, effectiveAudiences(role, null));
      // A post of a switched-off category is not there for readers, the sample one included.
      if (post && (await categoriesOff(context, communityId)).includes(post.category)) {
        return null;
      }
      return post;
    },
    shortcuts: async (_root, args, context) => {
      const { db } = context;
      const communityId = requireCommunityId(args.communityId);
      roleInCommunity(context.session, communityId);
      if (!(await communityHasFeature(db, communityId, 'shortcutsEnabledPlus'))) {
        throw forbidden(SWITCHED_OFF.shortcuts);
      }
      return listShortcuts(db, communityId);
    },
  },
  Community: {
    feed: (
      parent: GraphCommunity,
      args: { filters?: FeedFilters | null; page?: PageInput | null },
      context: MercuriusContext,
    ) => readFeed(context, parent._id, args.filters, args.page),
    tags: (parent: GraphCommunity, args: { tagsInput: TagsInput }, context: MercuriusContext) =>
      readTags(context, parent._id, args.tagsInput),
  },
  Mutation: {
    createFormSubmission: async (_root, args, { db, session }) => {
      const answer = await submitForm(db, session, args);
      if (!isRefusal(answer)) return answer;
      if (answer.kind === 'forbidden') throw forbidden(answer.message);
      if (answer.kind === 'not-found') throw notFound(answer.message);
      throw badInput(answer.message);
    },
  },
};
