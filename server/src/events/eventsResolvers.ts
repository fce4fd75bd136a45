import { checkSearchText, EVENT_PAGE_SIZE, strings } from '@portal/contracts';
import type { PortalSession } from '../auth/portalToken.ts';
import type { Db } from '../db/database.ts';
import { badInput, forbidden, notFound } from '../graph/graphErrors.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { acceptInvite, declineInvite, modifyComment, signUp, withdraw } from './eventActions.ts';
import {
  findEventRow,
  hydrateEvents,
  listEventRows,
  myEventRows,
  myInviteRows,
  toInvite,
} from './eventRepository.ts';
import { myEventsWindow, timeframeWindow } from './eventTimeframe.ts';
import { loadViewer, servesSignups } from './eventViewer.ts';

export const EVENT_PAGE_MAX = 100;

/** An action on an event is taken in the event's community, by a member of it. */
async function viewerForEvent(db: Db, session: PortalSession, eventId: string) {
  const row = await findEventRow(db, eventId);
  if (!row) throw notFound(strings.eventNotFound);
  return loadViewer(db, session, row.community_id).catch(() => {
    throw notFound(strings.eventNotFound);
  });
}

async function viewerForInvite(db: Db, session: PortalSession, inviteId: string) {
  const [row] = await db.query<{ community_id: string }>(
    `SELECT e.community_id FROM event_invites i JOIN events e ON e.id = i.event_id
      WHERE i.id = $1 AND e.published`,
    [inviteId],
  );
  if (!row) throw notFound(strings.inviteNotFound);
  return loadViewer(db, session, row.community_id).catch(() => {
    throw notFound(strings.inviteNotFound);
  });
}

export const eventsResolvers: Resolvers = {
  Event: {
    rsvps: (event) => event.attendees(),
  },
  Query: {
    events: async (_root, args, { db, session }) => {
      const viewer = await loadViewer(db, session, args.communityId);
      const page = args.page ?? 1;
      const limit = args.limit ?? EVENT_PAGE_SIZE;
      if (!Number.isInteger(page) || page < 1) throw badInput('The page must be 1 or more.');
      if (!Number.isInteger(limit) || limit < 1 || limit > EVENT_PAGE_MAX) {
        throw badInput(`The limit must be between 1 and ${EVENT_PAGE_MAX}.`);
      }
      const search = args.search ? checkSearchText(args.search) : null;
      if (search && !search.ok) throw badInput(search.message);
      const window = timeframeWindow(args.timeframe ?? 'Year', new Date(), viewer.timeZone);
      const { rows, total } = await listEventRows(db, viewer.communityId, {
        window,
        calendars: args.calendars ?? [],
        search: search?.text ?? '',
        page,
        limit,
      });
      return {
        events: await hydrateEvents(db, rows, viewer),
        pageInfo: { page, limit, total, hasNextPage: page * limit < total },
      };
    },
    eventCalendars: async (_root, args, { db, session }) => {
      const viewer = await loadViewer(db, session, args.communityId);
      const rows = await db.query<{ id: string; name: string; care_settings: string[] }>(
        `SELECT c.id, c.name,
                coalesce(array_agg(cs.name ORDER BY cs.name) FILTER (WHERE cs.name IS NOT NULL),
                         '{}') AS care_settings
           FROM event_calendars c
           LEFT JOIN event_calendar_care_settings cs ON cs.calendar_id = c.id
          WHERE c.community_id = $1
          GROUP BY c.id, c.name
          ORDER BY c.name`,
        [viewer.communityId],
      );
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        careSettings: row.care_settings.map((name) => ({ name })),
      }));
    },
    event: async (_root, args, { db, session }) => {
      // Asked about another community than the caller's: refused, as every community call is.
      const viewer = await loadViewer(db, session, args.communityId);
      const row = await findEventRow(db, args.eventId);
      if (row?.community_id !== args.communityId) throw notFound(strings.eventNotFound);
      const [event] = await hydrateEvents(db, [row], viewer);
      return event;
    },
    myEvents: async (_root, args, { db, session }) => {
      const viewer = await loadViewer(db, session, args.communityId);
      if (viewer.access === 'view') throw forbidden(strings.signupsForbidden);
      if (!servesSignups(viewer)) return [];
      const rows = await myEventRows(db, viewer, myEventsWindow(new Date(), viewer.timeZone));
      return hydrateEvents(db, rows, viewer);
    },
    myInvites: async (_root, args, { db, session }) => {
      const viewer = await loadViewer(db, session, args.communityId);
      if (viewer.access === 'view') throw forbidden(strings.signupsForbidden);
      if (!servesSignups(viewer)) return [];
      const { invites, events } = await myInviteRows(db, viewer, args.status ?? null);
      const hydrated = new Map(
        (await hydrateEvents(db, events, viewer)).map((event) => [event._id, event]),
      );
      return invites.flatMap((invite) => {
        const event = hydrated.get(invite.event_id);
        return event ? [toInvite(invite, event)] : [];
      });
    },
  },
  Mutation: {
    eventSignup: async (_root, args, { db, session }) =>
      signUp(db, await viewerForEvent(db, session, args.eventId), args),
    eventWithdraw: async (_root, args, { db, session }) =>
      withdraw(db, await viewerForEvent(db, session, args.eventId), args.eventId, args.rsvpId),
    acceptEventInvite: async (_root, args, { db, session }) =>
      acceptInvite(db, await viewerForInvite(db, session, args.inviteId), args.inviteId),
    declineEventInvite: async (_root, args, { db, session }) =>
      declineInvite(db, await viewerForInvite(db, session, args.inviteId), args.inviteId),
    modifySignupComment: async (_root, args, { db, session }) =>
      modifyComment(db, await viewerForEvent(db, session, args.eventId), args),
  },
};
