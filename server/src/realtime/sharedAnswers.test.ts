import { localDay } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Db, openDatabase } from '../db/database.ts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { sendRequest } from '../testing/httpClient.ts';
import {
  bearerFor,
  graphQuery,
  startTestApp,
  type TestApp,
  testAppConfig,
} from '../testing/testApp.ts';
import { notifyChannel } from './notifyHub.ts';
import {
  ANSWER_CHANGES_CHANNEL,
  SHARED_ANSWER_MAX,
  SHARED_ANSWER_MAX_BYTES,
  SharedAnswers,
} from './sharedAnswers.ts';

const WHATS_NEW = `query WhatsNew($communityId: ID!) {
  community(communityId: $communityId) { _id feed(filters: { status: Active }) {
    posts { _id title } } } }`;
const EVENT_LIST = `query EventList($communityId: ID!) {
  events(communityId: $communityId, limit: 100) { events { _id openSpots rsvp { _id } } } }`;
const ATTEND = `mutation Attend($eventId: ID!) { eventSignup(eventId: $eventId) { _id status } }`;
const DIRECTORY = `query Directory($communityId: ID!, $roles: [Int!], $page: DirectoryPage) {
  directory(communityId: $communityId, roles: $roles, page: $page) { _id lastName }
  directoryCount(communityId: $communityId, roles: $roles) }`;
const MENU = `query Menu($restaurantId: ID!, $menuId: ID!) {
  menu(restaurantId: $restaurantId, menuId: $menuId) {
    sections { availableMenuItemsByCategory { items { _id name } } } } }`;

interface Menu {
  sections: { availableMenuItemsByCategory: { items: { _id: string; name: string }[] }[] }[];
}

