/**
 * An unsigned Firebase ID token as the Auth emulator issues them; firebase-admin accepts these
 * only while FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export function unsignedIdToken(claims: {
  uid: string;
  email?: string;
  projectId?: string;
  issuedAt?: number;
  emailVerified?: boolean;
}): string {
  const projectId = claims.projectId ?? 'demo-portal';
  const now = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: claims.uid,
    sub: claims.uid,
    iat: now,
    exp: now + 3600,
    email: claims.email,
    email_verified: claims.emailVerified ?? true,
    firebase: { identities: { email: [claims.email] }, sign_in_provider: 'password' },
  };
  return `${base64url(header)}.${base64url(payload)}.`;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
