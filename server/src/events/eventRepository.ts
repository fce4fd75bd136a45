import type { Db } from '../db/database.ts';
import { openSpots } from './eventRules.ts';
import type { TimeWindow } from './eventTimeframe.ts';
import type { EventViewer } from './eventViewer.ts';

export interface EventRow {
  id: string;
  community_id: string;
  name: string;
  description: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  all_day: boolean;
  location: string | null;
  url: string | null;
  url_details: string | null;
  signup_url: string | null;
  comment_prompt: string | null;
  costs_money: boolean;
  total_spots: number | null;
  timezone: string;
}

export const EVENT_COLUMNS = `e.id, e.community_id, e.name, e.description, e.starts_at, e.ends_at,
  e.all_day, e.location, e.url, e.url_details, e.signup_url, e.comment_prompt, e.costs_money,
  e.total_spots, c.timezone`;

export interface GraphCalendar {
  _id: string;
  name: string;
  careSettings: { name: string }[];
}

export interface GraphRsvp {
  _id: string;
  status: 'Attending' | 'Waitlisted' | 'Withdrawn';
  comments: string | null;
  type: 'UserRSVP' | 'GuestRSVP';
  guestName: string | null;
  canWithdraw: boolean;
  user: {
    _id: string;
    fullName: string;
    firstName: string;
    lastName: string;
    optOutOfDirectory: boolean;
  };
}

export interface GraphInvite {
  _id: string;
  status: 'Pending' | 'Accepted' | 'Declined';
  /** Null only in a staff demo answer, which tells nothing about the invite. */
  signup: {
    _id: string;
    displayName: string;
    user: { _id: string; fullName: string };
    eventInstance: GraphEvent;
    event: { _id: string };
  } | null;
  demo: boolean;
  message: string | null;
}

export interface GraphEvent {
  _id: string;
  name: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
  url: string | null;
  urlDetails: string | null;
  signupUrl: string | null;
  commentPrompt: string | null;
  costsMoney: boolean;
  totalSpots: number | null;
  openSpots: number | null;
  timezone: string;
  calendars: GraphCalendar[];
  virtualEventDestinations: { _id: string; name: string }[];
  /** Everyone who signed up (the schema's `rsvps`). */
  attendees: GraphRsvp[];
  rsvp: GraphRsvp | null;
  guestRsvp: GraphRsvp | null;
  invite: GraphInvite | null;
  hasWaitlist: boolean;
  waitlistCount: number;
}

interface RsvpRow {
  id: string;
  event_id: string;
  user_id: string;
  type: 'UserRSVP' | 'GuestRSVP';
  guest_name: string | null;
  status: 'Attending' | 'Waitlisted' | 'Withdrawn';
  comments: string | null;
  added_by_staff: boolean;
  first_name: string;
  last_name: string;
  opt_out_of_directory: boolean;
  user_type: string;
}

