import { base, en, Faker } from '@faker-js/faker';
import { localDateOf, zonedTimeToInstant } from '@portal/contracts';
import { bulkInsert } from '../db/bulkInsert.ts';
import type { Db } from '../db/database.ts';
import { DEMO_RESIDENT_ID, MAPLE_GROVE_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import type { DemoDataset, SeedUser } from '../db/seedData/demoDataset.ts';

/**
 * The events of the demo: a year of them from the day the seed runs (event dates must lie
 * ahead of whoever opens the portal), laid out from a fixed seed so everything but the dates
 * is the same every time.
 */
const EVENTS_SEED = 20_240_612;
const DAYS = 365;

interface CalendarPlan {
  key: string;
  name: string;
  careSettings: string[];
}

const WILLOW_CALENDARS: CalendarPlan[] = [
  { key: 'life', name: 'Life Enrichment', careSettings: ['Independent Living', 'Assisted Living'] },
  {
    key: 'wellness',
    name: 'Wellness & Fitness',
    careSettings: ['Independent Living', 'Assisted Living', 'Memory Care'],
  },
  { key: 'outings', name: 'Outings & Trips', careSettings: ['Independent Living'] },
  { key: 'memory', name: 'Memory Care Programs', careSettings: ['Memory Care'] },
  {
    key: 'spiritual',
    name: 'Spiritual Life',
    careSettings: ['Independent Living', 'Assisted Living', 'Memory Care'],
  },
];

const MAPLE_CALENDARS: CalendarPlan[] = [
  {
    key: 'activities',
    name: 'Activities',
    careSettings: ['Independent Living', 'Assisted Living'],
  },
  { key: 'outings', name: 'Outings', careSettings: ['Independent Living'] },
];

interface EventPlan {
  key?: string;
  name: string;
  description: string;
  /** Days from the seed's local date. */
  day: number;
  hour: number;
  minute?: number;
  minutes: number;
  allDay?: boolean;
  location: string | null;
  calendars: string[];
  costsMoney?: boolean;
  totalSpots?: number | null;
  commentPrompt?: string | null;
  url?: string | null;
  urlDetails?: string | null;
  signupUrl?: string | null;
  destinations?: string[];
  published?: boolean;
}

interface Series {
  name: string;
  description: string;
  /** Days of the week (0 Sunday) it runs on. */
  weekdays: number[];
  /** Run only every n-th week (1: every week). */
  everyWeeks?: number;
  hour: number;
  minute?: number;
  minutes: number;
  location: string | null;
  calendars: string[];
  totalSpots?: number | null;
  costsMoney?: boolean;
  commentPrompt?: string;
  destinations?: string[];
}

const WILLOW_SERIES: Series[] = [
  {
    name: 'Chair Yoga',
    description: 'Gentle stretches from a seated position. Wear comfortable clothes.',
    weekdays: [1, 3, 5],
    hour: 9,
    minute: 30,
    minutes: 45,
    location: 'Wellness Studio',
    calendars: ['wellness'],
    totalSpots: 18,
  },
  {
    name: 'Afternoon Bingo',
    description: 'Prizes for every full card. Cards and daubers provided.',
    weekdays: [2],
    hour: 14,
    minutes: 90,
    location: 'Main Lounge',
    calendars: ['life'],
  },
  {
    name: 'Friday Movie Night',
    description: 'A classic film on the big screen, with popcorn.',
    weekdays: [5],
    hour: 19,
    minutes: 120,
    location: 'Willow Theater',
    calendars: ['life'],
    totalSpots: 40,
    commentPrompt: 'Any snack you would like us to have?',
  },
  {
    name: 'Grocery Shuttle',
    description: 'Round trip to the market on Elm Street. Bring your shopping list.',
    weekdays: [4],
    hour: 10,
    minutes: 150,
    location: 'Front Entrance',
    calendars: ['outings'],
    totalSpots: 12,
  },
  {
    name: 'Memory Lane Music Hour',
    description: 'Sing-along of favorite songs from the 1950s and 1960s.',
    weekdays: [3],
    hour: 15,
    minutes: 60,
    location: 'Garden Room',
    calendars: ['memory'],
  },
  {
    name: 'Sunday Chapel Service',
    description: 'An interfaith service with the community chaplain.',
    weekdays: [0],
    hour: 10,
    minutes: 60,
    location: 'Chapel',
    calendars: ['spiritual'],
    destinations: ['Channel 3 on your television'],
  },
  {
    name: 'Virtual Travelogue',
    description: 'Armchair travel through a new country each time, with a guide on screen.',
    weekdays: [2],
    everyWeeks: 2,
    hour: 11,
    minutes: 60,
    location: null,
    calendars: ['life'],
    destinations: ['Video call link in your email', 'Channel 3 on your television'],
  },
  {
    name: 'Day Trip',
    description: 'A coach trip with lunch included. Lunch is paid at sign-up.',
    weekdays: [6],
    everyWeeks: 4,
    hour: 9,
    minutes: 420,
    location: 'Front Entrance',
    calendars: ['outings'],
    totalSpots: 24,
    costsMoney: true,
    commentPrompt: 'Any dietary needs for lunch?',
  },
];

const DAY_TRIP_PLACES = [
  'the Botanical Gardens',
  'the Art Museum',
  'the Lakeside Winery',
  'the Maritime Museum',
  'the Historic Village',
  'the Orchid Show',
  'the Symphony Hall',
];

/** Featured events the demo and its tests lean on: names are unique within the community. */
const WILLOW_FEATURED: EventPlan[] = [
  {
    key: 'watercolor',
    name: 'Watercolor Painting Class',
    description: 'Learn simple watercolor techniques. All materials are provided.',
    day: 3,
    hour: 13,
    minutes: 90,
    location: 'Art Studio',
    calendars: ['life'],
    totalSpots: 14,
    commentPrompt: 'Is there anything you would like to paint?',
  },
  {
    key: 'symphony',
    name: 'Symphony Matinee Trip',
    description: 'An afternoon concert downtown. The ticket and the coach are included.',
    day: 9,
    hour: 12,
    minutes: 300,
    location: 'Front Entrance',
    calendars: ['outings'],
    totalSpots: 10,
    costsMoney: true,
    signupUrl: null,
  },
  {
    key: 'chef',
    name: "Chef's Table Dinner",
    description: 'A five-course tasting menu with our executive chef.',
    day: 6,
    hour: 18,
    minutes: 120,
    location: 'Private Dining Room',
    calendars: ['life'],
    totalSpots: 8,
    costsMoney: true,
    commentPrompt: 'Any allergies the chef should know about?',
  },
  {
    key: 'garden',
    name: 'Garden Club Potluck',
    description: 'Bring a dish to share, and seeds to swap if you have some.',
    day: 5,
    hour: 12,
    minutes: 90,
    location: 'Courtyard Garden',
    calendars: ['life'],
    totalSpots: 30,
  },
  {
    key: 'bookclub',
    name: 'Book Club: The Remains of the Day',
    description: 'Discussion of the second half of the book. Large-print copies at the library.',
    day: 12,
    hour: 15,
    minutes: 60,
    location: 'Library',
    calendars: ['life'],
    totalSpots: 16,
  },
  {
    key: 'brunch',
    name: 'Sunday Brunch Social',
    description: 'Brunch with live piano music. Family guests are welcome.',
    day: 4,
    hour: 11,
    minutes: 120,
    location: 'Main Dining Room',
    calendars: ['life'],
    totalSpots: 40,
    commentPrompt: 'Anything we should know for seating?',
  },
  {
    key: 'theater',
    name: 'Theater Outing: Our Town',
    description: 'An evening performance at the Playhouse. Coach leaves at 6:15 PM.',
    day: 15,
    hour: 18,
    minute: 15,
    minutes: 240,
    location: 'Front Entrance',
    calendars: ['outings'],
    totalSpots: 6,
    costsMoney: true,
  },
  {
    key: 'yardsale',
    name: 'Community Yard Sale',
    description: 'Residents and families sell, swap and browse. Tables set up all day.',
    day: 8,
    hour: 0,
    minutes: 24 * 60,
    allDay: true,
    location: 'Front Lawn',
    calendars: ['life'],
  },
  {
    key: 'fairs',
    name: 'Health and Wellness Fair',
    description: 'Flu shots, blood pressure checks and talks from local clinics.',
    day: 20,
    hour: 0,
    minutes: 24 * 60,
    allDay: true,
    location: 'Main Lounge',
    calendars: ['wellness'],
  },
  {
    key: 'museum',
    name: 'Virtual Museum Tour',
    description: 'A live guided tour of a famous museum, from your own armchair.',
    day: 2,
    hour: 14,
    minutes: 60,
    location: null,
    calendars: ['life', 'memory'],
    url: 'https://www.example.org/virtual-museum',
    urlDetails: 'Join with the video link, or watch on Channel 3.',
    destinations: ['Channel 3 on your television', 'Video link on the event page'],
  },
  {
    key: 'draft',
    name: 'Holiday Gala (draft)',
    description: 'Not yet announced.',
    day: 30,
    hour: 18,
    minutes: 180,
    location: 'Main Dining Room',
    calendars: ['life'],
    published: false,
  },
];

const MAPLE_FEATURED: EventPlan[] = [
  {
    name: 'Maple Morning Walk',
    description: 'A gentle walk around the pond.',
    day: 1,
    hour: 9,
    minutes: 45,
    location: 'Pond Path',
    calendars: ['activities'],
  },
  {
    name: 'Maple Grove Card Games',
    description: 'Bridge, canasta and rummy.',
    day: 2,
    hour: 14,
    minutes: 120,
    location: 'Card Room',
    calendars: ['activities'],
    totalSpots: 16,
  },
  {
    name: 'Riverboat Lunch Cruise',
    description: 'A two-hour cruise with lunch on board.',
    day: 10,
    hour: 11,
    minutes: 180,
    location: 'Front Entrance',
    calendars: ['outings'],
    totalSpots: 20,
    costsMoney: true,
  },
  {
    name: 'Maple Grove Pie Day',
    description: 'Pies of every kind, all day in the bistro.',
    day: 14,
    hour: 0,
    minutes: 24 * 60,
    allDay: true,
    location: 'Bistro',
    calendars: ['activities'],
  },
];

interface EventRowPlan {
  id: string;
  communityId: string;
  plan: EventPlan;
  startsAt: Date;
  endsAt: Date;
}

function seededId(prefix: string, n: number): string {
  return `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
}

class EventsSeeder {
  private readonly faker = new Faker({ locale: [en, base], seed: EVENTS_SEED });
  private eventCount = 0;
  private rsvpCount = 0;
  private inviteCount = 0;
  private destinationCount = 0;
  readonly calendars: unknown[][] = [];
  readonly careSettings: unknown[][] = [];
  readonly events: EventRowPlan[] = [];
  readonly links: unknown[][] = [];
  readonly destinations: unknown[][] = [];
  readonly rsvps: unknown[][] = [];
  readonly invites: unknown[][] = [];
  readonly calendarIds = new Map<string, string>();
  readonly featured = new Map<string, EventRowPlan>();

  constructor(
    private readonly now: Date,
    private readonly dataset: DemoDataset,
  ) {}

  private residentsOf(communityId: string): SeedUser[] {
    return this.dataset.users.filter(
      (u) =>
        u.roles[0] === 'Resident' &&
        u.communityIds.includes(communityId) &&
        u.id !== DEMO_RESIDENT_ID,
    );
  }

  addCalendars(communityId: string, plans: CalendarPlan[], prefix: string): void {
    for (const [index, plan] of plans.entries()) {
      const id = seededId(prefix, index + 1);
      this.calendarIds.set(`${communityId}:${plan.key}`, id);
      this.calendars.push([id, communityId, plan.name]);
      for (const name of plan.careSettings) this.careSettings.push([id, name]);
    }
  }

  addEvent(communityId: string, timeZone: string, plan: EventPlan): EventRowPlan {
    this.eventCount += 1;
    const id = seededId('64b0f', this.eventCount);
    const { year, month, day } = localDateOf(this.now, timeZone);
    const startsAt = plan.allDay
      ? zonedTimeToInstant(timeZone, year, month, day + plan.day)
      : zonedTimeToInstant(timeZone, year, month, day + plan.day, plan.hour, plan.minute ?? 0);
    const endsAt = plan.allDay
      ? new Date(zonedTimeToInstant(timeZone, year, month, day + plan.day + 1).getTime() - 60_000)
      : new Date(startsAt.getTime() + plan.minutes * 60_000);
    const row = { id, communityId, plan, startsAt, endsAt };
    this.events.push(row);
    for (const key of plan.calendars) {
      const calendarId = this.calendarIds.get(`${communityId}:${key}`);
      if (calendarId) this.links.push([id, calendarId]);
    }
    for (const name of plan.destinations ?? []) {
      this.destinationCount += 1;
      this.destinations.push([seededId('64b0e1', this.destinationCount), id, name]);
    }
    if (plan.key) this.featured.set(plan.key, row);
    return row;
  }

  addSeries(communityId: string, timeZone: string, series: Series): void {
    const weekday = localDateOf(this.now, timeZone).weekday;
    for (let day = 0; day < DAYS; day += 1) {
      const dow = (weekday + day) % 7;
      if (!series.weekdays.includes(dow)) continue;
      const week = Math.floor(day / 7);
      if (week % (series.everyWeeks ?? 1) !== 0) continue;
      const name =
        series.name === 'Day Trip'
          ? `Day Trip to ${this.faker.helpers.arrayElement(DAY_TRIP_PLACES)}`
          : series.name;
      const row = this.addEvent(communityId, timeZone, {
        name,
        description: series.description,
        day,
        hour: series.hour,
        minute: series.minute,
        minutes: series.minutes,
        location: series.location,
        calendars: series.calendars,
        totalSpots: series.totalSpots ?? null,
        costsMoney: series.costsMoney,
        commentPrompt: series.commentPrompt ?? null,
        destinations: series.destinations,
      });
      if (series.totalSpots) {
        // Some fill up (with people waiting), some nearly, most have room.
        const roll = this.faker.number.float();
        const taken =
          roll < 0.08
            ? series.totalSpots + this.faker.number.int({ min: 1, max: 3 })
            : roll < 0.2
              ? series.totalSpots - 1
              : this.faker.number.int({ min: 0, max: Math.floor(series.totalSpots * 0.7) });
        this.signUpResidents(row, taken);
      } else {
        this.signUpResidents(row, this.faker.number.int({ min: 0, max: 12 }));
      }
    }
  }

  /** `count` residents sign up in turn; those past the spots wait on the list. */
  signUpResidents(row: EventRowPlan, count: number, exclude: string[] = []): void {
    const residents = this.residentsOf(row.communityId).filter((u) => !exclude.includes(u.id));
    const chosen = this.faker.helpers.arrayElements(residents, Math.min(count, residents.length));
    const total = row.plan.totalSpots ?? null;
    chosen.forEach((resident, index) => {
      const status = total !== null && index >= total ? 'Waitlisted' : 'Attending';
      this.addRsvp(row, resident.id, status, index);
    });
  }

  addRsvp(
    row: EventRowPlan,
    userId: string,
    status: 'Attending' | 'Waitlisted',
    order: number,
    options: { comments?: string; guestName?: string; addedByStaff?: boolean } = {},
  ): string {
    this.rsvpCount += 1;
    const id = seededId('64b0c1', this.rsvpCount);
    // Sign-ups arrive over the days before the event, in order.
    const createdAt = new Date(this.now.getTime() - (1000 - order) * 60_000);
    this.rsvps.push([
      id,
      row.id,
      userId,
      'UserRSVP',
      null,
      status,
      options.comments ?? null,
      false,
      createdAt,
    ]);
    if (options.guestName) {
      this.rsvpCount += 1;
      this.rsvps.push([
        seededId('64b0c1', this.rsvpCount),
        row.id,
        userId,
        'GuestRSVP',
        options.guestName,
        status,
        null,
        options.addedByStaff ?? false,
        new Date(createdAt.getTime() + 1000),
      ]);
    }
    return id;
  }

  addInvite(eventKey: string, inviterIndex: number): void {
    const row = this.featured.get(eventKey);
    if (!row) return;
    const inviter = this.residentsOf(row.communityId)[inviterIndex];
    this.inviteCount += 1;
    this.invites.push([
      seededId('64b0c2', this.inviteCount),
      row.id,
      inviter.id,
      DEMO_RESIDENT_ID,
      'Pending',
    ]);
    // The inviter is going.
    if (!this.rsvps.some((r) => r[1] === row.id && r[2] === inviter.id)) {
      this.addRsvp(row, inviter.id, 'Attending', 0);
    }
  }

  build(): void {
    const tzOf = (id: string) =>
      this.dataset.communities.find((c) => c.id === id)?.timezone ?? 'America/New_York';
    const willowTz = tzOf(WILLOW_CREEK_ID);
    const mapleTz = tzOf(MAPLE_GROVE_ID);
    this.addCalendars(WILLOW_CREEK_ID, WILLOW_CALENDARS, '64b0ca');
    this.addCalendars(MAPLE_GROVE_ID, MAPLE_CALENDARS, '64b0cb');

    for (const plan of WILLOW_FEATURED) this.addEvent(WILLOW_CREEK_ID, willowTz, plan);
    const get = (key: string) => this.featured.get(key) as EventRowPlan;
    // Watercolor: plenty of room for a resident and a guest.
    this.signUpResidents(get('watercolor'), 4);
    // Symphony: full, with people waiting.
    this.signUpResidents(get('symphony'), 12);
    // Chef's table: one spot left.
    this.signUpResidents(get('chef'), 7);
    this.signUpResidents(get('bookclub'), 5);
    this.signUpResidents(get('garden'), 9);
    // Theater: full; the demo resident waits behind two others.
    this.signUpResidents(get('theater'), 8);
    this.addRsvp(get('theater'), DEMO_RESIDENT_ID, 'Waitlisted', 20);
    // The demo resident's own sign-ups.
    this.addRsvp(get('brunch'), DEMO_RESIDENT_ID, 'Attending', 1, {
      comments: 'A table near the piano, please.',
      guestName: 'Walter Whitfield',
      addedByStaff: true,
    });
    this.signUpResidents(get('brunch'), 14);
    this.addRsvp(get('museum'), DEMO_RESIDENT_ID, 'Attending', 2);
    this.addRsvp(get('yardsale'), DEMO_RESIDENT_ID, 'Attending', 3);
    // Pending invites for the demo resident.
    this.addInvite('garden', 0);
    this.addInvite('bookclub', 1);

    for (const series of WILLOW_SERIES) this.addSeries(WILLOW_CREEK_ID, willowTz, series);
    // The demo resident goes to the next two Chair Yoga classes.
    const yoga = this.events.filter((e) => e.plan.name === 'Chair Yoga').slice(0, 2);
    for (const row of yoga) {
      if (!this.rsvps.some((r) => r[1] === row.id && r[2] === DEMO_RESIDENT_ID)) {
        this.addRsvp(row, DEMO_RESIDENT_ID, 'Attending', 30);
      }
    }

    for (const plan of MAPLE_FEATURED) {
      const row = this.addEvent(MAPLE_GROVE_ID, mapleTz, plan);
      this.signUpResidents(row, 3);
    }
  }
}

export async function seedEvents(db: Db, dataset: DemoDataset, now = new Date()): Promise<void> {
  const seeder = new EventsSeeder(now, dataset);
  seeder.build();
  await bulkInsert(db, 'event_calendars', ['id', 'community_id', 'name'], seeder.calendars);
  await bulkInsert(
    db,
    'event_calendar_care_settings',
    ['calendar_id', 'name'],
    seeder.careSettings,
  );
  await bulkInsert(
    db,
    'events',
    [
      'id',
      'community_id',
      'name',
      'description',
      'starts_at',
      'ends_at',
      'all_day',
      'location',
      'url',
      'url_details',
      'signup_url',
      'comment_prompt',
      'costs_money',
      'total_spots',
      'published',
    ],
    seeder.events.map(({ id, communityId, plan, startsAt, endsAt }) => [
      id,
      communityId,
      plan.name,
      plan.description,
      startsAt.toISOString(),
      endsAt.toISOString(),
      plan.allDay ?? false,
      plan.location,
      plan.url ?? null,
      plan.urlDetails ?? null,
      plan.signupUrl ?? null,
      plan.commentPrompt ?? null,
      plan.costsMoney ?? false,
      plan.totalSpots ?? null,
      plan.published ?? true,
    ]),
  );
  await bulkInsert(db, 'event_calendar_links', ['event_id', 'calendar_id'], seeder.links);
  await bulkInsert(
    db,
    'virtual_event_destinations',
    ['id', 'event_id', 'name'],
    seeder.destinations,
  );
  await bulkInsert(
    db,
    'event_rsvps',
    [
      'id',
      'event_id',
      'user_id',
      'type',
      'guest_name',
      'status',
      'comments',
      'added_by_staff',
      'created_at',
    ],
    seeder.rsvps.map((row) => [...row.slice(0, 8), (row[8] as Date).toISOString()]),
  );
  await bulkInsert(
    db,
    'event_invites',
    ['id', 'event_id', 'inviter_id', 'invitee_id', 'status'],
    seeder.invites,
  );
}
