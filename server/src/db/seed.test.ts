import { temporaryFileStore } from '../testing/testApp.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import type { Db } from './database.ts';
import { migrate } from './migrate.ts';
import { clearData, isDatabaseEmpty, seedIfEmpty } from './seed.ts';
import {
  buildDemoDataset,
  MAPLE_GROVE_COUNTS,
  WILLOW_CREEK_COUNTS,
} from './seedData/buildDemoDataset.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from './seedData/demoAccounts.ts';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
}, 60_000);

afterAll(() => db.close());

async function roleCounts(communityId: string): Promise<Record<string, number>> {
  const rows = await db.query<{ role: string; count: number }>(
    `SELECT u.roles[1] AS role, count(*)::int AS count
       FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1
      GROUP BY 1`,
    [communityId],
  );
  return Object.fromEntries(rows.map((row) => [row.role, row.count]));
}

/** Everything the seed wrote, in a stable order, without timestamps. */
async function contentDigest(target: Db): Promise<string> {
  const tables = {
    communities: 'SELECT id, name, timezone, settings, flags FROM communities ORDER BY id',
    users: `SELECT id, user_type, roles, first_name, last_name, email, primary_phone, biography,
                   hidden_fields, to_char(birthdate, 'YYYY-MM-DD') AS birthdate
              FROM users ORDER BY id`,
    rooms: 'SELECT * FROM rooms ORDER BY id',
    memberships: 'SELECT * FROM user_communities ORDER BY user_id, community_id',
    relationships:
      'SELECT contact_id, resident_id, relationship FROM contact_relationships ORDER BY 1, 2',
    homeSystems: 'SELECT * FROM home_systems ORDER BY id',
    contacts:
      'SELECT address_book_id, contact_id, type, phone_numbers, name FROM alexa_contacts ORDER BY 1, 5',
  };
  const digest: Record<string, unknown> = {};
  for (const [name, sql] of Object.entries(tables)) digest[name] = await target.query(sql);
  return JSON.stringify(digest);
}

describe('seedIfEmpty', () => {
  it('seeds an empty database once', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db, temporaryFileStore().store)).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await seedIfEmpty(db, temporaryFileStore().store)).toBe(false);
  }, 60_000);

  it('puts 120 residents, 20 staff and 60 family and friends in Willow Creek', async () => {
    expect(await roleCounts(WILLOW_CREEK_ID)).toEqual({
      Resident: WILLOW_CREEK_COUNTS.residents,
      Staff: WILLOW_CREEK_COUNTS.staff,
      Family: WILLOW_CREEK_COUNTS.family,
      Advocate: 1,
    });
    expect(WILLOW_CREEK_COUNTS).toEqual({ residents: 120, staff: 20, family: 60 });
  });

  it('gives Maple Grove its own people, plus the demo resident', async () => {
    expect(await roleCounts(MAPLE_GROVE_ID)).toEqual({
      Resident: MAPLE_GROVE_COUNTS.residents + 1,
      Staff: MAPLE_GROVE_COUNTS.staff,
      Family: MAPLE_GROVE_COUNTS.family,
    });
    const [shared] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM user_communities a
         JOIN user_communities b ON a.user_id = b.user_id
        WHERE a.community_id = $1 AND b.community_id = $2`,
      [WILLOW_CREEK_ID, MAPLE_GROVE_ID],
    );
    expect(shared.count).toBe(1);
  });

  it('creates the four demo accounts with their roles and types', async () => {
    const rows = await db.query<{ email: string; user_type: string; roles: string[] }>(
      'SELECT email, user_type, roles FROM users WHERE email LIKE $1 ORDER BY email',
      ['%@demo.portal'],
    );
    expect(rows).toEqual([
      { email: 'advocate@demo.portal', user_type: 'Contact', roles: ['Advocate'] },
      { email: 'family@demo.portal', user_type: 'Contact', roles: ['Family'] },
      { email: 'resident@demo.portal', user_type: 'Resident', roles: ['Resident'] },
      { email: 'staff@demo.portal', user_type: 'Staff', roles: ['Staff'] },
    ]);
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(rows.map((r) => r.email));
    const [daughter] = await db.query<{ relationship: string }>(
      'SELECT relationship FROM contact_relationships WHERE contact_id = $1 AND resident_id = $2',
      [DEMO_FAMILY_ID, DEMO_RESIDENT_ID],
    );
    expect(daughter.relationship).toBe('Daughter');
  });

  it('writes realistic people: phones, relationships, opt-outs and hidden fields', async () => {
    const phones = await db.query<{ phone: string }>(
      `SELECT unnest(ARRAY[primary_phone, phone_number, secondary_phone]) AS phone FROM users`,
    );
    const numbers = phones.map((row) => row.phone).filter((phone) => phone !== null);
    expect(numbers.length).toBeGreaterThan(200);
    for (const phone of numbers) expect(phone).toMatch(/^(\+1)?\d{10}$/);
    expect(numbers.some((phone) => phone.startsWith('+1'))).toBe(true);
    expect(numbers.some((phone) => !phone.startsWith('+'))).toBe(true);

    const [residents] = await db.query<{
      opted_out: number;
      birthdate_hidden: number;
      contact_hidden: number;
      with_bio: number;
    }>(
      `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM user_communities uc
                                              WHERE uc.user_id = users.id
                                                AND uc.opt_out_of_directory))::int AS opted_out,
              count(*) FILTER (WHERE hidden_fields = ARRAY['birthdate'])::int AS birthdate_hidden,
              count(*) FILTER (WHERE hidden_fields = ARRAY['email', 'primaryPhone'])::int AS contact_hidden,
              count(*) FILTER (WHERE biography IS NOT NULL)::int AS with_bio
         FROM users WHERE user_type = 'Resident'`,
    );
    expect(residents.opted_out).toBeGreaterThan(3);
    expect(residents.birthdate_hidden).toBeGreaterThan(3);
    expect(residents.contact_hidden).toBeGreaterThan(3);
    expect(residents.with_bio).toBeGreaterThan(80);

    const [unrelated] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users u
        WHERE u.roles[1] = 'Family'
          AND NOT EXISTS (SELECT 1 FROM contact_relationships r WHERE r.contact_id = u.id)`,
    );
    expect(unrelated.count).toBe(0);
  });

  it('builds the same data set every time', () => {
    expect(buildDemoDataset()).toEqual(buildDemoDataset());
  });

  it('writes the same rows into another database', async () => {
    const other = await openTestDatabase();
    try {
      await migrate(other);
      await seedIfEmpty(other, temporaryFileStore().store);
      expect(await contentDigest(other)).toBe(await contentDigest(db));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('can be cleared and seeded again', async () => {
    const before = await contentDigest(db);
    await clearData(db);
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db, temporaryFileStore().store)).toBe(true);
    expect(await contentDigest(db)).toBe(before);
  }, 60_000);
});
