import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserType } from '@portal/contracts';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
import type { UserAccount } from '../users/userRepository.ts';
import { isFirebaseErrorCode } from './firebaseAdmin.ts';
import { type SignedToken, signPortalToken } from './portalToken.ts';

/** How often a live session asks Firebase whether its account is still enabled. */
export const FIREBASE_RECHECK_MS = 15 * 60 * 1000;

/** How long a session lasts from sign-in; its tokens are refreshed within it. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface StartedSession extends SignedToken {
  /** Trades for a new bearer token while the session holds (`POST /v3/auth/refresh`). */
  refreshToken: string;
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Starts a session for the user (signed in through this Firebase account) and signs its token. */
export async function startSession(
  db: Db,
  user: Pick<UserAccount, 'id' | 'primaryCommunityId' | 'userType'>,
  firebaseUid: string | null,
  tokenSecret: Uint8Array,
): Promise<StartedSession> {
  const now = new Date();
  const sessionId = randomBytes(16).toString('hex');
  const refreshSecret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  const signed = await signPortalToken(
    { userId: user.id, communityId: user.primaryCommunityId, userType: user.userType, sessionId },
    tokenSecret,
    now,
    expiresAt,
  );
  await db.query(
    `INSERT INTO portal_sessions
       (id, user_id, firebase_uid, created_at, expires_at, checked_at, refresh_hash,
        community_id, user_type)
     VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8)`,
    [
      sessionId,
      user.id,
      firebaseUid,
      now,
      expiresAt,
      hashOf(refreshSecret),
      user.primaryCommunityId,
      user.userType,
    ],
  );
  return { ...signed, refreshToken: `${sessionId}.${refreshSecret}` };
}

/**
 * A new bearer token for the session the refresh token belongs to, while that session holds
 * (sessionHolds); null for anything else. The refresh token itself stays the same for the
 * session's life: it is sent only here, never with ordinary calls.
 */
export async function refreshSession(
  db: Db,
  firebaseAuth: Auth,
  refreshToken: string,
  tokenSecret: Uint8Array,
): Promise<SignedToken | null> {
  const [sessionId, refreshSecret] = refreshToken.split('.');
  if (!sessionId || !refreshSecret) return null;
  const [row] = await db.query<{
    user_id: string;
    refresh_hash: string | null;
    expires_at: Date | string;
    community_id: string | null;
    user_type: UserAccount['userType'] | null;
  }>(
    `SELECT user_id, refresh_hash, expires_at, community_id, user_type
       FROM portal_sessions WHERE id = $1`,
    [sessionId],
  );
  if (!row?.refresh_hash || !row.community_id || !row.user_type) return null;
  const given = Buffer.from(hashOf(refreshSecret));
  if (!timingSafeEqual(given, Buffer.from(row.refresh_hash))) return null;
  if (!(await sessionHolds(db, firebaseAuth, sessionId, row.user_id))) return null;
  return signPortalToken(
    {
      userId: row.user_id,
      communityId: row.community_id,
      userType: row.user_type,
      sessionId,
    },
    tokenSecret,
    new Date(),
    new Date(row.expires_at),
  );
}

interface SessionRow {
  user_id: string;
  firebase_uid: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  checked_at: Date | string;
  revoked_at: Date | string | null;
  user_type: UserType;
  role: string;
  hidden_fields: string[];
  member_of: string[];
}

/** Who the caller of a session that holds is: read with the session, in the same statement. */
export interface SessionCaller {
  /** Their kind of account, as it is now. */
  userType: UserType;
  /** Their role (roles[0], which decides what they may do). */
  role: string;
  /** What they have hidden of their profile (spec 6). */
  hiddenFields: string[];
  /** The communities they belong to. */
  memberOf: string[];
}

/**
 * Whether the session of a valid token still holds: not revoked, not expired, its user still
 * there, and its Firebase account neither disabled, deleted nor revoked since the session began
 * (asked again every FIREBASE_RECHECK_MS). If Firebase cannot be reached the session holds, to
 * be asked next time. A session that holds answers who its caller is, so that no request has to
 * ask again. With `answers`, its row is kept per session (topic `caller`, per person) until a
 * change of the session, the person or their memberships notifies it (migration 029).
 */
export async function sessionCaller(
  db: Db,
  firebaseAuth: Auth,
  sessionId: string,
  userId: string,
  answers?: SharedAnswers,
): Promise<SessionCaller | null> {
  const read = () => readSession(db, sessionId);
  const row = await (answers ? answers.answer('caller', userId, sessionId, read) : read());
  const now = new Date();
  if (!row || row.user_id !== userId || row.revoked_at !== null) return null;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return null;
  const caller: SessionCaller = {
    userType: row.user_type,
    role: row.role,
    hiddenFields: row.hidden_fields,
    memberOf: row.member_of,
  };
  if (!row.firebase_uid) return caller;
  if (now.getTime() - new Date(row.checked_at).getTime() < FIREBASE_RECHECK_MS) return caller;

  const account = await firebaseAuth.getUser(row.firebase_uid).catch((error: unknown) => {
    if (isFirebaseErrorCode(error, 'auth/user-not-found')) return null;
    return undefined;
  });
  if (account === undefined) return caller;
  const validAfter = account?.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
  if (!account || account.disabled || validAfter > new Date(row.created_at).getTime()) {
    await revokeSession(db, sessionId);
    // The row kept for it here still holds until the change notice comes: the session's next
    // request must not find it.
    answers?.forgetSessionsOf(userId);
    return null;
  }
  await db.query('UPDATE portal_sessions SET checked_at = $2 WHERE id = $1', [sessionId, now]);
  return caller;
}

/** The session's row with its caller's, in one statement; undefined if either is gone. */
async function readSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT s.user_id, s.firebase_uid, s.created_at, s.expires_at, s.checked_at, s.revoked_at,
            u.user_type, u.roles[1] AS role, u.hidden_fields,
            ARRAY(SELECT uc.community_id FROM user_communities uc WHERE uc.user_id = u.id)
              AS member_of
       FROM portal_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1`,
    [sessionId],
  );
  return row;
}

/** Whether the session still holds (sessionCaller). */
export async function sessionHolds(
  db: Db,
  firebaseAuth: Auth,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  return (await sessionCaller(db, firebaseAuth, sessionId, userId)) !== null;
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
