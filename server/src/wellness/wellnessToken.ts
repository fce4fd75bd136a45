import { jwtVerify, SignJWT } from 'jose';

/** Short: the browser asks `GET /v1/wellness/auth/login` again when a call answers 401. */
export const WELLNESS_TOKEN_TTL_SECONDS = 60 * 60;
/** How long a consent page may wait for its Allow or Cancel. */
export const CONSENT_TTL_SECONDS = 15 * 60;

const ISSUER = 'portal-api';
const WELLNESS_AUDIENCE = 'wellness';
const CONSENT_AUDIENCE = 'wellness-consent';

export interface WellnessHolder {
  userId: string;
  communityId: string;
}

/** The wellness token of `authenticationToken` (spec 7): user and community, audience `wellness`. */
export async function signWellnessToken(
  holder: WellnessHolder,
  secret: Uint8Array,
): Promise<string> {
  return new SignJWT({ cid: holder.communityId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(holder.userId)
    .setIssuer(ISSUER)
    .setAudience(WELLNESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${WELLNESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

export async function verifyWellnessToken(
  token: string,
  secret: Uint8Array,
): Promise<WellnessHolder | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: WELLNESS_AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string') return null;
    return { userId: payload.sub, communityId: payload.cid };
  } catch {
    return null;
  }
}

/** A pending connection of a web connector: who asked, for which source, and where to go back. */
export interface ConsentRequest extends WellnessHolder {
  dataSourceId: string;
  redirect: string;
}

/** The consent page's only credential: the browser opens its link without any token. */
export async function signConsentRequest(
  request: ConsentRequest,
  secret: Uint8Array,
): Promise<string> {
  return new SignJWT({ cid: request.communityId, src: request.dataSourceId, rdr: request.redirect })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(request.userId)
    .setIssuer(ISSUER)
    .setAudience(CONSENT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CONSENT_TTL_SECONDS}s`)
    .sign(secret);
}

export async function verifyConsentRequest(
  token: string,
  secret: Uint8Array,
): Promise<ConsentRequest | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: CONSENT_AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, cid, src, rdr } = payload;
    if (![sub, cid, src, rdr].every((claim) => typeof claim === 'string')) return null;
    return {
      userId: sub as string,
      communityId: cid as string,
      dataSourceId: src as string,
      redirect: rdr as string,
    };
  } catch {
    return null;
  }
}
