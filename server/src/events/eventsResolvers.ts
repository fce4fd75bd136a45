import { checkSearchText, EVENT_PAGE_SIZE, strings } from '@portal/contracts';
import type { MercuriusContext } from 'mercurius';
import { badInput, forbidden, notFound } from '../graph/graphErrors.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { acceptInvite, declineInvite, modifyComment, signUp, withdraw } from './eventActions.ts';
import {
  findEventRow,
  hydrateEvents,
  listEventRows,
  myEventRows,
  myInviteRows,
  readEventFacts,
  toInvite,
} from './eventRepository.ts';
import { myEventsWindow, timeframeWindow } from './eventTimeframe.ts';
import { loadViewer, servesSignups } from './eventViewer.ts';

export const EVENT_PAGE_MAX = 100;

/** An action on an event is taken in the event's community, by a member of it. */
async function viewerForEvent(context: MercuriusContext, eventId: string) {
  const row = await findEventRow(context.db, eventId);
  if (!row) throw notFound(strings.eventNotFound);
  return loadViewer(context, row.community_id).catch(() => {
    throw notFound(strings.eventNotFound);
  });
}

async function viewerForInvite(context: MercuriusContext, inviteId: string) {
  const [row] = await context.db.query<{ community_id: string }>(
    `SELECT e.community_id FROM event_invites i JOIN events e ON e.id = i.event_id
      WHERE i.id = $1 AND e.published`,
    [inviteId],
  );
  if (!row) throw notFound(strings.inviteNotFound);
  return loadViewer(context, row.community_id).catch(() => {
    throw notFound(strings.inviteNotFound);
  });
}

export const eventsResolvers: Resolvers = {
  Event: {
    rsvps: (event) => event.attendees,
  },
  Query: {
    events: async (_root, args, context) => {
      const { db, answers } = context;
      const viewer = await loadViewer(context, args.communityId);
      const page = args.page ?? 1;
      const limit = args.limit ?? EVENT_PAGE_SIZE;
      if (!Number.isInteger(page) || page < 1) throw badInput('The page must be 1 or more.');
      if (!Number.isInteger(limit) || limit < 1 || limit > EVENT_PAGE_MAX) {
        throw badInput(`The limit must be between 1 and ${EVENT_PAGE_MAX}.`);
      }
      const search = args.search ? checkSearchText(args.search) : null;
      if (search && !search.ok) throw badInput(search.message);
      const list = {
        timeframe: args.timeframe ?? 'Year',
        calendars: args.calendars ?? [],
        search: search?.text ?? '',
        page,
        limit,
      };
      // The page and its facts are the same for everyone in the community (the window starts
      // when they were read); the viewer's own sign-ups and invite are picked from them.
      const { rows, total, facts } = await answers.answerThisMinute(
        'events',
        viewer.communityId,
        JSON.stringify({ ...list, timeZone: viewer.timeZone }),
        async (now) => {
          const window = timeframeWindow(list.timeframe, now, viewer.timeZone);
          const listed = await listEventRows(db, viewer.communityId, { ...list, window });
          const ids = listed.rows.map((row) => row.id);
          return { ...listed, facts: await readEventFacts(db, ids) };
        },
      );
      return {
        events: await hydrateEvents(db, rows, viewer, facts),
        pageInfo: { page, limit, total, hasNextPage: page * limit < total },
      };
    },
    eventCalendars: async (_root, args, context) => {
      const { db, answers } = context;
      const viewer = await loadViewer(context, args.communityId);
      const rows = await answers.answer('events', viewer.communityId, 'calendars', () =>
        db.query<{ id: string; name: string; care_settings: string[] }>(
          `SELECT c.id, c.name,
                coalesce(array_agg(cs.name ORDER BY cs.name) FILTER (WHERE cs.name IS NOT NULL),
                         '{}') AS care_settings
           FROM event_calendars c
           LEFT JOIN event_calendar_care_settings cs ON cs.calendar_id = c.id
          WHERE c.community_id = $1
          GROUP BY c.id, c.name
          ORDER BY c.name`,
          [viewer.communityId],
        ),
      );
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        careSettings: row.care_settings.map((name) => ({ name })),
      }));
    },
    event: async (_root, args, context) => {
      const { db } = context;
      // Asked about another community than the caller's: refused, as every community call is.
      const viewer = await loadViewer(context, args.communityId);
      const row = await findEventRow(db, args.eventId);
      if (row?.community_id !== args.communityId) throw notFound(strings.eventNotFound);
      const [event] = await hydrateEvents(db, [row], viewer);
      return event;
    },
    myEvents: async (_root, args, context) => {
      const { db } = context;
      const viewer = await loadViewer(context, args.communityId);
      if (viewer.access === 'view') throw forbidden(strings.signupsForbidden);
      if (!servesSignups(viewer)) return [];
      const rows = await myEventRows(db, viewer, myEventsWindow(new Date(), viewer.timeZone));
      return hydrateEvents(db, rows, viewer);
    },
    myInvites: async (_root, args, context) => {
      const { db } = context;
      const viewer = await loadViewer(context, args.communityId);
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
    eventSignup: async (_root, args, context) =>
      signUp(context.db, await viewerForEvent(context, args.eventId), args),
    eventWithdraw: async (_root, args, context) =>
      withdraw(context.db, await viewerForEvent(context, args.eventId), args.eventId, args.rsvpId),
    acceptEventInvite: async (_root, args, context) =>
      acceptInvite(context.db, await viewerForInvite(context, args.inviteId), args.inviteId),
    declineEventInvite: async (_root, args, context) =>
      declineInvite(context.db, await viewerForInvite(context, args.inviteId), args.inviteId),
    modifySignupComment: async (_root, args, context) =>
      modifyComment(context.db, await viewerForEvent(context, args.eventId), args),
  },
};
