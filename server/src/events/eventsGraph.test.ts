import { strings } from '@portal/contracts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { bearerFor, graphQuery, startTestApp, type TestApp } from '../testing/testApp.ts';
import { setTestClock } from '../testing/testClock.ts';

const EVENT_FIELDS = `_id name startsAt endsAt allDay costsMoney totalSpots openSpots commentPrompt
  hasWaitlist waitlistCount timezone
  calendars { _id name careSettings { name } } virtualEventDestinations { _id name }
  rsvps { _id status type guestName user { _id fullName } }
  rsvp { _id status comments type } guestRsvp { _id status guestName canWithdraw }
  invite { _id status signup { displayName } }`;

const EVENT_LIST = `query EventList($communityId: ID!, $page: Int, $limit: Int, $timeframe: EventTimeframe,
    $calendars: [ID!], $search: String) {
  events(communityId: $communityId, page: $page, limit: $limit, timeframe: $timeframe,
         calendars: $calendars, search: $search) {
    events { _id name startsAt endsAt costsMoney calendars { _id } }
    pageInfo { page limit total hasNextPage }
  }
  eventCalendars(communityId: $communityId) { _id name careSettings { name } }
}`;
const EVENT_DETAILS = `query EventDetails($eventId: ID!, $communityId: ID!) {
  event(eventId: $eventId, communityId: $communityId) { ${EVENT_FIELDS} } }`;
const MY_EVENTS = `query MyEvents($communityId: ID!) { myEvents(communityId: $communityId) { _id name rsvp { status } guestRsvp { status } } }`;
const MY_INVITES = `query MyInvites($communityId: ID!) { myInvites(communityId: $communityId, status: Pending) {
  _id status signup { _id displayName user { fullName } eventInstance { _id name } event { _id } } } }`;
const ATTEND = `mutation Attend($eventId: ID!, $userId: ID, $guests: [GuestSignupInput!], $comments: String) {
  eventSignup(eventId: $eventId, userId: $userId, guests: $guests, comments: $comments) {
    _id status user { _id } demo message } }`;
const SIGNUP_WITH_INVITES = `mutation EventSignupWithInvites($eventId: ID!, $invitees: [ID!]) {
  eventSignup(eventId: $eventId, invitees: $invitees) { _id status } }`;
const WITHDRAW = `mutation EventWithdraw($eventId: ID!, $rsvpId: ID!) {
  eventWithdraw(eventId: $eventId, rsvpId: $rsvpId) { _id status demo message } }`;
const ACCEPT = `mutation AcceptEventInvite($inviteId: ID!) {
  acceptEventInvite(inviteId: $inviteId) { _id status demo message signup { _id displayName } } }`;
const DECLINE = `mutation DeclineEventInvite($inviteId: ID!) {
  declineEventInvite(inviteId: $inviteId) { _id status demo message signup { _id displayName } } }`;
const MODIFY_COMMENT = `mutation ModifySignupComment($rsvpId: ID!, $eventId: ID!, $comment: String!) {
  modifySignupComment(rsvpId: $rsvpId, eventId: $eventId, comment: $comment) { _id demo message } }`;

interface GraphEventAnswer {
  _id: string;
  name: string;
  totalSpots: number | null;
  openSpots: number | null;
  hasWaitlist: boolean;
  waitlistCount: number;
  rsvps: { _id: string; status: string; type: string; user: { _id: string } }[];
  rsvp: { _id: string; status: string; comments: string | null } | null;
  guestRsvp: { _id: string; status: string; guestName: string; canWithdraw: boolean } | null;
  invite: { _id: string } | null;
  calendars: { _id: string; name: string; careSettings: { name: string }[] }[];
  virtualEventDestinations: { name: string }[];
}

let testApp: TestApp;
let resident: string;
let staff: string;
let family: string;
let others: string[];
let otherIds: string[];

/*
 * The clock starts at 10:00 on Wednesday 25 November 2026 in Willow Creek (New York) and runs
 * on from there: the seed and every answer are relative to it, whatever day the suite runs.
 */
const NOW = new Date('2026-11-25T15:00:00Z');