interface InviteRow {
  id: string;
  event_id: string;
  status: 'Pending' | 'Accepted' | 'Declined';
  inviter_id: string;
  invitee_id: string;
  inviter_first: string;
  inviter_last: string;
  inviter_rsvp_id: string | null;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toRsvp(row: RsvpRow, viewer: EventViewer): GraphRsvp {
  // A resident who opted out of the event community's directory is not named to other residents.
  const hidden =
    row.opt_out_of_directory && row.user_id !== viewer.userId && viewer.access !== 'demo';
  const firstName = hidden ? 'A' : row.first_name;
  const lastName = hidden ? 'resident' : row.last_name;
  return {
    _id: row.id,
    status: row.status,
    comments: row.comments,
    type: row.type,
    guestName: row.guest_name,
    canWithdraw: !(row.type === 'GuestRSVP' && row.added_by_staff),
    user: {
      _id: hidden ? '' : row.user_id,
      fullName: `${firstName} ${lastName}`,
      firstName,
      lastName,
      optOutOfDirectory: row.user_type === 'Resident' && row.opt_out_of_directory,
    },
  };
}

/** The live RSVPs of these events, in the order they were made. */
function rsvpRowsOf(db: Db, eventIds: readonly string[]): Promise<RsvpRow[]> {
  return db.query<RsvpRow>(
    `SELECT r.id, r.event_id, r.user_id, r.type, r.guest_name, r.status, r.comments,
            r.added_by_staff, u.first_name, u.last_name, u.user_type,
            -- The opt-out of the event's community; someone no longer a member of it stays
            -- unnamed if they opted out anywhere.
            coalesce(uc.opt_out_of_directory,
                     EXISTS (SELECT 1 FROM user_communities o
                              WHERE o.user_id = r.user_id AND o.opt_out_of_directory))
              AS opt_out_of_directory
       FROM event_rsvps r
       JOIN users u ON u.id = r.user_id
       JOIN events e ON e.id = r.event_id
       LEFT JOIN user_communities uc ON uc.user_id = r.user_id AND uc.community_id = e.community_id
      WHERE r.event_id = ANY($1) AND r.status <> 'Withdrawn'
      ORDER BY r.created_at, r.arrival`,
    [eventIds],
  );
}

/**
 * What events show the same to everyone: their calendars, places online, every live sign-up and
 * every pending invite. What is the viewer's own is picked from these in memory.
 */
export interface EventFacts {
  calendarRows: { event_id: string; id: string; name: string; care_settings: string[] }[];
  destinationRows: { event_id: string; id: string; name: string }[];
  rsvpRows: RsvpRow[];
  inviteRows: InviteRow[];
}

export async function readEventFacts(db: Db, ids: readonly string[]): Promise<EventFacts> {
  if (ids.length === 0)
    return { calendarRows: [], destinationRows: [], rsvpRows: [], inviteRows: [] };
  const [calendarRows, destinationRows, rsvpRows, inviteRows] = await Promise.all([
    db.query<EventFacts['calendarRows'][number]>(
      `SELECT l.event_id, c.id, c.name,
              coalesce(array_agg(cs.name ORDER BY cs.name) FILTER (WHERE cs.name IS NOT NULL),
                       '{}') AS care_settings
         FROM event_calendar_links l
         JOIN event_calendars c ON c.id = l.calendar_id
         LEFT JOIN event_calendar_care_settings cs ON cs.calendar_id = c.id
        WHERE l.event_id = ANY($1)
        GROUP BY l.event_id, c.id, c.name
        ORDER BY c.name`,
      [ids],
    ),
    db.query<EventFacts['destinationRows'][number]>(
      `SELECT event_id, id, name FROM virtual_event_destinations
        WHERE event_id = ANY($1) ORDER BY name`,
      [ids],
    ),
    rsvpRowsOf(db, ids),
    db.query<InviteRow>(
      `SELECT i.id, i.event_id, i.status, i.inviter_id, i.invitee_id,
              u.first_name AS inviter_first, u.last_name AS inviter_last,
              r.id AS inviter_rsvp_id
         FROM event_invites i
         JOIN users u ON u.id = i.inviter_id
         LEFT JOIN event_rsvps r ON r.event_id = i.event_id AND r.user_id = i.inviter_id
              AND r.type = 'UserRSVP' AND r.status <> 'Withdrawn'
        WHERE i.event_id = ANY($1) AND i.status = 'Pending'`,
      [ids],
    ),
  ]);
  return { calendarRows, destinationRows, rsvpRows, inviteRows };
}

/** Rows of `list` grouped by their event. */
function byEvent<T extends { event_id: string }>(list: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of list) {
    const group = grouped.get(item.event_id);
    if (group) group.push(item);
    else grouped.set(item.event_id, [item]);
  }
  return grouped;
}

/**
 * Builds the full Event of each row with a fixed number of queries, however many rows; `facts`
 * may come from an answer kept for everyone, and are read otherwise. Spots, the viewer's own
 * sign-ups and invite, and everyone who signed up are taken from the facts.
 */
export async function hydrateEvents(
  db: Db,
  rows: readonly EventRow[],
  viewer: EventViewer,
  facts?: EventFacts,
): Promise<GraphEvent[]> {
  if (rows.length === 0) return [];
  const read =
    facts ??
    (await readEventFacts(
      db,
      rows.map((row) => row.id),
    ));
  const calendars = byEvent(read.calendarRows);
  const destinations = byEvent(read.destinationRows);
  const signups = byEvent(read.rsvpRows);
  const invites = byEvent(read.inviteRows);
  return rows.map((row) => {
    const live = signups.get(row.id) ?? [];
    const taken = live.filter((r) => r.status === 'Attending').length;
    const own = (type: RsvpRow['type']) => {
      const found = live.find((r) => r.user_id === viewer.userId && r.type === type);
      return found ? toRsvp(found, viewer) : null;
    };
    const invite =
      viewer.access === 'act'
        ? invites.get(row.id)?.find((i) => i.invitee_id === viewer.userId)
        : undefined;
    const event: GraphEvent = {
      _id: row.id,
      name: row.name,
      description: row.description,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      allDay: row.all_day,
      location: row.location,
      url: row.url,
      urlDetails: row.url_details,
      signupUrl: row.signup_url,
      commentPrompt: row.comment_prompt,
      costsMoney: row.costs_money,
      totalSpots: row.total_spots,
      openSpots: openSpots(row.total_spots, taken),
      timezone: row.timezone,
      calendars: (calendars.get(row.id) ?? []).map((c) => ({
        _id: c.id,
        name: c.name,
        careSettings: c.care_settings.map((name) => ({ name })),
      })),
      virtualEventDestinations: (destinations.get(row.id) ?? []).map((d) => ({
        _id: d.id,
        name: d.name,
      })),
      attendees: viewer.access === 'view' ? [] : live.map((r) => toRsvp(r, viewer)),
      rsvp: own('UserRSVP'),
      guestRsvp: own('GuestRSVP'),
      invite: null,
      hasWaitlist: live.some((r) => r.status === 'Waitlisted'),
      waitlistCount: live.filter((r) => r.status === 'Waitlisted').length,
    };
    if (invite) event.invite = toInvite(invite, event);
    return event;
  });
}

