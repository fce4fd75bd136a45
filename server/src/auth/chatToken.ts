import { jwtVerify, SignJWT } from 'jose';

const CHAT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** A token for the chat service, shaped like Stream's user tokens (user_id claim). */
export async function signChatToken(
  userId: string,
  communityId: string,
  secret: Uint8Array,
): Promise<string> {
  return new SignJWT({ user_id: userId, cid: communityId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('portal-api')
    .setAudience('chat')
    .setIssuedAt()
    .setExpirationTime(`${CHAT_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

/**
 * A Stream user token: HS256 over `{ user_id }` with the Stream app's API secret, as Stream's own
 * server SDK makes them (no `iat`: Stream refuses a token "used before issued" when the clocks
 * differ). It runs out like ours, and the browser's SDK then asks for a new one.
 */
export async function signStreamToken(userId: string, apiSecret: string): Promise<string> {
  return new SignJWT({ user_id: userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(`${CHAT_TOKEN_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(apiSecret));
}

/** Who a chat token was given to, or null when it is not one of ours or has run out. */
export async function verifyChatToken(
  token: string,
  secret: Uint8Array,
): Promise<{ userId: string; communityId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: 'portal-api',
      audience: 'chat',
      algorithms: ['HS256'],
    });
    const { user_id: userId, cid: communityId } = payload;
    if (typeof userId !== 'string' || typeof communityId !== 'string') return null;
    return { userId, communityId };
  } catch {
    return null;
  }
}