beforeAll(async () => {
  setTestClock(NOW, { running: true });
  testApp = await startTestApp();
  resident = await bearerFor(testApp, DEMO_RESIDENT_ID);
  staff = await bearerFor(testApp, DEMO_STAFF_ID);
  family = await bearerFor(testApp, DEMO_FAMILY_ID);
  const rows = await testApp.db.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE u.primary_community_id = $1 AND u.roles[1] = 'Resident'
        AND u.id <> $2 ORDER BY u.id LIMIT 12`,
    [WILLOW_CREEK_ID, DEMO_RESIDENT_ID],
  );
  otherIds = rows.map((row) => row.id);
  others = await Promise.all(otherIds.map((id) => bearerFor(testApp, id)));
}, 120_000);

afterAll(async () => {
  await testApp.close();
  jest.useRealTimers();
});

async function eventId(name: string, communityId = WILLOW_CREEK_ID): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    'SELECT id FROM events WHERE name = $1 AND community_id = $2 ORDER BY starts_at LIMIT 1',
    [name, communityId],
  );
  return row.id;
}

async function details(
  auth: string,
  id: string,
  communityId = WILLOW_CREEK_ID,
): Promise<GraphEventAnswer> {
  const answer = await graphQuery<{ event: GraphEventAnswer }>(testApp, auth, EVENT_DETAILS, {
    eventId: id,
    communityId,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.event as GraphEventAnswer;
}

/** A fresh published event in Willow Creek, starting tomorrow. */
async function newEvent(
  name: string,
  totalSpots: number | null,
  commentPrompt: string | null = null,
) {
  const id = `test${Math.random().toString(16).slice(2, 22).padEnd(20, '0')}`;
  const startsAt = new Date(Date.now() + 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  await testApp.db.query(
    `INSERT INTO events (id, community_id, name, starts_at, ends_at, total_spots, comment_prompt)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, WILLOW_CREEK_ID, name, startsAt, endsAt, totalSpots, commentPrompt],
  );
  return id;
}

async function rsvpRows(id: string) {
  return testApp.db.query<{
    user_id: string;
    type: string;
    status: string;
    comments: string | null;
  }>(`SELECT user_id, type, status, comments FROM event_rsvps WHERE event_id = $1 ORDER BY id`, [
    id,
  ]);
}

