import type { FastifyReply, FastifyRequest } from 'fastify';
import { chatRefusal } from '../auth/chatAccess.ts';
import { verifyChatToken } from '../auth/chatToken.ts';
import { bearerToken, UNAUTHORIZED } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';

/** Who is calling the chat service: the user and the community (team) of their chat token. */
export interface ChatCaller {
  userId: string;
  communityId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    chatCaller: ChatCaller | null;
  }
}

/**
 * The chat token's holder, if they may still chat: the rules of the chat login (spec 6: not
 * staff, profile not hidden, still a member) are checked again on every call, so hiding one's
 * profile stops a chat already open.
 */
export async function chatCallerOf(
  db: Db,
  token: string | null,
  secret: Uint8Array,
): Promise<{ caller: ChatCaller } | { status: 401 | 403; message: string }> {
  const verified = token ? await verifyChatToken(token, secret) : null;
  if (!verified) return { status: 401, message: UNAUTHORIZED.message };
  const refusal = await chatRefusal(db, verified.userId, verified.communityId);
  if (refusal) return { status: 403, message: refusal };
  return { caller: verified };
}

/** A preHandler for the chat routes: answers 401 or 403, or sets `request.chatCaller`. */
export function requireChatCaller(db: Db, secret: Uint8Array) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await chatCallerOf(db, bearerToken(request.headers.authorization), secret);
    if ('caller' in result) {
      request.chatCaller = result.caller;
      return;
    }
    return reply.code(result.status).send({ message: result.message });
  };
}

export function callerOf(request: FastifyRequest): ChatCaller {
  if (!request.chatCaller) throw new Error('No chat caller on a chat route');
  return request.chatCaller;
}
