import { normalizePhone } from '@portal/contracts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { badInput, forbidden, notFound } from '../graph/graphErrors.ts';
import type { ProfileAddressBook } from '../users/userProfile.ts';
import { requireViewer } from './directoryService.ts';
import { type AddressBookContactInput, checkAddressBookContacts } from './peopleValidation.ts';

interface RoomAccess {
  room_id: string;
  room_name: string;
  book_id: string | null;
  alexa_calling: boolean | null;
  has_device: boolean | null;
}

/**
 * The caller's room by name in the community, with what decides whether its address book may be
 * changed: spec 4 and 6, community setting alexaCallingEnabled and a resident with a device.
 */
async function requireBookAccess(
  db: Db,
  session: CallerSession,
  communityId: string,
  roomName: string,
): Promise<RoomAccess> {
  const viewer = requireViewer(session, communityId);
  if (viewer.userType !== 'Resident') throw forbidden('The address book is for residents only.');
  const [access] = await db.query<RoomAccess>(
    `SELECT r.id AS room_id, r.name AS room_name, b.id AS book_id,
            (c.settings->>'alexaCallingEnabled')::boolean AS alexa_calling,
            u.has_alexa_device AS has_device
       FROM user_rooms ur
       JOIN rooms r ON r.id = ur.room_id AND r.community_id = $2
       JOIN communities c ON c.id = r.community_id
       JOIN users u ON u.id = ur.user_id
       LEFT JOIN alexa_address_books b ON b.room_id = r.id
      WHERE ur.user_id = $1 AND r.name = $3`,
    [session.userId, communityId, roomName.trim()],
  );
  if (!access) throw notFound('This room is not yours.');
  if (access.alexa_calling !== true) {
    throw forbidden('Voice-assistant calling is not available in this community.');
  }
  if (access.has_device !== true) throw forbidden('You have no voice-assistant device.');
  return access;
}

export async function addContacts(
  db: Db,
  session: CallerSession,
  communityId: string,
  roomName: string,
  contacts: readonly AddressBookContactInput[],
): Promise<{ message: string }> {
  const access = await requireBookAccess(db, session, communityId, roomName);
  return db.transaction(async (tx) => {
    let bookId = access.book_id;
    if (!bookId) {
      bookId = `book-${access.room_id}`;
      await tx.query('INSERT INTO alexa_address_books (id, room_id, name) VALUES ($1, $2, $3)', [
        bookId,
        access.room_id,
        access.room_name,
      ]);
    }
    // Lock the book so two adds at once cannot pass the limit together.
    await tx.query('SELECT id FROM alexa_address_books WHERE id = $1 FOR UPDATE', [bookId]);
    const existing = await tx.query<{ name: string; phone_numbers: string[] }>(
      'SELECT name, phone_numbers FROM alexa_contacts WHERE address_book_id = $1',
      [bookId],
    );
    const checked = checkAddressBookContacts(
      contacts,
      existing.flatMap((row) => row.phone_numbers.map((n) => normalizePhone(n) ?? n)),
      existing.map((row) => row.name),
    );
    if (!checked.ok) throw badInput(checked.message);
    for (const contact of checked.value) {
      await tx.query(
        `INSERT INTO alexa_contacts (address_book_id, contact_id, type, phone_numbers, name)
         VALUES ($1, $2, 'pstn', $3, $4)`,
        [bookId, `pstn-${contact.phoneNumbers[0]}`, contact.phoneNumbers, contact.name],
      );
    }
    const names = checked.value.map((contact) => contact.name).join(', ');
    return { message: `${names} added to the address book.` };
  });
}

export async function removeContact(
  db: Db,
  session: CallerSession,
  communityId: string,
  roomName: string,
  contactName: string,
): Promise<{ message: string }> {
  const access = await requireBookAccess(db, session, communityId, roomName);
  const removed = access.book_id
    ? await db.query<{ name: string }>(
        'DELETE FROM alexa_contacts WHERE address_book_id = $1 AND name = $2 RETURNING name',
        [access.book_id, contactName.trim()],
      )
    : [];
  if (removed.length === 0) throw notFound('This contact is not in the address book.');
  return { message: `${removed[0].name} removed from the address book.` };
}

/** The caller's address book (first room in the community that has one), or null. */
export async function loadAddressBook(
  db: Db,
  session: CallerSession,
  communityId: string,
): Promise<ProfileAddressBook | null> {
  requireViewer(session, communityId);
  const [row] = await db.query<{ book: ProfileAddressBook }>(
    `SELECT json_build_object(
              'name', b.name,
              'contacts', (SELECT coalesce(json_agg(json_build_object(
                                   'contactId', ac.contact_id, 'type', ac.type,
                                   'phoneNumbers', ac.phone_numbers, 'name', ac.name) ORDER BY ac.id), '[]'::json)
                             FROM alexa_contacts ac WHERE ac.address_book_id = b.id),
              'rooms', json_build_array(json_build_object('_id', r.id, 'name', r.name))) AS book
       FROM user_rooms ur
       JOIN rooms r ON r.id = ur.room_id AND r.community_id = $2
       JOIN alexa_address_books b ON b.room_id = r.id
      WHERE ur.user_id = $1
      ORDER BY r.name LIMIT 1`,
    [session.userId, communityId],
  );
  return row?.book ?? null;
}
