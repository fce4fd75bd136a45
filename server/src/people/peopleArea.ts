import { SEARCH_MAX } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaModule } from '../areas/areaModule.ts';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { requestedCommunityId } from '../graph/callerScope.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { perPersonPerMinute } from '../http/rateLimits.ts';
import { isRecord, stringField } from '../http/requestInput.ts';
import { addContacts, loadAddressBook, removeContact } from './addressBookService.ts';
import { CONTENT_SEARCHES } from './contentSearches.ts';
import { directoryLists, listsFromRoleCodes, personDetails } from './directoryService.ts';
import { answerInvitation, myContactInvitations, sendInvite } from './inviteService.ts';
import { peopleTypeDefs } from './peopleSchema.ts';
import { search } from './peopleSearch.ts';
import type { AddressBookContactInput } from './peopleValidation.ts';
import { type ResidentEdits, setPropertiesHidden, updateResident } from './profileService.ts';

interface Community {
  communityId?: string | null;
}

const resolvers: Resolvers = {
  Query: {
    directory: (
      _root: unknown,
      args: { communityId: string; query?: string | null; roles?: number[] | null },
      { db, session },
    ) =>
      directoryLists(
        db,
        session.userId,
        args.communityId,
        listsFromRoleCodes(args.roles),
        args.query,
      ),
    staffDirectory: (
      _root: unknown,
      args: { communityId: string; query?: string | null },
      { db, session },
    ) => directoryLists(db, session.userId, args.communityId, ['staff'], args.query),
    residentDetails: (_root: unknown, args: { id: string } & Community, { db, session }) =>
      personDetails(db, session.userId, requestedCommunityId(session, args.communityId), args.id),
    alexaAddressBook: (_root: unknown, args: Community, { db, session }) =>
      loadAddressBook(db, session, requestedCommunityId(session, args.communityId)),
    myContactInvitations: (_root: unknown, _args: unknown, { db, session }) =>
      myContactInvitations(db, session),
  },
  Mutation: {
    addContactToPersonalAddressbook: (
      _root: unknown,
      args: { roomName: string; contacts: AddressBookContactInput[] } & Community,
      { db, session },
    ) =>
      addContacts(
        db,
        session,
        requestedCommunityId(session, args.communityId),
        args.roomName,
        args.contacts,
      ),
    removeContactFromPersonalAddressBook: (
      _root: unknown,
      args: { roomName: string; contactName: string } & Community,
      { db, session },
    ) =>
      removeContact(
        db,
        session,
        requestedCommunityId(session, args.communityId),
        args.roomName,
        args.contactName,
      ),
    sendInvite: (_root: unknown, args: Record<string, unknown> & Community, { db, session }) =>
      sendInvite(db, session, requestedCommunityId(session, args.communityId), args),
    acceptContactInvitation: (_root: unknown, args: { invitationId: string }, { db, session }) =>
      answerInvitation(db, session, args.invitationId, 'Accepted'),
    declineContactInvitation: (_root: unknown, args: { invitationId: string }, { db, session }) =>
      answerInvitation(db, session, args.invitationId, 'Declined'),
    updateResident: (
      _root: unknown,
      args: {
        residentId: string;
        edits?: ResidentEdits | null;
        deletions?: string[] | null;
      } & Community,
      { db, session },
    ) =>
      updateResident(
        db,
        session,
        requestedCommunityId(session, args.communityId),
        args.residentId,
        args.edits,
        args.deletions,
      ),
    hideResidentProperties: (
      _root: unknown,
      args: { residentId: string; properties: string[] },
      { db, session },
    ) => setPropertiesHidden(db, session, args.residentId, args.properties, true),
    exposeResidentProperties: (
      _root: unknown,
      args: { residentId: string; properties: string[] },
      { db, session },
    ) => setPropertiesHidden(db, session, args.residentId, args.properties, false),
  },
};

function registerSearchRoute(app: FastifyInstance, db: Db): void {
  const options = {
    config: { rateLimit: perPersonPerMinute(30) },
    schema: {
      body: {
        type: 'object',
        properties: {
          communityId: { type: 'string', maxLength: ID_MAX },
          query: { type: 'string', maxLength: SEARCH_MAX },
        },
      },
    },
  };
  app.post('/search', options, async (request, reply) => {
    const session = requireSession(request);
    const communityId = stringField(request.body, 'communityId');
    const query = isRecord(request.body) ? request.body.query : undefined;
    if (!communityId) return reply.code(400).send({ message: 'communityId is required' });
    if (typeof query !== 'string') return reply.code(400).send({ message: 'query is required' });
    const outcome = await search(db, session.userId, communityId, query, CONTENT_SEARCHES);
    if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message });
    return outcome.answer;
  });
}

/** The people area: directory, profile privacy, share, voice-assistant contacts and search. */
export const peopleArea: AreaModule = {
  name: 'people',
  typeDefs: peopleTypeDefs,
  resolvers,
  routes: registerSearchRoute,
};
