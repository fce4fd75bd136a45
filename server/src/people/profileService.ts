import { BIOGRAPHY_MAX } from '@portal/contracts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { badInput, forbidden } from '../graph/graphErrors.ts';
import { requireViewer } from './directoryService.ts';
import { checkHideableFields } from './peopleValidation.ts';

export const RESIDENTS_ONLY = 'The profile page is only available for residents.';

export interface ResidentProfile {
  _id: string;
  biography: string | null;
  optOutOfDirectory: boolean;
  hiddenFields: string[];
}

export interface ResidentEdits {
  biography?: string | null;
  optOutOfDirectory?: boolean | null;
}

interface ProfileRow {
  id: string;
  biography: string | null;
  opt_out_of_directory: boolean;
  hidden_fields: string[];
}

/** The resident's profile as one community sees it: the opt-out is that membership's. */
async function loadProfile(
  db: Db,
  residentId: string,
  communityId: string,
): Promise<ResidentProfile> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.id, u.biography, coalesce(uc.opt_out_of_directory, false) AS opt_out_of_directory,
            u.hidden_fields
       FROM users u
       LEFT JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $2
      WHERE u.id = $1`,
    [residentId, communityId],
  );
  return toProfile(row);
}

function toProfile(row: ProfileRow): ResidentProfile {
  return {
    _id: row.id,
    biography: row.biography,
    optOutOfDirectory: row.opt_out_of_directory,
    hiddenFields: row.hidden_fields,
  };
}

/** Spec 6: only a resident edits a profile, and only their own. */
function requireOwnResident(session: CallerSession, communityId: string, residentId: string) {
  const viewer = requireViewer(session, communityId);
  if (viewer.userType !== 'Resident' || viewer.role !== 'Resident') throw forbidden(RESIDENTS_ONLY);
  if (residentId !== viewer.userId) throw forbidden('You can only change your own profile.');
  return viewer;
}

async function directoryOptOutEnabled(db: Db, communityId: string): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean | null }>(
    `SELECT (settings->>'directoryOptOutEnabled')::boolean AS enabled FROM communities WHERE id = $1`,
    [communityId],
  );
  return row?.enabled === true;
}

/** Plain edits of the planned changes, checked before anything is written. */
export function planResidentUpdate(
  edits: ResidentEdits | null | undefined,
  deletions: readonly string[] | null | undefined,
  optOutEnabled: boolean,
): { biography?: string | null; optOutOfDirectory?: boolean } {
  const plan: { biography?: string | null; optOutOfDirectory?: boolean } = {};
  for (const field of deletions ?? []) {
    if (field !== 'biography') throw badInput(`${field} cannot be deleted.`);
    plan.biography = null;
  }
  if (edits?.biography !== undefined && edits.biography !== null) {
    const biography = edits.biography.trim();
    if (biography.length > BIOGRAPHY_MAX) {
      throw badInput(`The biography can have at most ${BIOGRAPHY_MAX} characters.`);
    }
    plan.biography = biography || null;
  }
  if (edits?.optOutOfDirectory !== undefined && edits.optOutOfDirectory !== null) {
    if (!optOutEnabled) throw forbidden('Directory opt-out is not available in this community.');
    plan.optOutOfDirectory = edits.optOutOfDirectory;
  }
  if (Object.keys(plan).length === 0) throw badInput('Nothing to change.');
  return plan;
}

export async function updateResident(
  db: Db,
  session: CallerSession,
  communityId: string,
  residentId: string,
  edits: ResidentEdits | null | undefined,
  deletions: readonly string[] | null | undefined,
): Promise<ResidentProfile> {
  requireOwnResident(session, communityId, residentId);
  const plan = planResidentUpdate(edits, deletions, await directoryOptOutEnabled(db, communityId));
  return db.transaction(async (tx) => {
    if ('biography' in plan) {
      await tx.query('UPDATE users SET biography = $2 WHERE id = $1', [residentId, plan.biography]);
    }
    if ('optOutOfDirectory' in plan) {
      // Only the membership of the community the call is about changes.
      await tx.query(
        `UPDATE user_communities SET opt_out_of_directory = $3
          WHERE user_id = $1 AND community_id = $2`,
        [residentId, communityId, plan.optOutOfDirectory],
      );
    }
    return loadProfile(tx, residentId, communityId);
  });
}

/** hideResidentProperties / exposeResidentProperties: add to or take from hiddenFields. */
export async function setPropertiesHidden(
  db: Db,
  session: CallerSession,
  communityId: string,
  residentId: string,
  properties: readonly string[],
  hidden: boolean,
): Promise<ResidentProfile> {
  requireOwnResident(session, communityId, residentId);
  const checked = checkHideableFields(properties);
  if (!checked.ok) throw badInput(checked.message);
  const sql = hidden
    ? `UPDATE users SET hidden_fields = ARRAY(
         SELECT DISTINCT f FROM unnest(hidden_fields || $2::text[]) AS f ORDER BY f)
       WHERE id = $1`
    : `UPDATE users SET hidden_fields = ARRAY(
         SELECT f FROM unnest(hidden_fields) AS f WHERE NOT f = ANY($2::text[]) ORDER BY f)
       WHERE id = $1`;
  await db.query(sql, [residentId, checked.value]);
  return loadProfile(db, residentId, communityId);
}
