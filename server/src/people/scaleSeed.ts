import { base, en, en_US, Faker } from '@faker-js/faker';
import { bulkInsert } from '../db/bulkInsert.ts';
import type { Db } from '../db/database.ts';

export const SCALE_COMMUNITY_ID = '64b0c00000000000000000ff';
export const SCALE_SEED = 5_000_5;
export const SCALE_COUNTS = { residents: 4000, staff: 300, family: 700 } as const;

export interface ScaleIds {
  communityId: string;
  residentId: string;
  staffId: string;
  familyId: string;
}

function idOf(kind: number, n: number): string {
  return `64b1${kind.toString(16).padStart(2, '0')}${n.toString(16).padStart(18, '0')}`;
}

/**
 * The scale community for benchmarks: 5,000 people (4,000 residents, 300 staff, 700 family)
 * with realistic names, phones, biographies and privacy choices, from a fixed seed. Idempotent:
 * it does nothing when the community exists. Never part of the demo seed or of start-up.
 */
export async function seedScaleCommunity(db: Db): Promise<ScaleIds> {
  const ids: ScaleIds = {
    communityId: SCALE_COMMUNITY_ID,
    residentId: idOf(1, 0),
    staffId: idOf(2, 0),
    familyId: idOf(3, 0),
  };
  const [exists] = await db.query('SELECT 1 FROM communities WHERE id = $1', [SCALE_COMMUNITY_ID]);
  if (exists) return ids;
  const f = new Faker({ locale: [en_US, en, base], seed: SCALE_SEED });
  const phone = () => `610555${f.string.numeric(4)}`;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO communities (id, name, timezone, settings, flags)
       VALUES ($1, 'Scale Park', 'America/New_York', $2, '{}')`,
      [
        SCALE_COMMUNITY_ID,
        JSON.stringify({ alexaCallingEnabled: true, directoryOptOutEnabled: true }),
      ],
    );
    const rows: unknown[][] = [];
    const optedOut: boolean[] = [];
    const add = (kind: number, count: number, type: string, role: string) => {
      for (let n = 0; n < count; n += 1) {
        const firstName = f.person.firstName();
        const lastName = f.person.lastName();
        const resident = type === 'Resident';
        const biography = resident ? f.lorem.sentences(2) : null;
        optedOut.push(resident ? f.datatype.boolean({ probability: 0.1 }) : false);
        rows.push([
          idOf(kind, n),
          type,
          [role],
          firstName,
          lastName,
          `${firstName}.${lastName}.${kind}${n}@scale.example`.toLowerCase(),
          SCALE_COMMUNITY_ID,
          biography,
          resident
            ? f.helpers.weightedArrayElement([
                { weight: 70, value: [] },
                { weight: 15, value: ['birthdate'] },
                { weight: 10, value: ['email', 'primaryPhone'] },
                { weight: 5, value: ['profile'] },
              ])
            : [],
          phone(),
          resident ? `Apartment ${100 + n}` : null,
          resident
            ? f.date.birthdate({ mode: 'age', min: 68, max: 98 }).toISOString().slice(0, 10)
            : null,
          type === 'Staff' ? f.person.jobTitle() : null,
          type === 'Staff' ? f.commerce.department() : null,
        ]);
      }
    };
    add(1, SCALE_COUNTS.residents, 'Resident', 'Resident');
    add(2, SCALE_COUNTS.staff, 'Staff', 'Staff');
    add(3, SCALE_COUNTS.family, 'Contact', 'Family');
    await bulkInsert(
      tx,
      'users',
      [
        'id',
        'user_type',
        'roles',
        'first_name',
        'last_name',
        'email',
        'primary_community_id',
        'biography',
        'hidden_fields',
        'primary_phone',
        'address',
        'birthdate',
        'job_title',
        'department',
      ],
      rows,
    );
    await bulkInsert(
      tx,
      'user_communities',
      ['user_id', 'community_id', 'opt_out_of_directory'],
      rows.map((row, i) => [row[0], SCALE_COMMUNITY_ID, optedOut[i]]),
    );
    // The benchmark's resident and family member see the full directory.
    await tx.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [ids.residentId]);
    await tx.query('UPDATE user_communities SET opt_out_of_directory = false WHERE user_id = $1', [
      ids.residentId,
    ]);
  });
  // The planner's statistics of the rows just written: the embedded database has no autovacuum
  // to gather them, and without them it reads the whole directory to give one page of it.
  await db.query('ANALYZE');
  return ids;
}