describe('SharedAnswers', () => {
  let unseeded: TestApp;
  let db: Db;
  let clock = 0;
  let elapsed = 0;
  let answers: SharedAnswers;

  beforeAll(async () => {
    unseeded = await startTestApp({ seed: false });
    db = unseeded.db;
  }, 60_000);

  afterAll(() => unseeded.close());

  beforeEach(async () => {
    clock = 0;
    elapsed = 0;
    answers = new SharedAnswers(
      db,
      1_000,
      () => clock,
      () => elapsed,
    );
    await answers.start();
  });

  afterEach(() => answers.stop());

  it('reads an answer once for everyone who asks within its lifetime, then again', async () => {
    const read = jest.fn(async () => ['a page']);
    await expect(answers.answer('feed', 'c1', 'page 1', read)).resolves.toEqual(['a page']);
    await answers.answer('feed', 'c1', 'page 1', read);
    expect(read).toHaveBeenCalledTimes(1);
    elapsed = 1_001;
    await answers.answer('feed', 'c1', 'page 1', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('counts lifetimes on a clock that only goes forward, not on the wall clock', async () => {
    const read = jest.fn(async () => ['a page']);
    clock = 3_600_000;
    await answers.answer('feed', 'c1', 'page 1', read);
    // The wall clock set back an hour keeps nothing longer.
    clock = 0;
    elapsed = 1_001;
    await answers.answer('feed', 'c1', 'page 1', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer that follows the clock for the minute it was read in', async () => {
    const read = jest.fn(async (now: Date) => now.getTime());
    clock = 60_000;
    await expect(answers.answerThisMinute('feed', 'c1', 'k', read)).resolves.toBe(60_000);
    clock = 60_500;
    await expect(answers.answerThisMinute('feed', 'c1', 'k', read)).resolves.toBe(60_000);
    clock = 120_000;
    await expect(answers.answerThisMinute('feed', 'c1', 'k', read)).resolves.toBe(120_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart by topic, community and key', async () => {
    const read = jest.fn(async () => 'x');
    await answers.answer('feed', 'c1', 'k', read);
    await answers.answer('events', 'c1', 'k', read);
    await answers.answer('feed', 'c2', 'k', read);
    await answers.answer('feed', 'c1', 'other', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('shares an answer still being read, and keeps no failure', async () => {
    let finish: (value: string) => void = () => undefined;
    const slow = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = answers.answer('feed', 'c1', 'k', slow);
    const second = answers.answer('feed', 'c1', 'k', slow);
    finish('done');
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(slow).toHaveBeenCalledTimes(1);

    const failing = jest.fn(async () => {
      throw new Error('database gone');
    });
    await expect(answers.answer('feed', 'c1', 'f', failing)).rejects.toThrow('database gone');
    await expect(answers.answer('feed', 'c1', 'f', failing)).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('forgets only the topic and community that changed', async () => {
    const read = jest.fn(async () => 'x');
    await answers.answer('feed', 'c1', 'k', read);
    await answers.answer('feed', 'c2', 'k', read);
    await answers.answer('events', 'c1', 'k', read);
    answers.forget({ topic: 'feed', communityId: 'c1' });
    expect(answers.size).toBe(2);
    await answers.answer('feed', 'c1', 'k', read);
    await answers.answer('feed', 'c2', 'k', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('forgets every answer of the scope, including those read again since', async () => {
    const read = jest.fn(async () => 'x');
    await answers.answer('caller', 'u1', 'session a', read);
    await answers.answer('caller', 'u1', 'session b', read);
    await answers.answer('caller', 'u10', 'session c', read);
    elapsed = 1_001;
    await answers.answer('caller', 'u1', 'session a', read);
    answers.forgetSessionsOf('u1');
    expect(answers.size).toBe(1);
    await answers.answer('caller', 'u1', 'session a', read);
    await answers.answer('caller', 'u1', 'session b', read);
    expect(read).toHaveBeenCalledTimes(6);
    answers.forgetSessionsOf('u1');
    answers.forgetSessionsOf('u1');
    expect(answers.size).toBe(1);
  });

  it('keeps at most SHARED_ANSWER_MAX answers, dropping the oldest', async () => {
    for (let n = 0; n <= SHARED_ANSWER_MAX; n++) {
      await answers.answer('feed', 'c1', `page ${n}`, async () => n);
    }
    expect(answers.size).toBe(SHARED_ANSWER_MAX);
    const read = jest.fn(async () => 0);
    await answers.answer('feed', 'c1', 'page 0', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps the answers within SHARED_ANSWER_MAX_BYTES, dropping the oldest', async () => {
    const big = 'x'.repeat(SHARED_ANSWER_MAX_BYTES / 4);
    for (let n = 0; n < 5; n++) await answers.answer('feed', 'c1', `page ${n}`, async () => big);
    expect(answers.weight).toBeLessThanOrEqual(SHARED_ANSWER_MAX_BYTES);
    expect(answers.size).toBe(3);
    const read = jest.fn(async () => big);
    await answers.answer('feed', 'c1', 'page 0', read);
    await answers.answer('feed', 'c1', 'page 4', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on a notice it cannot read, and settles even without a database', async () => {
    await answers.answer('feed', 'c1', 'k', async () => 'x');
    const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    await db.query('SELECT pg_notify($1, $2)', [
      notifyChannel(ANSWER_CHANGES_CHANNEL, schema),
      'not json',
    ]);
    await answers.settled();
    expect(answers.size).toBe(0);
    const unreachable = new SharedAnswers({
      ...db,
      query: () => Promise.reject(new Error('connection lost')),
    });
    await expect(unreachable.settled()).resolves.toBeUndefined();
  });

  it('forgets what a committed change of its rows notifies, and settles after it', async () => {
    const read = jest.fn(async () => 'x');
    await answers.answer('feed', 'c1', 'k', read);
    await db.query(`SELECT portal_answers_changed('feed', 'c1')`);
    await answers.settled();
    expect(answers.size).toBe(0);
  });

  it('keeps nothing before it listens, nor while its listening connection is lost', async () => {
    let lose: () => void = () => undefined;
    let regain: () => void = () => undefined;
    const deafened = new SharedAnswers({
      ...db,
      listen: (channel, onPayload, onReconnect, onLost) => {
        regain = onReconnect ?? regain;
        lose = onLost ?? lose;
        return db.listen(channel, onPayload);
      },
    });
    const read = jest.fn(async () => 'x');
    await deafened.answer('caller', 'u1', 's1', read);
    await deafened.start();
    try {
      await deafened.answer('caller', 'u1', 's1', read);
      await deafened.answer('caller', 'u1', 's1', read);
      expect(read).toHaveBeenCalledTimes(2);
      lose();
      expect(deafened.size).toBe(0);
      await deafened.answer('caller', 'u1', 's1', read);
      await deafened.answer('caller', 'u1', 's1', read);
      expect(read).toHaveBeenCalledTimes(4);
      regain();
      await deafened.answer('caller', 'u1', 's1', read);
      await deafened.answer('caller', 'u1', 's1', read);
      expect(read).toHaveBeenCalledTimes(5);
    } finally {
      await deafened.stop();
    }
  });
});

/**
 * The portal as people use it: a change of the data behind a kept answer is in the next answer,
 * in this API instance and in a second one on the same database (on PostgreSQL, with its own
 * connections and LISTEN, as a second process would).
 */
describe('answers kept for everyone', () => {
  let testApp: TestApp;
  let second: { app: FastifyInstance; baseUrl: string; close(): Promise<void> };
  let resident: string;
  let family: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const databaseUrl = process.env.DATABASE_URL;
    const schema = databaseUrl
      ? (await testApp.db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema
      : undefined;
    const db = databaseUrl ? await openDatabase({ databaseUrl, schema }) : testApp.db;
    const app = await buildApp({
      db,
      config: testAppConfig({
        tokenSecret: testApp.config.tokenSecret,
        uploadsDir: testApp.config.uploadsDir,
      }),
      graphQueryCache: false,
    });
    second = {
      app,
      baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }),
      async close() {
        await app.close();
        if (databaseUrl) await db.close();
      },
    };
    resident = await bearerFor(testApp, DEMO_RESIDENT_ID);
    family = await bearerFor(testApp, DEMO_FAMILY_ID);
  }, 120_000);

  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  const secondApp = (): TestApp => ({
    ...testApp,
    app: second.app,
    request: (request) => sendRequest(second.baseUrl, request),
  });

  async function whatsNewTitles(on: TestApp, who: string): Promise<string[]> {
    const answer = await graphQuery<{ community: { feed: { posts: { title: string }[] } } }>(
      on,
      who,
      WHATS_NEW,
      { communityId: WILLOW_CREEK_ID },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.community.feed.posts.map((post) => post.title) ?? [];
  }

  /** Reads of posts from the database while `run` runs. */
  async function postReads(run: () => Promise<unknown>): Promise<number> {
    const spy = jest.spyOn(testApp.appDb, 'query');
    try {
      await run();
      return spy.mock.calls.filter(([sql]) => /FROM feed_posts p/.test(sql)).length;
    } finally {
      spy.mockRestore();
    }
  }

  it("reads a page of What's New once for everyone with the same audiences", async () => {
    const other = await bearerFor(testApp, DEMO_RESIDENT_ID);
    const minute = () => Math.floor(Date.now() / 60_000);
    // A page is kept per minute: the pair is asked again if a minute began between them.
    let reads: number;
    let began: number;
    do {
      began = minute();
      await whatsNewTitles(testApp, resident);
      reads = await postReads(() => whatsNewTitles(testApp, other));
    } while (minute() !== began);
    expect(reads).toBe(0);
  });

  it("shows a new post in the next answer of What's New, in both instances", async () => {
    const before = await whatsNewTitles(testApp, resident);
    const beforeOnSecond = await whatsNewTitles(secondApp(), resident);
    expect(beforeOnSecond).toEqual(before);
    const [tag] = await testApp.db.query<{ name: string }>(
      `SELECT name FROM feed_tags WHERE community_id = $1 AND category = 'Notice' LIMIT 1`,
      [WILLOW_CREEK_ID],
    );
    // Written straight into the database, as any tool or process may.
    await testApp.db.query(
      `INSERT INTO feed_posts (id, community_id, category, tag, title, start_date, audiences)
       VALUES ('shared-answers-post', $1, 'Notice', $2, 'Fresh from the kitchen', now(),
               ARRAY['Resident', 'Family'])`,
      [WILLOW_CREEK_ID, tag.name],
    );
    // Each instance hears of it through PostgreSQL, once the trigger's notice has reached it
    // (at once on PGlite; on PostgreSQL, a moment after the commit).
    await testApp.app.sharedAnswers.settled();
    expect((await whatsNewTitles(testApp, resident))[0]).toBe('Fresh from the kitchen');
    await second.app.sharedAnswers.settled();
    expect((await whatsNewTitles(secondApp(), resident))[0]).toBe('Fresh from the kitchen');
  });

  it('shows a sign-up in the next answer of the event list, to someone else', async () => {
    const list = async (who: string) => {
      const answer = await graphQuery<{
        events: { events: { _id: string; openSpots: number | null; rsvp: unknown }[] };
      }>(testApp, who, EVENT_LIST, { communityId: WILLOW_CREEK_ID });
      expect(answer.errors).toBeUndefined();
      return answer.data?.events.events ?? [];
    };
    await list(family);
    const event = (await list(resident)).find(
      (e) => e.openSpots !== null && e.openSpots > 1 && e.rsvp === null,
    );
    if (!event?.openSpots) throw new Error('No event with open spots');
    const signup = await graphQuery<{ eventSignup: { status: string } }>(
      testApp,
      resident,
      ATTEND,
      { eventId: event._id },
    );
    expect(signup.data?.eventSignup.status).toBe('Attending');
    // A mutation answers once its changes have reached its instance (graphRoutes' onResolution).
    const after = (await list(family)).find((e) => e._id === event._id);
    expect(after?.openSpots).toBe(event.openSpots - 1);
  });

  it('shows a changed name and an opt-out in the next answer of the directory', async () => {
    const residents = async (who: string) => {
      const answer = await graphQuery<{
        directory: { _id: string; lastName: string }[];
        directoryCount: number;
      }>(testApp, who, DIRECTORY, { communityId: WILLOW_CREEK_ID, roles: [2] });
      expect(answer.errors).toBeUndefined();
      return answer.data ?? { directory: [], directoryCount: 0 };
    };
    const before = await residents(family);
    const neighbour = before.directory.find((person) => person._id !== DEMO_RESIDENT_ID);
    if (!neighbour) throw new Error('No resident in the directory');
    await testApp.db.query(`UPDATE users SET last_name = 'Marchetti' WHERE id = $1`, [
      neighbour._id,
    ]);
    await testApp.app.sharedAnswers.settled();
    const renamed = await residents(family);
    expect(renamed.directory.find((person) => person._id === neighbour._id)?.lastName).toBe(
      'Marchetti',
    );
    await testApp.db.query(
      `UPDATE user_communities SET opt_out_of_directory = true
        WHERE user_id = $1 AND community_id = $2`,
      [neighbour._id, WILLOW_CREEK_ID],
    );
    await testApp.app.sharedAnswers.settled();
    const after = await residents(family);
    expect(after.directory.map((person) => person._id)).not.toContain(neighbour._id);
    expect(after.directoryCount).toBe(before.directoryCount - 1);
  });

  it("keeps the directory through a sign-in, and forgets it when a contact's relationship changes", async () => {
    const friends = `query Friends($communityId: ID!) {
      directory(communityId: $communityId, roles: [3]) { _id relationship } }`;
    const ask = async () => {
      const answer = await graphQuery<{ directory: { _id: string; relationship: string }[] }>(
        testApp,
        resident,
        friends,
        { communityId: WILLOW_CREEK_ID },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.directory ?? [];
    };
    const [contact] = await ask();
    if (!contact) throw new Error('No friend in the directory');
    const reads = jest.spyOn(testApp.appDb, 'query');
    try {
      // What signing in writes (recordLogin).
      await testApp.db.query(
        'UPDATE users SET previous_login = recent_login, recent_login = now() WHERE id = $1',
        [contact._id],
      );
      await testApp.app.sharedAnswers.settled();
      reads.mockClear();
      await ask();
      expect(
        reads.mock.calls.filter(([sql]) => /FROM users u JOIN user_communities/.test(sql)),
      ).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    const other = contact.relationship === 'Friend' ? 'Other' : 'Friend';
    await testApp.db.query(
      'UPDATE contact_relationships SET relationship = $2 WHERE contact_id = $1',
      [contact._id, other],
    );
    await testApp.app.sharedAnswers.settled();
    expect((await ask()).find((person) => person._id === contact._id)?.relationship).toBe(other);
  });

  it('leaves the caller out of their own list, though its rows are shared', async () => {
    const staffList = async (who: string, page?: { limit: number }) => {
      const answer = await graphQuery<{ directory: { _id: string }[]; directoryCount: number }>(
        testApp,
        who,
        DIRECTORY,
        { communityId: WILLOW_CREEK_ID, roles: [4], page },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data ?? { directory: [], directoryCount: 0 };
    };
    const seenByResident = await staffList(resident);
    const everyone = seenByResident.directory.map((person) => person._id);
    const place = everyone.indexOf(DEMO_STAFF_ID);
    expect(place).toBeGreaterThanOrEqual(0);
    // A page that reaches past their place is still full.
    const seenByStaff = await staffList(await bearerFor(testApp, DEMO_STAFF_ID), {
      limit: place + 1,
    });
    expect(seenByStaff.directory.map((person) => person._id)).toEqual(
      everyone.filter((id) => id !== DEMO_STAFF_ID).slice(0, place + 1),
    );
    expect(seenByStaff.directoryCount).toBe(seenByResident.directoryCount - 1);
  });

  it('shows a new invite in the next answer of the event list', async () => {
    const list = async () => {
      const answer = await graphQuery<{
        events: { events: { _id: string; invite: { _id: string } | null }[] };
      }>(
        testApp,
        resident,
        `query Invites($communityId: ID!) {
          events(communityId: $communityId, limit: 100) { events { _id invite { _id } } } }`,
        { communityId: WILLOW_CREEK_ID },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.events.events ?? [];
    };
    const event = (await list()).find((e) => e.invite === null);
    if (!event) throw new Error('No event without an invite');
    await testApp.db.query(
      `INSERT INTO event_invites (id, event_id, inviter_id, invitee_id, status)
       VALUES ('shared-answers-invite', $1, $2, $3, 'Pending')`,
      [event._id, DEMO_STAFF_ID, DEMO_RESIDENT_ID],
    );
    await testApp.app.sharedAnswers.settled();
    expect((await list()).find((e) => e._id === event._id)?.invite?._id).toBe(
      'shared-answers-invite',
    );
  });

  it('shows a menu change in the next answer of the menu', async () => {
    const today = localDay(new Date(), 'America/New_York');
    const [lunch] = await testApp.db.query<{ id: string; restaurant_id: string }>(
      `SELECT m.id, m.restaurant_id FROM menus m JOIN restaurants r ON r.id = m.restaurant_id
        WHERE r.community_id = $1 AND 'Resident' = ANY(m.audiences)
          AND m.start_date <= $2::date AND m.end_date >= $2::date
        ORDER BY m.id LIMIT 1`,
      [WILLOW_CREEK_ID, today],
    );
    const dishes = async () => {
      const answer = await graphQuery<{ menu: Menu }>(testApp, resident, MENU, {
        restaurantId: lunch.restaurant_id,
        menuId: lunch.id,
      });
      expect(answer.errors).toBeUndefined();
      return (answer.data?.menu.sections ?? []).flatMap((section) =>
        section.availableMenuItemsByCategory.flatMap((group) => group.items),
      );
    };
    const [dish] = await dishes();
    if (!dish) throw new Error('The menu serves nothing today');
    await testApp.db.query(`UPDATE menu_items SET name = 'Harvest soup' WHERE id = $1`, [dish._id]);
    await testApp.app.sharedAnswers.settled();
    expect((await dishes()).find((d) => d._id === dish._id)?.name).toBe('Harvest soup');
  });

  it('refuses a session signed out on one instance on the other, once the notice is there', async () => {
    const bearer = await bearerFor(testApp, DEMO_FAMILY_ID);
    const me = async (on: TestApp) =>
      (
        await on.request({
          method: 'POST',
          url: '/v3/graph/graphql',
          headers: { authorization: bearer },
          payload: { query: '{ me { _id } }' },
        })
      ).statusCode;
    expect(await me(secondApp())).toBe(200);
    expect(await me(secondApp())).toBe(200);
    const loggedOut = await testApp.request({
      method: 'POST',
      url: '/v3/auth/logout',
      headers: { authorization: bearer },
    });
    expect(loggedOut.statusCode).toBe(204);
    await second.app.sharedAnswers.settled();
    expect(await me(secondApp())).toBe(401);
  });
});
