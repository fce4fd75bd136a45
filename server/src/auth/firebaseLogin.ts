import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/database.ts';
import { findUserByEmail, fullNameOf, recordLogin } from '../users/userRepository.ts';
import { signPortalToken } from './portalToken.ts';

export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
}

export interface LoginResponse {
  token: string;
  expiresAt: string;
  user: { _id: string; communityId: string; fullName: string };
}

/** Verifies a Firebase ID token; rejects when it is not valid. */
export async function verifyFirebaseIdToken(
  auth: Auth,
  idToken: string,
): Promise<FirebaseIdentity> {
  const decoded = await auth.verifyIdToken(idToken);
  return { uid: decoded.uid, email: decoded.email };
}

/**
 * Exchanges a verified Firebase identity for a portal session: the portal user is found by
 * e-mail. Null when the identity has no e-mail or no portal user has it.
 */
export async function loginWithFirebaseIdentity(
  db: Db,
  identity: FirebaseIdentity,
  tokenSecret: Uint8Array,
): Promise<LoginResponse | null> {
  if (!identity.email) return null;
  const user = await findUserByEmail(db, identity.email);
  if (!user) return null;
  await recordLogin(db, user.id, identity.uid);
  const { token, expiresAt } = await signPortalToken(
    { userId: user.id, communityId: user.primaryCommunityId, userType: user.userType },
    tokenSecret,
  );
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: { _id: user.id, communityId: user.primaryCommunityId, fullName: fullNameOf(user) },
  };
}
