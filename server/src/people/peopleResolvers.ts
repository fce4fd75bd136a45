import type { Resolvers } from '../graph/resolverTypes.ts';
import { addContacts, loadAddressBook, removeContact } from './addressBookService.ts';
import {
  directoryCount,
  directoryLists,
  listsFromRoleCodes,
  personDetails,
} from './directoryService.ts';
import { answerInvitation, myContactInvitations, sendInvite } from './inviteService.ts';
import { setPropertiesHidden, updateResident } from './profileService.ts';

/** The people area's GraphQL: directory, profile privacy, share and voice-assistant contacts. */
export const peopleResolvers: Resolvers = {
  Query: {
    directory: (_root, args, context) =>
      directoryLists(
        context,
        args.communityId,
        listsFromRoleCodes(args.roles),
        args.query,
        args.page,
      ),
    directoryCount: (_root, args, context) =>
      directoryCount(context, args.communityId, listsFromRoleCodes(args.roles), args.query),
    staffDirectory: (_root, args, context) =>
      directoryLists(context, args.communityId, ['staff'], args.query, args.page),
    residentDetails: (_root, args, { db, session }) =>
      personDetails(db, session, args.communityId, args.id),
    alexaAddressBook: (_root, args, { db, session }) =>
      loadAddressBook(db, session, args.communityId),
    myContactInvitations: (_root, _args, { db, session }) => myContactInvitations(db, session),
  },
  Mutation: {
    addContactToPersonalAddressbook: (_root, args, { db, session }) =>
      addContacts(db, session, args.communityId, args.roomName, args.contacts),
    removeContactFromPersonalAddressBook: (_root, args, { db, session }) =>
      removeContact(db, session, args.communityId, args.roomName, args.contactName),
    sendInvite: (_root, args, { db, session }) => sendInvite(db, session, args.communityId, args),
    acceptContactInvitation: (_root, args, { db, session }) =>
      answerInvitation(db, session, args.invitationId, 'Accepted'),
    declineContactInvitation: (_root, args, { db, session }) =>
      answerInvitation(db, session, args.invitationId, 'Declined'),
    updateResident: (_root, args, { db, session }) =>
      updateResident(db, session, args.communityId, args.residentId, args.edits, args.deletions),
    hideResidentProperties: (_root, args, { db, session }) =>
      setPropertiesHidden(db, session, args.communityId, args.residentId, args.properties, true),
    exposeResidentProperties: (_root, args, { db, session }) =>
      setPropertiesHidden(db, session, args.communityId, args.residentId, args.properties, false),
  },
};
