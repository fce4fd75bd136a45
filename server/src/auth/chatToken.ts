import { SignJWT } from 'jose';

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
