import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import type { SearchAnswer } from '../search/globalSearch.ts';
import type { TestResponse } from '../testing/httpClient.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { SAMPLE_FORM_ID, SAMPLE_FORM_POST_ID } from './sampleForm.ts';

const POST_FIELDS =
  '_id tag title startDate author category body assets { name preview type url details }';
const WHATS_NEW = `query WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {
  community(communityId: $communityId) { _id name feed(filters: $filters, page: $page) {
    posts { ${POST_FIELDS} } pageInfo { hasNextPage cursor currentPage } } } }`;
const CATEGORY_FEED = `query CategoryFeed($communityId: ID!, $tagsInput: FeedTagsInput!, $filters: FeedFilters, $page: FeedPageInput) {
  tags(communityId: $communityId, tagsInput: $tagsInput) { _id name category postCount }
  feed(communityId: $communityId, filters: $filters, page: $page) {
    posts { ${POST_FIELDS} } pageInfo { hasNextPage cursor currentPage } } }`;
const FEED_ITEM = `query FeedItem($communityId: ID!, $id: ID!) { feedItem(communityId: $communityId, id: $id) { ${POST_FIELDS} } }`;
const TAGS = `query Tags($communityId: ID!, $tagsInput: FeedTagsInput!) {
  tags(communityId: $communityId, tagsInput: $tagsInput) { _id name category postCount } }`;
const SHORTCUTS = `query Shortcuts($communityId: ID!) { shortcuts(communityId: $communityId) { _type id icon link name type } }`;
const SUBMIT = `mutation CreateFormSubmission($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {
  createFormSubmission(formId: $formId, data: $data, communityId: $communityId, userId: $userId) { id createdAt status } }`;

interface Post {
  _id: string;
  tag: string;
  title: string;
  startDate: string;
  category: string;
  assets: { type: string; url: string; preview: string | null }[];
}
interface Feed {
  posts: Post[];
  pageInfo: { hasNextPage: boolean; cursor: string | null; currentPage: number };
}

let testApp: TestApp;
const bearers: Record<string, string> = {};

beforeAll(async () => {
  testApp = await startTestApp();
  for (const id of [DEMO_RESIDENT_ID, DEMO_FAMILY_ID, DEMO_STAFF_ID, DEMO_ADVOCATE_ID]) {
    bearers[id] = await bearerFor(testApp, id);
  }
}, 120_000);

afterAll(() => testApp.close());

async function whatsNew(userId: string, variables: Record<string, unknown> = {}) {
  return graphQuery<{ community: { feed: Feed } }>(testApp, bearers[userId], WHATS_NEW, {
    communityId: WILLOW_CREEK_ID,
    ...variables,
  });
}

async function audiencesOf(ids: string[]): Promise<string[][]> {
  const rows = await testApp.db.query<{ audiences: string[] }>(
    'SELECT audiences FROM feed_posts WHERE id = ANY($1)',
    [ids],
  );
  return rows.map((row) => row.audiences);
}

