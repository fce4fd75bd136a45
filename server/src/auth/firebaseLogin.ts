import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { findUserByFirebaseUid, fullNameOf, recordLogin } from '../users/userRepository.ts';
import { startSession } from './portalSessions.ts';

export interface FirebaseIdentity {
  uid: string;
  emailVerified: boolean;
}

export interface LoginResponse {
  token: string;
  expiresAt: string;
  refreshToken: string;
  user: { _id: string; communityId: string; fullName: string };
}

/**
 * Verifies a Firebase ID token; rejects when it is not valid, was revoked, or its account is
 * disabled or deleted.
 */
export async function verifyFirebaseIdToken(
  auth: Auth,
  idToken: string,
): Promise<FirebaseIdentity> {
  const decoded = await auth.verifyIdToken(idToken, true);
  return { uid: decoded.uid, emailVerified: decoded.email_verified === true };
}

/**
 * Exchanges a verified Firebase identity for a portal session. The portal user is the one the
 * Firebase account was provisioned for (its uid), never one found by e-mail: anyone can create
 * a Firebase account with someone else's address. Null for an unverified e-mail or an account
 * the portal did not provision.
 */
export async function loginWithFirebaseIdentity(
  db: Db,
  identity: FirebaseIdentity,
  tokenSecret: Uint8Array,
): Promise<LoginResponse | null> {
  if (!identity.emailVerified) return null;
  const user = await findUserByFirebaseUid(db, identity.uid);
  if (!user) return null;
  await recordLogin(db, user.id);
  const { token, expiresAt, refreshToken } = await startSession(
    db,
    user,
    identity.uid,
    tokenSecret,
  );
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    refreshToken,
    user: { _id: user.id, communityId: user.primaryCommunityId, fullName: fullNameOf(user) },
  };
}
