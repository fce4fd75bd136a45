import { join } from 'node:path';
import type { AreaModule } from '../areas/areaModule.ts';
import { requestedCommunityId } from '../graph/callerScope.ts';
import type { Resolvers } from '../graph/resolverTypes.ts';
import { addContacts, loadAddressBook, removeContact } from './addressBookService.ts';
import { directoryLists, listsFromRoleCodes, personDetails } from './directoryService.ts';
import { answerInvitation, myContactInvitations, sendInvite } from './inviteService.ts';
import { peopleTypeDefs } from './peopleSchema.ts';
import { peopleSearch } from './peopleSearch.ts';
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

/** The people area: directory, profile privacy, share, voice-assistant contacts and search. */
export const peopleArea: AreaModule = {
  name: 'people',
  migrations: join(import.meta.dirname, 'migrations'),
  typeDefs: peopleTypeDefs,
  resolvers,
  search: peopleSearch,
};