describe('audiences (spec 6), enforced whatever the client asks', () => {
  it.each([
    ['resident', DEMO_RESIDENT_ID, ['Resident']],
    ['family', DEMO_FAMILY_ID, ['Family']],
    ['advocate', DEMO_ADVOCATE_ID, ['Family']],
    ['staff', DEMO_STAFF_ID, ['Resident', 'Family']],
  ])('a %s reads only posts for its audiences', async (_name, userId, allowed) => {
    const answer = await whatsNew(userId, {
      filters: { audiences: ['Resident', 'Family'], status: 'Active' },
      page: { limit: 100 },
    });
    expect(answer.errors).toBeUndefined();
    const ids = answer.data?.community.feed.posts.map((p) => p._id) ?? [];
    expect(ids).toHaveLength(100);
    const audiences = await audiencesOf(ids);
    for (const list of audiences) expect(list.some((a) => allowed.includes(a))).toBe(true);
    if (allowed.length === 1) {
      const other = allowed[0] === 'Resident' ? 'Family' : 'Resident';
      // Posts only for the other audience exist in the same window, yet none came back.
      const [{ count }] = await testApp.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM feed_posts WHERE community_id = $1 AND audiences = ARRAY[$2]::text[]`,
        [WILLOW_CREEK_ID, other],
      );
      expect(count).toBeGreaterThan(0);
      expect(audiences.every((list) => !(list.length === 1 && list[0] === other))).toBe(true);
    }
  });

  it('a resident asking only for Family posts gets none', async () => {
    const answer = await whatsNew(DEMO_RESIDENT_ID, { filters: { audiences: ['Family'] } });
    expect(answer.data?.community.feed.posts).toEqual([]);
  });

  it('a Family-only post cannot be opened by a resident, but can by family', async () => {
    const [row] = await testApp.db.query<{ id: string }>(
      `SELECT id FROM feed_posts WHERE community_id = $1 AND audiences = ARRAY['Family']::text[] LIMIT 1`,
      [WILLOW_CREEK_ID],
    );
    const asResident = await graphQuery<{ feedItem: Post | null }>(
      testApp,
      bearers[DEMO_RESIDENT_ID],
      FEED_ITEM,
      {
        communityId: WILLOW_CREEK_ID,
        id: row.id,
      },
    );
    expect(asResident.data?.feedItem).toBeNull();
    const asFamily = await graphQuery<{ feedItem: Post | null }>(
      testApp,
      bearers[DEMO_FAMILY_ID],
      FEED_ITEM,
      {
        communityId: WILLOW_CREEK_ID,
        id: row.id,
      },
    );
    expect(asFamily.data?.feedItem?._id).toBe(row.id);
  });

  it('a post scheduled for tomorrow is nowhere until then: feed, item or search', async () => {
    const [{ tag }] = await testApp.db.query<{ tag: string }>(
      `SELECT name AS tag FROM feed_tags WHERE community_id = $1 AND category = 'Notice' LIMIT 1`,
      [WILLOW_CREEK_ID],
    );
    await testApp.db.query(
      `INSERT INTO feed_posts (id, community_id, category, tag, title, start_date, body, audiences)
       VALUES ('scheduled-post', $1, 'Notice', $3, 'Zanzibar surprise party', $2,
               '<p>Not yet</p>', ARRAY['Resident', 'Family'])`,
      [WILLOW_CREEK_ID, new Date(Date.now() + 86_400_000), tag],
    );
    try {
      for (const userId of [DEMO_RESIDENT_ID, DEMO_STAFF_ID, DEMO_FAMILY_ID]) {
        const item = await graphQuery<{ feedItem: Post | null }>(
          testApp,
          bearers[userId],
          FEED_ITEM,
          { communityId: WILLOW_CREEK_ID, id: 'scheduled-post' },
        );
        expect(item.data?.feedItem).toBeNull();
        const feed = await whatsNew(userId, {});
        expect(feed.data?.community.feed.posts.map((p) => p._id)).not.toContain('scheduled-post');
        const search = await testApp.request({
          method: 'POST',
          url: '/search',
          headers: { authorization: bearers[userId] },
          payload: { communityId: WILLOW_CREEK_ID, query: 'zanzibar' },
        });
        expect(search.statusCode).toBe(200);
        expect(JSON.stringify(search.json())).not.toContain('Zanzibar');
      }
      await testApp.db.query(`UPDATE feed_posts SET start_date = $1 WHERE id = 'scheduled-post'`, [
        new Date(Date.now() - 60_000),
      ]);
      const search = await testApp.request({
        method: 'POST',
        url: '/search',
        headers: { authorization: bearers[DEMO_RESIDENT_ID] },
        payload: { communityId: WILLOW_CREEK_ID, query: 'zanzibar' },
      });
      expect(JSON.stringify(search.json())).toContain('Zanzibar');
    } finally {
      await testApp.db.query(`DELETE FROM feed_posts WHERE id = 'scheduled-post'`);
    }
  });
});

describe('pagination', () => {
  it('pages of 50 by cursor, newest first, without gaps or repeats', async () => {
    const first = await whatsNew(DEMO_STAFF_ID, { page: { limit: 50 } });
    const page1 = first.data?.community.feed;
    expect(page1?.posts).toHaveLength(50);
    expect(page1?.pageInfo).toMatchObject({ hasNextPage: true, currentPage: 1 });
    const second = await whatsNew(DEMO_STAFF_ID, {
      page: { after: page1?.pageInfo.cursor, limit: 50 },
    });
    const page2 = second.data?.community.feed;
    expect(page2?.pageInfo.currentPage).toBe(2);
    const both = await whatsNew(DEMO_STAFF_ID, { page: { limit: 100 } });
    expect([...(page1?.posts ?? []), ...(page2?.posts ?? [])].map((p) => p._id)).toEqual(
      both.data?.community.feed.posts.map((p) => p._id),
    );
    const dates = both.data?.community.feed.posts.map((p) => p.startDate) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('the last page says there is no next page; exactly a page full is not a next page', async () => {
    const tagAnswer = await graphQuery<{ feed: Feed }>(
      testApp,
      bearers[DEMO_STAFF_ID],
      CATEGORY_FEED,
      {
        communityId: WILLOW_CREEK_ID,
        tagsInput: { category: 'Request', sort: 'TagAsc', onlyActiveTags: true },
        filters: { category: 'Request', tags: ['Maintenance'], status: 'Active' },
        page: { limit: 1 },
      },
    );
    expect(tagAnswer.data?.feed.posts).toHaveLength(1);
    expect(tagAnswer.data?.feed.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a limit over 100, a cursor it did not make and an empty community id', async () => {
    const big = await whatsNew(DEMO_STAFF_ID, { page: { limit: 101 } });
    expect(big.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await whatsNew(DEMO_STAFF_ID, { page: { after: 'not-a-cursor' } });
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const empty = await whatsNew(DEMO_STAFF_ID, { communityId: '' });
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a community the caller is not in', async () => {
    const answer = await whatsNew(DEMO_FAMILY_ID, { communityId: MAPLE_GROVE_ID });
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the from window', () => {
  it('returns only posts from that date on, and a cursor that reads on past it', async () => {
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const answer = await whatsNew(DEMO_STAFF_ID, { filters: { from, status: 'Active' } });
    const feed = answer.data?.community.feed;
    expect(feed?.posts.length).toBeGreaterThan(0);
    for (const post of feed?.posts ?? []) expect(post.startDate >= from).toBe(true);
    const [{ count }] = await testApp.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM feed_posts WHERE community_id = $1 AND start_date >= $2 AND start_date <= $3`,
      [WILLOW_CREEK_ID, from, new Date()],
    );
    expect(feed?.posts).toHaveLength(Math.min(count, 50));
    const older = await whatsNew(DEMO_STAFF_ID, { page: { after: feed?.pageInfo.cursor } });
    const olderPosts = older.data?.community.feed.posts ?? [];
    expect(olderPosts.length).toBe(50);
    expect(olderPosts.every((p) => p.startDate <= (feed?.posts.at(-1)?.startDate ?? ''))).toBe(
      true,
    );
  });

  it('refuses a from that is not a date', async () => {
    const answer = await whatsNew(DEMO_STAFF_ID, { filters: { from: 'last tuesday' } });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('category feed and tags', () => {
  it('lists the tags of a category A to Z with counts, and the posts of one tag', async () => {
    const answer = await graphQuery<{ tags: { name: string; postCount: number }[]; feed: Feed }>(
      testApp,
      bearers[DEMO_RESIDENT_ID],
      CATEGORY_FEED,
      {
        communityId: WILLOW_CREEK_ID,
        tagsInput: {
          category: 'Notice',
          sort: 'TagAsc',
          audiences: ['Resident'],
          onlyActiveTags: true,
        },
        filters: { tags: ['Transportation'], category: 'Notice', status: 'Active' },
        page: { limit: 50 },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.tags.map((t) => t.name)).toEqual([
      'Announcements',
      'Building & Grounds',
      'Health & Wellness',
      'Resident Council',
      'Transportation',
    ]);
    expect(answer.data?.tags.every((t) => t.postCount > 0)).toBe(true);
    const posts = answer.data?.feed.posts ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.category === 'Notice' && p.tag === 'Transportation')).toBe(true);
  });

  it('rewrites asset URLs to the v2 path and serves the files', async () => {
    const answer = await graphQuery<{ feed: Feed }>(
      testApp,
      bearers[DEMO_STAFF_ID],
      CATEGORY_FEED,
      {
        communityId: WILLOW_CREEK_ID,
        tagsInput: { category: 'Resource' },
        filters: { category: 'Resource', status: 'Active' },
        page: { limit: 5 },
      },
    );
    const pdf = answer.data?.feed.posts[0].assets.find((a) => a.type === 'Pdf');
    expect(pdf?.url).toMatch(/^\/v2\/content\/assets\/[a-f0-9]+\.pdf\?exp=\d+&sig=[\w-]{32}$/);
    const file = await testApp.request({ method: 'GET', url: pdf?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    const missing = await testApp.request({ method: 'GET', url: '/v2/content/assets/..%2Fsecret' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a stored file only through the signed link handed out with its post', async () => {
    const answer = await graphQuery<{ feed: { posts: { assets: { url: string }[] }[] } }>(
      testApp,
      bearers[DEMO_STAFF_ID],
      CATEGORY_FEED,
      {
        communityId: WILLOW_CREEK_ID,
        tagsInput: { category: 'Resource' },
        filters: { category: 'Resource', status: 'Active' },
        page: { limit: 5 },
      },
    );
    const signed = answer.data?.feed.posts[0].assets[0].url ?? '';
    const [path, query] = signed.split('?');
    const sig = new URLSearchParams(query).get('sig') ?? '';
    const exp = new URLSearchParams(query).get('exp') ?? '';
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const photoPath = '/v2/content/assets/photo-01.png';
    for (const url of [
      path,
      `${path}?exp=${exp}`,
      `${path}?exp=${exp}&sig=${tampered}`,
      `${path}?exp=${Number(exp) + 3600}&sig=${sig}`,
      photoPath,
      `${photoPath}?exp=${exp}&sig=${sig}`,
    ]) {
      const refused = await testApp.request({ method: 'GET', url });
      expect([url, refused.statusCode]).toEqual([url, 404]);
    }
    const photo = await testApp.request({
      method: 'GET',
      url: testApp.app.fileLinks.sign(photoPath),
    });
    expect(photo.headers['content-type']).toBe('image/png');
  });
});

describe('shortcuts', () => {
  it('lists sections and their shortcuts in order', async () => {
    const answer = await graphQuery<{ shortcuts: { type: string; name: string; _type: string }[] }>(
      testApp,
      bearers[DEMO_RESIDENT_ID],
      SHORTCUTS,
      { communityId: WILLOW_CREEK_ID },
    );
    const list = answer.data?.shortcuts ?? [];
    expect(list[0]).toMatchObject({ type: 'section', _type: 'Section', name: 'Every day' });
    expect(list.filter((s) => s.type === 'section')).toHaveLength(3);
  });
});

describe('requests and shortcuts a community has switched off (spec 6)', () => {
  const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
    answer.errors?.[0]?.extensions?.code;

  it('serves no request posts, request tags or shortcuts, whatever the client asks', async () => {
    const resident = bearers[DEMO_RESIDENT_ID];
    const requests = { communityId: WILLOW_CREEK_ID, tagsInput: { category: 'Request' } };
    const on = await graphQuery<{ feed: Feed }>(testApp, resident, CATEGORY_FEED, {
      ...requests,
      filters: { category: 'Request' },
    });
    const requestIds = on.data?.feed.posts.map((post) => post._id) ?? [];
    expect(requestIds.length).toBeGreaterThan(0);
    // What's New, every category, narrowed to tags only requests have (Transportation is also a
    // notice's tag, and a hundred newer notices could hide the requests behind them).
    const byTag = { filters: { tags: ['Maintenance', 'Housekeeping'] }, page: { limit: 100 } };
    const before = await whatsNew(DEMO_STAFF_ID, byTag);
    const beforeIds = before.data?.community.feed.posts.map((post) => post._id) ?? [];
    expect(beforeIds.some((id) => requestIds.includes(id))).toBe(true);
    const [saved] = await testApp.db.query<{ flags: unknown; settings: unknown }>(
      'SELECT flags, settings FROM communities WHERE id = $1',
      [WILLOW_CREEK_ID],
    );
    await testApp.db.query(
      `UPDATE communities SET
         settings = jsonb_set(settings, '{requestExperienceEnabled}', 'false'),
         flags = jsonb_set(flags, '{shortcutsEnabledPlus}', 'false')
       WHERE id = $1`,
      [WILLOW_CREEK_ID],
    );
    try {
      const refused = await graphQuery(testApp, resident, CATEGORY_FEED, {
        ...requests,
        filters: { category: 'Request' },
      });
      expect(codeOf(refused)).toBe('FORBIDDEN');
      const item = await graphQuery<{ feedItem: Post | null }>(testApp, resident, FEED_ITEM, {
        communityId: WILLOW_CREEK_ID,
        id: requestIds[0],
      });
      expect(item.data?.feedItem).toBeNull();
      const after = await whatsNew(DEMO_STAFF_ID, byTag);
      expect(after.errors).toBeUndefined();
      const shown = after.data?.community.feed.posts ?? [];
      expect(shown.some((post) => requestIds.includes(post._id))).toBe(false);
      const shortcuts = await graphQuery(testApp, resident, SHORTCUTS, {
        communityId: WILLOW_CREEK_ID,
      });
      expect(codeOf(shortcuts)).toBe('FORBIDDEN');
    } finally {
      await testApp.db.query('UPDATE communities SET flags = $2, settings = $3 WHERE id = $1', [
        WILLOW_CREEK_ID,
        saved.flags,
        saved.settings,
      ]);
    }
  });
});

describe('Maple Grove, whose Requests and Shortcuts are off (spec 6)', () => {
  const resident = () => bearers[DEMO_RESIDENT_ID];
  const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
    answer.errors?.[0]?.extensions?.code;
  // Tags only requests have: What's New narrowed to them would be all requests.
  const REQUEST_ONLY_TAGS = ['Maintenance', 'Housekeeping'];

  async function requestPostIds(communityId: string): Promise<string[]> {
    const rows = await testApp.db.query<{ id: string }>(
      `SELECT id FROM feed_posts WHERE community_id = $1 AND category = 'Request'`,
      [communityId],
    );
    return rows.map((row) => row.id);
  }

  /** Every way a reader may come across requests and shortcuts, as one community answers it. */
  async function readEveryPath(communityId: string) {
    const [requestId] = await requestPostIds(communityId);
    const categoryFeed = await graphQuery<{ feed: Feed }>(testApp, resident(), CATEGORY_FEED, {
      communityId,
      tagsInput: { category: 'Request' },
      filters: { category: 'Request' },
    });
    const tags = await graphQuery<{ tags: { category: string }[] }>(testApp, resident(), TAGS, {
      communityId,
      tagsInput: { category: 'Request', onlyActiveTags: false },
    });
    const whatsNew = await graphQuery<{ community: { feed: Feed } }>(
      testApp,
      resident(),
      WHATS_NEW,
      { communityId, filters: { tags: REQUEST_ONLY_TAGS }, page: { limit: 100 } },
    );
    const item = await graphQuery<{ feedItem: Post | null }>(testApp, resident(), FEED_ITEM, {
      communityId,
      id: requestId,
    });
    const sample = await graphQuery<{ feedItem: Post | null }>(testApp, resident(), FEED_ITEM, {
      communityId,
      id: SAMPLE_FORM_POST_ID,
    });
    const search = await testApp.request({
      method: 'POST',
      url: '/search',
      headers: { authorization: resident() },
      payload: { communityId, query: 'request' },
    });
    const shortcuts = await graphQuery<{ shortcuts: unknown[] }>(testApp, resident(), SHORTCUTS, {
      communityId,
    });
    return { requestId, categoryFeed, tags, whatsNew, item, sample, search, shortcuts };
  }

  const searchHitIds = (answer: TestResponse) =>
    answer.json<SearchAnswer>().results.posts.map((hit) => hit.guid);

  it('Willow Creek, with both flags on, serves requests and shortcuts by every path', async () => {
    const requestIds = await requestPostIds(WILLOW_CREEK_ID);
    const on = await readEveryPath(WILLOW_CREEK_ID);
    const requestPosts = on.categoryFeed.data?.feed.posts ?? [];
    expect(requestPosts.length).toBeGreaterThan(0);
    expect(requestPosts.every((post) => post.category === 'Request')).toBe(true);
    expect(on.tags.data?.tags.map((tag) => tag.category)).toEqual([
      'Request',
      'Request',
      'Request',
    ]);
    const shown = on.whatsNew.data?.community.feed.posts ?? [];
    expect(shown.some((post) => post.category === 'Request')).toBe(true);
    expect(on.item.data?.feedItem?._id).toBe(on.requestId);
    expect(on.sample.data?.feedItem?.category).toBe('Request');
    expect(on.search.statusCode).toBe(200);
    expect(searchHitIds(on.search).some((id) => requestIds.includes(id))).toBe(true);
    expect(on.shortcuts.data?.shortcuts.length).toBeGreaterThan(0);
  });

  it('Maple Grove, with both flags off, serves none of them, whatever the client asks', async () => {
    const requestIds = await requestPostIds(MAPLE_GROVE_ID);
    expect(requestIds.length).toBeGreaterThan(0);
    const off = await readEveryPath(MAPLE_GROVE_ID);
    expect(codeOf(off.categoryFeed)).toBe('FORBIDDEN');
    expect(codeOf(off.tags)).toBe('FORBIDDEN');
    expect(off.whatsNew.errors).toBeUndefined();
    expect(off.whatsNew.data?.community.feed.posts).toEqual([]);
    expect(off.item.errors).toBeUndefined();
    expect(off.item.data?.feedItem).toBeNull();
    expect(off.sample.data?.feedItem).toBeNull();
    expect(off.search.statusCode).toBe(200);
    expect(searchHitIds(off.search).filter((id) => requestIds.includes(id))).toEqual([]);
    expect(codeOf(off.shortcuts)).toBe('FORBIDDEN');
  });

  it('Maple Grove, with Requests off, neither serves nor takes its request forms', async () => {
    const formId = `${MAPLE_GROVE_ID}-housekeeping`;
    const count = async () =>
      (
        await testApp.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM form_submissions WHERE form_id = $1',
          [formId],
        )
      )[0].count;
    const read = () =>
      testApp.request({
        method: 'GET',
        url: `/v2/content/forms/${formId}`,
        headers: { authorization: resident() },
      });
    const send = () =>
      graphQuery(testApp, resident(), SUBMIT, {
        formId,
        communityId: MAPLE_GROVE_ID,
        userId: DEMO_RESIDENT_ID,
        data: JSON.stringify({ service: 'Fresh linens' }),
      });
    const before = await count();
    const served = await read();
    expect(served.statusCode).toBe(403);
    expect(served.json()).toEqual({ message: 'Requests are not available in this community.' });
    expect(codeOf(await send())).toBe('FORBIDDEN');
    expect(await count()).toBe(before);

    const [saved] = await testApp.db.query<{ settings: unknown }>(
      'SELECT settings FROM communities WHERE id = $1',
      [MAPLE_GROVE_ID],
    );
    try {
      await testApp.db.query(
        `UPDATE communities SET settings = jsonb_set(settings, '{requestExperienceEnabled}', 'true')
          WHERE id = $1`,
        [MAPLE_GROVE_ID],
      );
      expect((await read()).statusCode).toBe(200);
      expect((await send()).errors).toBeUndefined();
      expect(await count()).toBe(before + 1);
    } finally {
      await testApp.db.query('UPDATE communities SET settings = $2 WHERE id = $1', [
        MAPLE_GROVE_ID,
        saved.settings,
      ]);
    }
  });

  it('each flag switches on its own feature only', async () => {
    const [saved] = await testApp.db.query<{ flags: unknown; settings: unknown }>(
      'SELECT flags, settings FROM communities WHERE id = $1',
      [MAPLE_GROVE_ID],
    );
    try {
      await testApp.db.query(
        `UPDATE communities SET settings = jsonb_set(settings, '{requestExperienceEnabled}', 'true')
          WHERE id = $1`,
        [MAPLE_GROVE_ID],
      );
      const requestsOnly = await readEveryPath(MAPLE_GROVE_ID);
      expect(requestsOnly.categoryFeed.data?.feed.posts.length).toBeGreaterThan(0);
      expect(requestsOnly.item.data?.feedItem?._id).toBe(requestsOnly.requestId);
      expect(codeOf(requestsOnly.shortcuts)).toBe('FORBIDDEN');

      await testApp.db.query(
        `UPDATE communities SET
           settings = jsonb_set(settings, '{requestExperienceEnabled}', 'false'),
           flags = jsonb_set(flags, '{shortcutsEnabledPlus}', 'true')
         WHERE id = $1`,
        [MAPLE_GROVE_ID],
      );
      const shortcutsOnly = await readEveryPath(MAPLE_GROVE_ID);
      expect(shortcutsOnly.shortcuts.data?.shortcuts.length).toBeGreaterThan(0);
      expect(codeOf(shortcutsOnly.categoryFeed)).toBe('FORBIDDEN');
      expect(shortcutsOnly.item.data?.feedItem).toBeNull();
    } finally {
      await testApp.db.query('UPDATE communities SET flags = $2, settings = $3 WHERE id = $1', [
        MAPLE_GROVE_ID,
        saved.flags,
        saved.settings,
      ]);
    }
  });
});

describe('forms', () => {
  const maintenance = {
    location: 'Apartment 214, kitchen',
    issue: 'Plumbing',
    description: 'The kitchen tap drips all night.',
  };

  async function submit(userId: string, variables: Record<string, unknown>) {
    return graphQuery<{ createFormSubmission: { id: string; createdAt: string; status: string } }>(
      testApp,
      bearers[userId],
      SUBMIT,
      {
        formId: SAMPLE_FORM_ID,
        communityId: WILLOW_CREEK_ID,
        userId,
        data: JSON.stringify(maintenance),
        ...variables,
      },
    );
  }

  async function submissions(): Promise<number> {
    const [{ count }] = await testApp.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM form_submissions',
    );
    return count;
  }

  it('the form asset URL answers { id, schema } with the auth header only', async () => {
    const item = await graphQuery<{ feedItem: Post }>(
      testApp,
      bearers[DEMO_RESIDENT_ID],
      FEED_ITEM,
      {
        communityId: WILLOW_CREEK_ID,
        id: SAMPLE_FORM_POST_ID,
      },
    );
    const url = item.data?.feedItem.assets[0].url ?? '';
    expect(url).toBe(`/v2/content/forms/${SAMPLE_FORM_ID}`);
    const anonymous = await testApp.request({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const answer = await testApp.request({
      method: 'GET',
      url,
      headers: { authorization: bearers[DEMO_RESIDENT_ID] },
    });
    const body = answer.json<{ id: string; schema: { title: string; required: string[] } }>();
    expect(body.id).toBe(SAMPLE_FORM_ID);
    expect(body.schema.title).toBe('Maintenance Request');
    expect(body.schema.required).toEqual(['location', 'issue', 'description']);
  });

  it('stores valid data and answers id, createdAt and status', async () => {
    const before = await submissions();
    const answer = await submit(DEMO_RESIDENT_ID, {});
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createFormSubmission).toMatchObject({ status: 'Submitted' });
    expect(await submissions()).toBe(before + 1);
  });

  it.each([
    [
      'data that breaks the schema',
      { data: JSON.stringify({ ...maintenance, issue: 'Ghosts' }) },
      'BAD_USER_INPUT',
    ],
    [
      'a missing required answer',
      { data: JSON.stringify({ issue: 'Plumbing' }) },
      'BAD_USER_INPUT',
    ],
    ['an unknown field', { data: JSON.stringify({ ...maintenance, extra: 1 }) }, 'BAD_USER_INPUT'],
    ['data that is not JSON', { data: '{location' }, 'BAD_USER_INPUT'],
    ['empty data', { data: '' }, 'BAD_USER_INPUT'],
    ['an empty form id', { formId: '' }, 'BAD_USER_INPUT'],
    ['an unknown form', { formId: 'no-such-form' }, 'NOT_FOUND'],
    [
      "another community's form",
      { formId: `${MAPLE_GROVE_ID}-housekeeping`, data: '{"service":"Fresh linens"}' },
      'NOT_FOUND',
    ],
    ['someone else as the user', { userId: DEMO_FAMILY_ID }, 'FORBIDDEN'],
    [
      'a community the caller is not in',
      { communityId: MAPLE_GROVE_ID, userId: DEMO_STAFF_ID },
      'FORBIDDEN',
    ],
  ])('refuses %s and changes nothing', async (_name, variables, code) => {
    const before = await submissions();
    const answer = await submit(DEMO_STAFF_ID, { userId: DEMO_STAFF_ID, ...variables });
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(await submissions()).toBe(before);
  });
});
