import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import type { UserAccount } from '../users/userRepository.ts';
import { isFirebaseErrorCode } from './firebaseAdmin.ts';
import { PORTAL_TOKEN_TTL_SECONDS, type SignedToken, signPortalToken } from './portalToken.ts';

/** How often a live session asks Firebase whether its account is still enabled. */
export const FIREBASE_RECHECK_MS = 15 * 60 * 1000;

/** Starts a session for the user (signed in through this Firebase account) and signs its token. */
export async function startSession(
  db: Db,
  user: Pick<UserAccount, 'id' | 'primaryCommunityId' | 'userType'>,
  firebaseUid: string | null,
  tokenSecret: Uint8Array,
): Promise<SignedToken> {
  const now = new Date();
  const sessionId = randomBytes(16).toString('hex');
  const signed = await signPortalToken(
    { userId: user.id, communityId: user.primaryCommunityId, userType: user.userType, sessionId },
    tokenSecret,
    now,
  );
  await db.query(
    `INSERT INTO portal_sessions (id, user_id, firebase_uid, created_at, expires_at, checked_at)
     VALUES ($1, $2, $3, $4, $5, $4)`,
    [
      sessionId,
      user.id,
      firebaseUid,
      now,
      new Date(now.getTime() + PORTAL_TOKEN_TTL_SECONDS * 1000),
    ],
  );
  return signed;
}

interface SessionRow {
  user_id: string;
  firebase_uid: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  checked_at: Date | string;
  revoked_at: Date | string | null;
}

/**
 * Whether the session of a valid token still holds: not revoked, not expired, and its Firebase
 * account neither disabled, deleted nor revoked since the session began (asked again every
 * FIREBASE_RECHECK_MS). If Firebase cannot be reached the session holds, to be asked next time.
 */
export async function sessionHolds(
  db: Db,
  firebaseAuth: Auth,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db.query<SessionRow>(
    `SELECT user_id, firebase_uid, created_at, expires_at, checked_at, revoked_at
       FROM portal_sessions WHERE id = $1`,
    [sessionId],
  );
  const now = new Date();
  if (!row || row.user_id !== userId || row.revoked_at !== null) return false;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return false;
  if (!row.firebase_uid) return true;
  if (now.getTime() - new Date(row.checked_at).getTime() < FIREBASE_RECHECK_MS) return true;

  const account = await firebaseAuth.getUser(row.firebase_uid).catch((error: unknown) => {
    if (isFirebaseErrorCode(error, 'auth/user-not-found')) return null;
    return undefined;
  });
  if (account === undefined) return true;
  const validAfter = account?.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
  if (!account || account.disabled || validAfter > new Date(row.created_at).getTime()) {
    await revokeSession(db, sessionId);
    return false;
  }
  await db.query('UPDATE portal_sessions SET checked_at = $2 WHERE id = $1', [sessionId, now]);
  return true;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.query(
    'UPDATE portal_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, new Date()],
  );
}

/** Ends every session of the user, e.g. when their password changes. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.query(
    'UPDATE portal_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, new Date()],
  );
}
