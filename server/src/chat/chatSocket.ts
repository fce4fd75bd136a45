import type { ChatClientFrame, ChatEvent } from '@portal/contracts';
import type { WebSocket } from 'ws';
import type { Db } from '../db/database.ts';
import { socketHeartbeat } from '../realtime/socketHeartbeat.ts';
import { requireMembership } from './chatActions.ts';
import { type ChatCaller, chatCallerOf } from './chatCaller.ts';
import type { ChatHub } from './chatRealtime.ts';
import type { ChatReader } from './chatRepository.ts';

/** Close codes the browser acts on: sign in to chat again, or just reconnect. */
export const SOCKET_CLOSE = {
  unauthorized: 4401,
  forbidden: 4403,
  badFrame: 4400,
  /** This process may have missed events: connect again and resume after the last id seen. */
  resume: 4000,
} as const;

/** At most this many missed messages are replayed; a client that missed more reloads pages. */
export const SOCKET_REPLAY_MAX = 500;
/** How many ids before the last one seen a replay starts (see replayFrom). */
const REPLAY_OVERLAP = 20;
/** A tab's typing frames for one channel are passed on at most this often. */
export const TYPING_EVERY_MS = 2_000;

function parseFrame(data: unknown): ChatClientFrame | null {
  try {
    const frame = JSON.parse(String(data)) as ChatClientFrame;
    if (frame?.type === 'auth' && typeof frame.token === 'string') {
      return frame.after === undefined || /^\d{1,18}$/.test(frame.after) ? frame : null;
    }
    if (frame?.type === 'typing' && typeof frame.channelId === 'string') return frame;
    return null;
  } catch {
    return null;
  }
}

/**
 * One browser tab's chat socket: authenticates with the chat token in its first frame, then
 * gets `ready`, the messages after the id it last saw (when it says one), and live events. The
 * tab de-duplicates by message id, so a message that arrives live while the replay runs, or
 * again in the replay's overlap, is not shown twice. Every ping checks the token and the chat
 * rules again: a profile hidden since, or a token run out, closes the socket.
 */
export function serveChatSocket(
  socket: WebSocket,
  deps: { db: Db; hub: ChatHub; reader: ChatReader; secret: Uint8Array; pingMs?: number },
): void {
  const { db, hub, reader, secret, pingMs } = deps;
  const send = (event: ChatEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  let leave: (() => void) | null = null;
  let token: string | null = null;
  let caller: ChatCaller | null = null;
  const lastTyping = new Map<string, number>();

  const closeWith = (code: number) => {
    if (socket.readyState === socket.OPEN) socket.close(code);
  };
  const refusedCode = (status: 401 | 403) =>
    status === 403 ? SOCKET_CLOSE.forbidden : SOCKET_CLOSE.unauthorized;

  const heartbeat = socketHeartbeat(socket, {
    pingMs,
    unauthorizedCode: SOCKET_CLOSE.unauthorized,
    recheck: async () => {
      if (!token) return null;
      const result = await chatCallerOf(db, token, secret);
      return 'caller' in result ? null : refusedCode(result.status);
    },
    onClose: () => leave?.(),
  });

  const typing = async (channelId: string) => {
    const typist = caller;
    const now = Date.now();
    if (!typist || now - (lastTyping.get(channelId) ?? 0) < TYPING_EVERY_MS) return;
    lastTyping.set(channelId, now);
    await requireMembership(db, typist, channelId)
      .then(() =>
        hub.publish({
          kind: 'typing',
          channelId,
          userId: typist.userId,
          communityId: typist.communityId,
        }),
      )
      .catch(() => undefined);
  };

  socket.on('message', async (data) => {
    const frame = parseFrame(data);
    if (!frame) {
      closeWith(SOCKET_CLOSE.badFrame);
      return;
    }
    if (frame.type === 'typing') {
      await typing(frame.channelId);
      return;
    }
    // One auth frame per socket, however fast a second one follows.
    if (token) return;
    token = frame.token;
    heartbeat.authenticated();
    const result = await chatCallerOf(db, frame.token, secret).catch(() => null);
    if (socket.readyState !== socket.OPEN) return;
    if (!result || !('caller' in result)) {
      closeWith(result ? refusedCode(result.status) : SOCKET_CLOSE.unauthorized);
      return;
    }
    caller = result.caller;
    // Live delivery first, then the replay: nothing falls between the two.
    leave = hub.add({ ...caller, send, close: closeWith });
    send({ type: 'ready' });
    // A first connection loads what it shows over HTTP; a resumed one asks for what it missed.
    if (frame.after === undefined) return;
    const missed = await reader
      .since(caller.userId, caller.communityId, replayFrom(frame.after), SOCKET_REPLAY_MAX)
      .catch(() => []);
    for (const message of missed) send({ type: 'message.new', message });
  });
}

/**
 * Where a replay starts: a little before the id the tab saw, because ids are taken before their
 * transactions commit, so a message of a lower id can become visible after a higher one.
 */
export function replayFrom(after: string): string {
  const from = BigInt(after) - BigInt(REPLAY_OVERLAP);
  return String(from > 0n ? from : 0n);
}