/** The value, which the test needs to be there. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

function codeOf(answer: { errors?: { extensions?: { code?: string } }[] }) {
  return answer.errors?.[0]?.extensions?.code;
}

function messageOf(answer: { errors?: { message: string }[] }) {
  return answer.errors?.[0]?.message;
}

describe('EventList', () => {
  it('lists published events of the community 25 a page, with its calendars', async () => {
    const answer = await graphQuery<{
      events: {
        events: { _id: string; name: string; startsAt: string }[];
        pageInfo: { total: number; hasNextPage: boolean; limit: number };
      };
      eventCalendars: { name: string; careSettings: { name: string }[] }[];
    }>(testApp, resident, EVENT_LIST, { communityId: WILLOW_CREEK_ID });
    expect(answer.errors).toBeUndefined();
    const { events, pageInfo } = must(answer.data).events;
    expect(events).toHaveLength(25);
    expect(pageInfo.limit).toBe(25);
    expect(pageInfo.hasNextPage).toBe(true);
    expect(pageInfo.total).toBeGreaterThan(300);
    const starts = events.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(answer.data?.eventCalendars.map((c) => c.name)).toEqual([
      'Life Enrichment',
      'Memory Care Programs',
      'Outings & Trips',
      'Spiritual Life',
      'Wellness & Fitness',
    ]);
    expect(answer.data?.eventCalendars[1].careSettings).toEqual([{ name: 'Memory Care' }]);
  });

  it('counts spots and lists who signed up as the table has them', async () => {
    const withAttendees = await graphQuery<{ events: { events: GraphEventAnswer[] } }>(
      testApp,
      resident,
      `query EventList($communityId: ID!) { events(communityId: $communityId) { events {
        _id totalSpots openSpots waitlistCount rsvps { _id status type user { _id } } } } }`,
      { communityId: WILLOW_CREEK_ID },
    );
    expect(withAttendees.errors).toBeUndefined();
    for (const event of must(withAttendees.data).events.events) {
      const live = (await rsvpRows(event._id)).filter((r) => r.status !== 'Withdrawn');
      const attending = live.filter((r) => r.status === 'Attending').length;
      expect(event.waitlistCount).toBe(live.filter((r) => r.status === 'Waitlisted').length);
      if (event.totalSpots !== null) {
        expect(event.openSpots).toBe(Math.max(0, event.totalSpots - attending));
      }
      const liveIds = await testApp.db.query<{ id: string }>(
        `SELECT id FROM event_rsvps WHERE event_id = $1 AND status <> 'Withdrawn' ORDER BY id`,
        [event._id],
      );
      expect(event.rsvps.map((r) => r._id).sort()).toEqual(liveIds.map((r) => r.id));
    }
  });

  it("answers a second person's event list, with their own sign-ups and invites, from what the first read", async () => {
    const list = `query EventList($communityId: ID!) {
      events(communityId: $communityId) { events { _id name
        rsvp { _id } guestRsvp { _id } invite { _id } } } }`;
    const reads = jest.spyOn(testApp.appDb, 'query');
    const minute = () => Math.floor(Date.now() / 60_000);
    try {
      // A page is kept per minute: the pair is asked again if a minute began between them.
      let began: number;
      do {
        began = minute();
        await graphQuery(testApp, resident, list, { communityId: WILLOW_CREEK_ID });
        reads.mockClear();
        const second = await graphQuery(testApp, family, list, { communityId: WILLOW_CREEK_ID });
        expect(second.errors).toBeUndefined();
      } while (minute() !== began);
      const statements = reads.mock.calls.map(([sql]) => sql.replace(/\s+/g, ' ').trim());
      expect(statements.filter((sql) => !/FROM portal_sessions/.test(sql))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });

  it('never lists an unpublished event, nor another community’s', async () => {
    const all: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await graphQuery<{
        events: { events: { name: string }[]; pageInfo: { hasNextPage: boolean } };
      }>(testApp, resident, EVENT_LIST, { communityId: WILLOW_CREEK_ID, page, limit: 100 });
      all.push(...must(answer.data).events.events.map((e) => e.name));
      if (!answer.data?.events.pageInfo.hasNextPage) break;
    }
    expect(all).toContain('Watercolor Painting Class');
    expect(all).not.toContain('Holiday Gala (draft)');
    expect(all).not.toContain('Maple Morning Walk');
    const draft = await details(resident, await eventId('Watercolor Painting Class'));
    expect(draft.name).toBe('Watercolor Painting Class');
    const hidden = await graphQuery(testApp, resident, EVENT_DETAILS, {
      eventId: await eventId('Holiday Gala (draft)'),
      communityId: WILLOW_CREEK_ID,
    });
    expect(codeOf(hidden)).toBe('NOT_FOUND');
  });

  it('filters by calendar, search and timeframe', async () => {
    const calendars = await testApp.db.query<{ id: string }>(
      `SELECT id FROM event_calendars WHERE community_id = $1 AND name = 'Outings & Trips'`,
      [WILLOW_CREEK_ID],
    );
    const outings = await graphQuery<{
      events: { events: { name: string; calendars: { _id: string }[] }[] };
    }>(testApp, resident, EVENT_LIST, {
      communityId: WILLOW_CREEK_ID,
      calendars: [calendars[0].id],
    });
    expect(outings.data?.events.events.length).toBeGreaterThan(0);
    for (const event of must(outings.data).events.events) {
      expect(event.calendars.map((c) => c._id)).toContain(calendars[0].id);
    }
    const search = await graphQuery<{ events: { events: { name: string }[] } }>(
      testApp,
      resident,
      EVENT_LIST,
      { communityId: WILLOW_CREEK_ID, search: 'watercolor' },
    );
    expect(search.data?.events.events.map((e) => e.name)).toEqual(['Watercolor Painting Class']);
  });

  /*
   * Each timeframe lists exactly the published events that have not ended and start before
   * the end of today, of Saturday, of the month or of the same date next year, in New York.
   */
  const windowEnds: [string, Date, Record<string, string>][] = [
    [
      'a Wednesday in the middle of a week and a month',
      NOW,
      {
        Day: '2026-11-26T05:00:00Z',
        Week: '2026-11-29T05:00:00Z',
        Month: '2026-12-01T05:00:00Z',
        Year: '2027-11-26T05:00:00Z',
      },
    ],
    [
      'a Sunday whose week runs past the end of the month',
      new Date('2026-11-29T15:00:00Z'),
      {
        Day: '2026-11-30T05:00:00Z',
        Week: '2026-12-06T05:00:00Z',
        Month: '2026-12-01T05:00:00Z',
        Year: '2027-11-30T05:00:00Z',
      },
    ],
    [
      'the last day of the year',
      new Date('2026-12-31T15:00:00Z'),
      {
        Day: '2027-01-01T05:00:00Z',
        Week: '2027-01-03T05:00:00Z',
        Month: '2027-01-01T05:00:00Z',
        Year: '2028-01-01T05:00:00Z',
      },
    ],
  ];

  it.each(windowEnds)('timeframes on %s', async (_name, at, ends) => {
    const clockBefore = Date.now();
    const realBefore = performance.now();
    jest.setSystemTime(at);
    try {
      const auth = await bearerFor(testApp, DEMO_RESIDENT_ID);
      for (const [timeframe, end] of Object.entries(ends)) {
        const listed: { startsAt: string; endsAt: string }[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await graphQuery<{
            events: {
              events: { startsAt: string; endsAt: string }[];
              pageInfo: { hasNextPage: boolean };
            };
          }>(testApp, auth, EVENT_LIST, {
            communityId: WILLOW_CREEK_ID,
            timeframe,
            page,
            limit: 100,
          });
          listed.push(...must(answer.data).events.events);
          if (!answer.data?.events.pageInfo.hasNextPage) break;
        }
        const [expected] = await testApp.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM events
            WHERE community_id = $1 AND published AND ends_at > $2 AND starts_at < $3`,
          [WILLOW_CREEK_ID, at, new Date(end)],
        );
        expect({ timeframe, count: listed.length }).toEqual({ timeframe, count: expected.count });
        expect(expected.count).toBeGreaterThan(0);
        for (const event of listed) {
          expect(new Date(event.startsAt).getTime()).toBeLessThan(Date.parse(end));
          expect(new Date(event.endsAt).getTime()).toBeGreaterThan(at.getTime());
        }
      }
    } finally {
      jest.setSystemTime(clockBefore + (performance.now() - realBefore));
    }
  });

  it('refuses a search under 2 characters or over 100', async () => {
    for (const [search, message] of [
      ['a', 'Search must have at least 2 characters.'],
      ['%*', 'Search must have at least 2 characters.'],
      ['x'.repeat(5_000), 'Search must have at most 100 characters.'],
    ]) {
      const answer = await graphQuery(testApp, resident, EVENT_LIST, {
        communityId: WILLOW_CREEK_ID,
        search,
      });
      expect({ code: codeOf(answer), message: messageOf(answer) }).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
  });

  it('refuses a community the caller is not in, and bad paging', async () => {
    const maple = await graphQuery(testApp, staff, EVENT_LIST, { communityId: MAPLE_GROVE_ID });
    expect(codeOf(maple)).toBe('FORBIDDEN');
    const badPage = await graphQuery(testApp, resident, EVENT_LIST, {
      communityId: WILLOW_CREEK_ID,
      page: 0,
    });
    expect(codeOf(badPage)).toBe('BAD_USER_INPUT');
  });

  it('the demo resident also sees Maple Grove’s events in Maple Grove', async () => {
    const answer = await graphQuery<{ events: { events: { name: string }[] } }>(
      testApp,
      resident,
      EVENT_LIST,
      {
        communityId: MAPLE_GROVE_ID,
      },
    );
    expect(answer.data?.events.events.map((e) => e.name)).toContain('Maple Morning Walk');
  });
});

describe('EventDetails', () => {
  it('answers spots, calendars, destinations and the caller’s own RSVP', async () => {
    const museum = await details(resident, await eventId('Virtual Museum Tour'));
    expect(museum.virtualEventDestinations.length).toBe(2);
    expect(museum.rsvp?.status).toBe('Attending');
    const symphony = await details(resident, await eventId('Symphony Matinee Trip'));
    expect(symphony.openSpots).toBe(0);
    expect(symphony.hasWaitlist).toBe(true);
    expect(symphony.waitlistCount).toBe(2);
    const chef = await details(resident, await eventId("Chef's Table Dinner"));
    expect(chef.openSpots).toBe(1);
  });

  it('an unknown event is not found', async () => {
    const answer = await graphQuery(testApp, resident, EVENT_DETAILS, {
      eventId: 'nope',
      communityId: WILLOW_CREEK_ID,
    });
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });

  it('needs the community: another one is refused, and an event elsewhere is not found', async () => {
    const walk = await eventId('Maple Morning Walk', MAPLE_GROVE_ID);
    const brunch = await eventId('Sunday Brunch Social');
    const missing = await graphQuery(testApp, resident, EVENT_DETAILS, { eventId: brunch });
    expect(missing.errors?.[0].message).toMatch(/communityId/);
    // Staff of Willow Creek only; the demo resident is in both communities.
    const elsewhere = await graphQuery(testApp, staff, EVENT_DETAILS, {
      eventId: walk,
      communityId: MAPLE_GROVE_ID,
    });
    expect(codeOf(elsewhere)).toBe('FORBIDDEN');
    const notHere = await graphQuery(testApp, resident, EVENT_DETAILS, {
      eventId: walk,
      communityId: WILLOW_CREEK_ID,
    });
    expect(codeOf(notHere)).toBe('NOT_FOUND');
    const mine = await graphQuery(testApp, staff, MY_EVENTS, { communityId: MAPLE_GROVE_ID });
    expect(codeOf(mine)).toBe('FORBIDDEN');
  });

  it('family see the event but no sign-ups', async () => {
    const brunch = await details(family, await eventId('Sunday Brunch Social'));
    expect(brunch.rsvps).toEqual([]);
    expect(brunch.rsvp).toBeNull();
  });
});

describe('sign-up, guest, comments and withdrawal', () => {
  it('a resident signs up with a guest, edits the comment and withdraws, freeing both spots', async () => {
    const id = await newEvent('Pottery', 6, 'Which glaze?');
    const signup = await graphQuery<{
      eventSignup: { _id: string; status: string; user: { _id: string } };
    }>(testApp, resident, ATTEND, {
      eventId: id,
      userId: DEMO_RESIDENT_ID,
      guests: [{ guestName: 'Walter' }],
      comments: 'Blue',
    });
    expect(signup.errors).toBeUndefined();
    expect(signup.data?.eventSignup.status).toBe('Attending');
    expect(signup.data?.eventSignup.user._id).toBe(DEMO_RESIDENT_ID);
    let event = await details(resident, id);
    expect(event.openSpots).toBe(4);
    expect(event.rsvp?.comments).toBe('Blue');
    expect(event.guestRsvp).toMatchObject({
      guestName: 'Walter',
      status: 'Attending',
      canWithdraw: true,
    });

    const again = await graphQuery(testApp, resident, ATTEND, { eventId: id });
    expect(messageOf(again)).toBe(strings.alreadySignedUp);

    const rsvpId = signup.data?.eventSignup._id;
    const modified = await graphQuery(testApp, resident, MODIFY_COMMENT, {
      rsvpId,
      eventId: id,
      comment: 'Green, please',
    });
    expect(modified.errors).toBeUndefined();
    const empty = await graphQuery(testApp, resident, MODIFY_COMMENT, {
      rsvpId,
      eventId: id,
      comment: ' ',
    });
    expect(messageOf(empty)).toBe(strings.required);
    event = await details(resident, id);
    expect(event.rsvp?.comments).toBe('Green, please');

    const guestOut = await graphQuery(testApp, resident, WITHDRAW, {
      eventId: id,
      rsvpId: event.guestRsvp?._id,
    });
    expect(guestOut.errors).toBeUndefined();
    event = await details(resident, id);
    expect(event.openSpots).toBe(5);
    expect(event.guestRsvp).toBeNull();

    const out = await graphQuery<{ eventWithdraw: { status: string } }>(
      testApp,
      resident,
      WITHDRAW,
      {
        eventId: id,
        rsvpId,
      },
    );
    expect(out.data?.eventWithdraw.status).toBe('Withdrawn');
    event = await details(resident, id);
    expect(event.openSpots).toBe(6);
    expect(event.rsvp).toBeNull();
  });

  it.each([
    ['', strings.guestRequired],
    ['Walter2', strings.guestLettersOnly],
    ['Al', strings.guestMin],
  ])('a guest named %j is refused with %j and nothing changes', async (guestName, message) => {
    const id = await newEvent(`Guest rule ${guestName}`, 6);
    const answer = await graphQuery(testApp, resident, ATTEND, {
      eventId: id,
      guests: [{ guestName }],
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe(message);
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('one guest only', async () => {
    const id = await newEvent('Two guests', 10);
    const answer = await graphQuery(testApp, resident, ATTEND, {
      eventId: id,
      guests: [{ guestName: 'Walter' }, { guestName: 'Martha' }],
    });
    expect(messageOf(answer)).toBe(strings.oneGuestOnly);
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('with one spot left only a solo sign-up is accepted, then the event is full', async () => {
    const id = await newEvent('One spot', 1);
    const withGuest = await graphQuery(testApp, resident, ATTEND, {
      eventId: id,
      guests: [{ guestName: 'Walter' }],
    });
    expect(messageOf(withGuest)).toBe(strings.eventOneSpotLeft);
    expect(await rsvpRows(id)).toEqual([]);
    const solo = await graphQuery<{ eventSignup: { status: string } }>(testApp, resident, ATTEND, {
      eventId: id,
    });
    expect(solo.data?.eventSignup.status).toBe('Attending');
    const event = await details(resident, id);
    expect(event.openSpots).toBe(0);
  });

  it('comments are refused where the event asks for none', async () => {
    const id = await newEvent('No comments', 5);
    const answer = await graphQuery(testApp, resident, ATTEND, { eventId: id, comments: 'Hello' });
    expect(messageOf(answer)).toBe(strings.commentsNotTaken);
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('another user’s RSVP cannot be withdrawn, nor its comment changed', async () => {
    const id = await newEvent('Theirs', 5, 'Anything?');
    const theirs = await graphQuery<{ eventSignup: { _id: string } }>(testApp, others[0], ATTEND, {
      eventId: id,
      comments: 'Mine',
    });
    const rsvpId = theirs.data?.eventSignup._id;
    const out = await graphQuery(testApp, resident, WITHDRAW, { eventId: id, rsvpId });
    expect(codeOf(out)).toBe('NOT_FOUND');
    const comment = await graphQuery(testApp, resident, MODIFY_COMMENT, {
      rsvpId,
      eventId: id,
      comment: 'Hacked',
    });
    expect(codeOf(comment)).toBe('NOT_FOUND');
    expect(await rsvpRows(id)).toEqual([
      { user_id: otherIds[0], type: 'UserRSVP', status: 'Attending', comments: 'Mine' },
    ]);
  });

  it('someone signing up for someone else is refused', async () => {
    const id = await newEvent('For another', 5);
    const answer = await graphQuery(testApp, resident, ATTEND, {
      eventId: id,
      userId: otherIds[0],
    });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('a guest that staff added can only be removed by staff', async () => {
    const brunch = await details(resident, await eventId('Sunday Brunch Social'));
    expect(brunch.guestRsvp).toMatchObject({ guestName: 'Walter Whitfield', canWithdraw: false });
    for (const rsvpId of [brunch.guestRsvp?._id, brunch.rsvp?._id]) {
      const answer = await graphQuery(testApp, resident, WITHDRAW, { eventId: brunch._id, rsvpId });
      expect(messageOf(answer)).toBe(strings.guestWithdrawContactStaff);
    }
    const after = await details(resident, brunch._id);
    expect(after.rsvp?.status).toBe('Attending');
    expect(after.guestRsvp?.status).toBe('Attending');
  });
});

describe('waitlist', () => {
  it('a full event takes the resident onto the waitlist; a withdrawal promotes the first waiting', async () => {
    const id = await newEvent('Full house', 2);
    const first = await graphQuery<{ eventSignup: { _id: string; status: string } }>(
      testApp,
      others[1],
      ATTEND,
      { eventId: id },
    );
    await graphQuery(testApp, others[2], ATTEND, { eventId: id });
    const waiting = await graphQuery<{ eventSignup: { status: string; message: string } }>(
      testApp,
      resident,
      ATTEND,
      { eventId: id },
    );
    expect(waiting.data?.eventSignup).toMatchObject({
      status: 'Waitlisted',
      message: strings.eventFull,
    });
    await graphQuery(testApp, others[3], ATTEND, { eventId: id });
    let event = await details(resident, id);
    expect(event).toMatchObject({ openSpots: 0, hasWaitlist: true, waitlistCount: 2 });
    expect(event.rsvp?.status).toBe('Waitlisted');

    await graphQuery(testApp, others[1], WITHDRAW, {
      eventId: id,
      rsvpId: first.data?.eventSignup._id,
    });
    event = await details(resident, id);
    expect(event.rsvp?.status).toBe('Attending');
    expect(event).toMatchObject({ openSpots: 0, waitlistCount: 1 });
    const mine = await graphQuery<{ myEvents: { _id: string; rsvp: { status: string } }[] }>(
      testApp,
      resident,
      MY_EVENTS,
      { communityId: WILLOW_CREEK_ID },
    );
    expect(mine.data?.myEvents.find((e) => e._id === id)?.rsvp.status).toBe('Attending');
  });

  it('two residents racing for the last spot never oversell it', async () => {
    const id = await newEvent('Last spot', 1);
    const answers = await Promise.all(
      others
        .slice(4, 6)
        .map((auth) =>
          graphQuery<{ eventSignup: { status: string } }>(testApp, auth, ATTEND, { eventId: id }),
        ),
    );
    expect(answers.map((a) => a.data?.eventSignup.status).sort()).toEqual([
      'Attending',
      'Waitlisted',
    ]);
    const rows = await rsvpRows(id);
    expect(rows.filter((r) => r.status === 'Attending')).toHaveLength(1);
  });

  it('many residents racing for three spots fill exactly three', async () => {
    const id = await newEvent('Three spots', 3);
    const answers = await Promise.all(
      others
        .slice(4, 12)
        .map((auth) =>
          graphQuery<{ eventSignup: { status: string } }>(testApp, auth, ATTEND, { eventId: id }),
        ),
    );
    const statuses = answers.map((a) => a.data?.eventSignup.status);
    expect(statuses.filter((s) => s === 'Attending')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'Waitlisted')).toHaveLength(5);
    const event = await details(resident, id);
    expect(event.openSpots).toBe(0);
    expect(event.waitlistCount).toBe(5);
  });
});

describe('invites', () => {
  it('the demo resident has pending invites; accepting signs up, declining records it', async () => {
    const invites = await graphQuery<{
      myInvites: {
        _id: string;
        signup: { displayName: string; eventInstance: { name: string } };
      }[];
    }>(testApp, resident, MY_INVITES, { communityId: WILLOW_CREEK_ID });
    expect(invites.errors).toBeUndefined();
    const names = invites.data?.myInvites.map((i) => i.signup.eventInstance.name).sort();
    expect(names).toEqual(['Book Club: The Remains of the Day', 'Garden Club Potluck']);
    const garden = must(
      invites.data?.myInvites.find((i) => i.signup.eventInstance.name === 'Garden Club Potluck'),
    );
    const book = must(
      invites.data?.myInvites.find((i) => i.signup.eventInstance.name !== 'Garden Club Potluck'),
    );
    expect(garden.signup.displayName).toMatch(/\S+ \S+/);

    const accepted = await graphQuery<{ acceptEventInvite: { status: string } }>(
      testApp,
      resident,
      ACCEPT,
      { inviteId: garden._id },
    );
    expect(accepted.data?.acceptEventInvite.status).toBe('Accepted');
    const gardenEvent = await details(resident, await eventId('Garden Club Potluck'));
    expect(gardenEvent.rsvp?.status).toBe('Attending');
    expect(gardenEvent.invite).toBeNull();
    const twice = await graphQuery(testApp, resident, ACCEPT, { inviteId: garden._id });
    expect(messageOf(twice)).toBe(strings.inviteAnswered);

    const declined = await graphQuery<{ declineEventInvite: { status: string } }>(
      testApp,
      resident,
      DECLINE,
      { inviteId: book._id },
    );
    expect(declined.data?.declineEventInvite.status).toBe('Declined');
    const bookEvent = await details(resident, await eventId('Book Club: The Remains of the Day'));
    expect(bookEvent.rsvp).toBeNull();
    const left = await graphQuery<{ myInvites: unknown[] }>(testApp, resident, MY_INVITES, {
      communityId: WILLOW_CREEK_ID,
    });
    expect(left.data?.myInvites).toEqual([]);
  });

  it('signing up with invites invites residents, who can accept', async () => {
    const id = await newEvent('Invite party', 10);
    const answer = await graphQuery(testApp, others[0], SIGNUP_WITH_INVITES, {
      eventId: id,
      invitees: [DEMO_RESIDENT_ID],
    });
    expect(answer.errors).toBeUndefined();
    const invite = (await details(resident, id)).invite;
    expect(invite).not.toBeNull();
    await graphQuery(testApp, resident, ACCEPT, { inviteId: invite?._id });
    expect((await details(resident, id)).rsvp?.status).toBe('Attending');
  });

  it('only residents of the community can be invited', async () => {
    const id = await newEvent('Bad invite', 10);
    const answer = await graphQuery(testApp, others[0], SIGNUP_WITH_INVITES, {
      eventId: id,
      invitees: [DEMO_FAMILY_ID],
    });
    expect(messageOf(answer)).toBe(strings.inviteeNotFound);
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('a hidden profile cannot communicate: it is not invited, and it invites no one (spec 6)', async () => {
    const setHidden = (userId: string, fields: string[]) =>
      testApp.db.query('UPDATE users SET hidden_fields = $2 WHERE id = $1', [userId, fields]);
    const id = await newEvent('Hidden invite', 10);
    const [{ hidden_fields: before }] = await testApp.db.query<{ hidden_fields: string[] }>(
      'SELECT hidden_fields FROM users WHERE id = $1',
      [otherIds[1]],
    );
    await setHidden(otherIds[1], [...before, 'profile']);
    try {
      const toHidden = await graphQuery(testApp, others[0], SIGNUP_WITH_INVITES, {
        eventId: id,
        invitees: [otherIds[1]],
      });
      expect(messageOf(toHidden)).toBe(strings.inviteeHidden);
      const fromHidden = await graphQuery(testApp, others[1], SIGNUP_WITH_INVITES, {
        eventId: id,
        invitees: [otherIds[0]],
      });
      expect(messageOf(fromHidden)).toBe(strings.hiddenCannotInvite);
      expect(codeOf(fromHidden)).toBe('FORBIDDEN');
      expect(await rsvpRows(id)).toEqual([]);
    } finally {
      await setHidden(otherIds[1], before);
    }
    const shown = await graphQuery(testApp, others[0], SIGNUP_WITH_INVITES, {
      eventId: id,
      invitees: [otherIds[1]],
    });
    expect(shown.errors).toBeUndefined();
  });

  it('one resident cannot answer another’s invite', async () => {
    const id = await newEvent('Not yours', 10);
    await graphQuery(testApp, others[0], SIGNUP_WITH_INVITES, {
      eventId: id,
      invitees: [otherIds[1]],
    });
    const [row] = await testApp.db.query<{ id: string }>(
      'SELECT id FROM event_invites WHERE event_id = $1',
      [id],
    );
    const answer = await graphQuery(testApp, resident, ACCEPT, { inviteId: row.id });
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });
});

describe('roles (spec 6)', () => {
  async function snapshot() {
    return JSON.stringify(
      await testApp.db.query(
        `SELECT (SELECT count(*) FROM event_rsvps)::int AS rsvps,
                (SELECT string_agg(id || status || coalesce(comments, ''), ',' ORDER BY id) FROM event_rsvps) AS rows,
                (SELECT string_agg(id || status, ',' ORDER BY id) FROM event_invites) AS invites`,
      ),
    );
  }

  it('staff actions are a demo: the demo message, and nothing changes', async () => {
    const id = await newEvent('Staff demo', 5, 'Anything?');
    const brunch = await details(staff, await eventId('Sunday Brunch Social'));
    const [invite] = await testApp.db.query<{ id: string }>(
      `SELECT id FROM event_invites WHERE invitee_id = $1 LIMIT 1`,
      [DEMO_RESIDENT_ID],
    );
    const before = await snapshot();
    const answers = [
      await graphQuery<{ eventSignup: { demo: boolean; message: string } }>(
        testApp,
        staff,
        ATTEND,
        {
          eventId: id,
          guests: [{ guestName: 'Walter' }],
          comments: 'Hi',
        },
      ),
      await graphQuery(testApp, staff, WITHDRAW, {
        eventId: brunch._id,
        rsvpId: brunch.rsvps[0]._id,
      }),
      await graphQuery(testApp, staff, ACCEPT, { inviteId: invite.id }),
      await graphQuery(testApp, staff, DECLINE, { inviteId: invite.id }),
      await graphQuery(testApp, staff, MODIFY_COMMENT, {
        rsvpId: brunch.rsvps[0]._id,
        eventId: id,
        comment: 'Changed',
      }),
    ];
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      const result = Object.values(
        answer.data as Record<string, { demo: boolean; message: string }>,
      )[0];
      expect(result).toMatchObject({ demo: true, message: strings.staffDemo });
    }
    expect(await snapshot()).toBe(before);
    // The demo answers about a resident's invite name neither its sender nor its event.
    expect(answers[2].data).toEqual({
      acceptEventInvite: {
        _id: invite.id,
        status: 'Accepted',
        demo: true,
        message: strings.staffDemo,
        signup: null,
      },
    });
    expect(answers[3].data).toMatchObject({ declineEventInvite: { signup: null } });
    const unknown = await graphQuery(testApp, staff, ACCEPT, { inviteId: 'no-such-invite' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(brunch.rsvps.length).toBeGreaterThan(0);
    const mine = await graphQuery<{ myEvents: unknown[] }>(testApp, staff, MY_EVENTS, {
      communityId: WILLOW_CREEK_ID,
    });
    expect(mine.data?.myEvents).toEqual([]);
  });

  it('staff still get bad input refused', async () => {
    const id = await newEvent('Staff input', 5);
    const answer = await graphQuery(testApp, staff, ATTEND, {
      eventId: id,
      guests: [{ guestName: 'A1' }],
    });
    expect(messageOf(answer)).toBe(strings.guestLettersOnly);
  });

  it('family are refused every action and are not served sign-ups or invites', async () => {
    const id = await newEvent('Family refused', 5);
    const before = await snapshot();
    const answers = [
      await graphQuery(testApp, family, ATTEND, { eventId: id }),
      await graphQuery(testApp, family, WITHDRAW, { eventId: id, rsvpId: 'x' }),
      await graphQuery(testApp, family, MY_EVENTS, { communityId: WILLOW_CREEK_ID }),
      await graphQuery(testApp, family, MY_INVITES, { communityId: WILLOW_CREEK_ID }),
    ];
    for (const answer of answers) expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(await snapshot()).toBe(before);
  });
});
