import type { UserType } from '@portal/contracts';
import type { Db } from '../db/database.ts';

export interface UserAccount {
  id: string;
  userType: UserType;
  primaryCommunityId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  firebaseUid: string | null;
}

interface UserAccountRow {
  id: string;
  user_type: UserType;
  primary_community_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  firebase_uid: string | null;
}

const ACCOUNT_COLUMNS =
  'id, user_type, primary_community_id, first_name, last_name, email, firebase_uid';

function toAccount(row: UserAccountRow): UserAccount {
  return {
    id: row.id,
    userType: row.user_type,
    primaryCommunityId: row.primary_community_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    firebaseUid: row.firebase_uid,
  };
}

export function fullNameOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserAccount | null> {
  const [row] = await db.query<UserAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return row ? toAccount(row) : null;
}

export async function findUserById(db: Db, id: string): Promise<UserAccount | null> {
  const [row] = await db.query<UserAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`,
    [id],
  );
  return row ? toAccount(row) : null;
}

/** The portal user a Firebase account was provisioned for, if any. */
export async function findUserByFirebaseUid(db: Db, uid: string): Promise<UserAccount | null> {
  const [row] = await db.query<UserAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE firebase_uid = $1`,
    [uid],
  );
  return row ? toAccount(row) : null;
}

/**
 * Binds a Firebase account to the portal user it was provisioned for (seeding, a password set
 * through a mailed code). Only the portal binds accounts: signing in never does.
 */
export async function linkFirebaseAccount(db: Db, userId: string, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A uid belongs to one portal user; an emulator reset can hand the same uid out again.
    await tx.query('UPDATE users SET firebase_uid = NULL WHERE firebase_uid = $1 AND id <> $2', [
      uid,
      userId,
    ]);
    await tx.query('UPDATE users SET firebase_uid = $2 WHERE id = $1', [userId, uid]);
  });
}

/** Moves the login clock: previous ← recent ← now. */
export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.query(
    'UPDATE users SET previous_login = recent_login, recent_login = $2 WHERE id = $1',
    [userId, new Date()],
  );
}

export async function isCommunityMember(
  db: Db,
  userId: string,
  communityId: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM user_communities WHERE user_id = $1 AND community_id = $2',
    [userId, communityId],
  );
  return rows.length > 0;
}