export function toInvite(row: InviteRow, event: GraphEvent): GraphInvite {
  const fullName = `${row.inviter_first} ${row.inviter_last}`;
  return {
    _id: row.id,
    status: row.status,
    signup: {
      _id: row.inviter_rsvp_id ?? row.id,
      displayName: fullName,
      user: { _id: row.inviter_id, fullName },
      eventInstance: event,
      event: { _id: event._id },
    },
    demo: false,
    message: null,
  };
}

/** The published event with this id, if it is in the community. */
export async function findEventRow(
  db: Db,
  eventId: string,
  communityId?: string,
  lock = false,
): Promise<EventRow | undefined> {
  const [row] = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
       FROM events e JOIN communities c ON c.id = e.community_id
      WHERE e.id = $1 AND e.published AND ($2::text IS NULL OR e.community_id = $2)
      ${lock ? 'FOR UPDATE OF e' : ''}`,
    [eventId, communityId ?? null],
  );
  return row;
}

export interface EventListQuery {
  window: TimeWindow;
  calendars: readonly string[];
  search: string;
  page: number;
  limit: number;
}

/** One page of published events of the viewer's community, soonest first, and the total. */
export async function listEventRows(
  db: Db,
  communityId: string,
  query: EventListQuery,
): Promise<{ rows: EventRow[]; total: number }> {
  const params = [
    communityId,
    query.window.from.toISOString(),
    query.window.to.toISOString(),
    query.calendars.length > 0 ? query.calendars : null,
    query.search ? `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null,
  ];
  const where = `e.community_id = $1 AND e.published
    AND e.ends_at > $2::timestamptz AND e.starts_at < $3::timestamptz
    AND ($4::text[] IS NULL OR EXISTS (SELECT 1 FROM event_calendar_links l
                                         WHERE l.event_id = e.id AND l.calendar_id = ANY($4)))
    AND ($5::text IS NULL OR e.name ILIKE $5 OR e.description ILIKE $5 OR e.location ILIKE $5)`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM events e WHERE ${where}`,
    params,
  );
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
       FROM events e JOIN communities c ON c.id = e.community_id
      WHERE ${where}
      ORDER BY e.starts_at, e.name, e.id
      LIMIT $6 OFFSET $7`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  return { rows, total: count.total };
}

/** Events the viewer has a live RSVP for (their own or their guest's) in the window. */
export async function myEventRows(
  db: Db,
  viewer: EventViewer,
  window: TimeWindow,
): Promise<EventRow[]> {
  return db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
       FROM events e JOIN communities c ON c.id = e.community_id
      WHERE e.community_id = $1 AND e.published
        AND e.ends_at > $3::timestamptz AND e.starts_at < $4::timestamptz
        AND EXISTS (SELECT 1 FROM event_rsvps r
                     WHERE r.event_id = e.id AND r.user_id = $2 AND r.status <> 'Withdrawn')
      ORDER BY e.starts_at, e.name, e.id`,
    [viewer.communityId, viewer.userId, window.from.toISOString(), window.to.toISOString()],
  );
}

/** Rows of the viewer's invites with this status (all statuses when none is given). */
export async function myInviteRows(
  db: Db,
  viewer: EventViewer,
  status: string | null,
): Promise<{ invites: InviteRow[]; events: EventRow[] }> {
  const invites = await db.query<InviteRow>(
    `SELECT i.id, i.event_id, i.status, i.inviter_id, i.invitee_id,
            u.first_name AS inviter_first, u.last_name AS inviter_last,
            r.id AS inviter_rsvp_id
       FROM event_invites i
       JOIN events e ON e.id = i.event_id AND e.published AND e.community_id = $2
       JOIN users u ON u.id = i.inviter_id
       LEFT JOIN event_rsvps r ON r.event_id = i.event_id AND r.user_id = i.inviter_id
            AND r.type = 'UserRSVP' AND r.status <> 'Withdrawn'
      WHERE i.invitee_id = $1 AND ($3::text IS NULL OR i.status = $3)
        AND e.ends_at > $4
      ORDER BY e.starts_at, i.created_at`,
    [viewer.userId, viewer.communityId, status, new Date()],
  );
  const eventIds = [...new Set(invites.map((invite) => invite.event_id))];
  const events =
    eventIds.length === 0
      ? []
      : await db.query<EventRow>(
          `SELECT ${EVENT_COLUMNS}
             FROM events e JOIN communities c ON c.id = e.community_id
            WHERE e.id = ANY($1)`,
          [eventIds],
        );
  return { invites, events };
}

export type { InviteRow };
