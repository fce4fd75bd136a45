import { AREA_MODULES } from '../areas/areaModules.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { bulkInsert } from './bulkInsert.ts';
import type { Db } from './database.ts';
import { buildDemoDataset } from './seedData/buildDemoDataset.ts';
import type { DemoDataset } from './seedData/demoDataset.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM communities) AS empty',
  );
  return row.empty;
}

/**
 * Seeds the demo communities unless the database already holds a community; the demo's uploaded
 * files go to `files`.
 */
export async function seedIfEmpty(db: Db, files: FileStore): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together must not both seed.
    await tx.query('LOCK TABLE communities IN EXCLUSIVE MODE');
    if (!(await isDatabaseEmpty(tx))) return false;
    const dataset = buildDemoDataset();
    await insertDataset(tx, dataset);
    for (const area of AREA_MODULES) await area.seed?.(tx, dataset, files);
    return true;
  });
}

/** Removes every row the seed writes (and what hangs off them), keeping the schema. */
export async function clearData(db: Db): Promise<void> {
  // CASCADE also empties every area table that hangs off communities or users.
  await db.exec(`TRUNCATE communities, users, user_communities, rooms, user_rooms,
    contact_relationships, home_systems, alexa_address_books, alexa_contacts, mail_outbox,
    password_reset_codes, analytics_events CASCADE`);
}

export async function insertDataset(db: Db, data: DemoDataset): Promise<void> {
  await bulkInsert(
    db,
    'communities',
    ['id', 'name', 'timezone', 'settings', 'flags'],
    data.communities.map((c) => [
      c.id,
      c.name,
      c.timezone,
      JSON.stringify(c.settings),
      JSON.stringify(c.flags),
    ]),
  );
  await bulkInsert(
    db,
    'rooms',
    ['id', 'community_id', 'name', 'building'],
    data.rooms.map((r) => [r.id, r.communityId, r.name, r.building]),
  );
  await bulkInsert(
    db,
    'users',
    [
      'id',
      'user_type',
      'roles',
      'first_name',
      'last_name',
      'preferred_name',
      'email',
      'primary_community_id',
      'biography',
      'hidden_fields',
      'primary_phone',
      'family',
      'address',
      'building',
      'phone_number',
      'secondary_phone',
      'birthdate',
      'has_alexa_device',
      'care_setting',
      'job_title',
      'department',
    ],
    data.users.map((u) => [
      u.id,
      u.userType,
      u.roles,
      u.firstName,
      u.lastName,
      u.preferredName,
      u.email,
      u.primaryCommunityId,
      u.biography,
      u.hiddenFields,
      u.primaryPhone,
      u.family,
      u.address,
      u.building,
      u.phoneNumber,
      u.secondaryPhone,
      u.birthdate,
      u.hasAlexaDevice,
      u.careSetting,
      u.jobTitle,
      u.department,
    ]),
  );
  await bulkInsert(
    db,
    'user_communities',
    ['user_id', 'community_id', 'opt_out_of_directory'],
    // A seeded opt-out holds in each of the person's communities.
    data.users.flatMap((u) =>
      u.communityIds.map((communityId) => [u.id, communityId, u.optOutOfDirectory]),
    ),
  );
  await bulkInsert(
    db,
    'user_rooms',
    ['user_id', 'room_id'],
    data.users.flatMap((u) => u.roomIds.map((roomId) => [u.id, roomId])),
  );
  await bulkInsert(
    db,
    'contact_relationships',
    ['contact_id', 'resident_id', 'relationship', 'is_primary'],
    data.relationships.map((r) => [r.contactId, r.residentId, r.relationship, r.isPrimary]),
  );
  await bulkInsert(
    db,
    'home_systems',
    ['id', 'user_id', 'analytics_id', 'ctoken', 'password', 'username', 'system_status'],
    data.homeSystems.map((h) => [
      h.id,
      h.userId,
      h.analyticsId,
      h.ctoken,
      h.password,
      h.username,
      h.systemStatus,
    ]),
  );
  await bulkInsert(
    db,
    'alexa_address_books',
    ['id', 'room_id', 'name'],
    data.addressBooks.map((b) => [b.id, b.roomId, b.name]),
  );
  await bulkInsert(
    db,
    'alexa_contacts',
    ['address_book_id', 'contact_id', 'type', 'phone_numbers', 'name'],
    data.addressBooks.flatMap((b) =>
      b.contacts.map((c) => [b.id, c.contactId, c.type, c.phoneNumbers, c.name]),
    ),
  );
}
