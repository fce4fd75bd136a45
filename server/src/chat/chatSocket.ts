import type { ChatClientFrame, ChatEvent } from '@portal/contracts';
import type { WebSocket } from 'ws';
import type { Db } from '../db/database.ts';
import { requireMembership } from './chatActions.ts';
import { chatCallerOf } from './chatCaller.ts';
import type { ChatHub } from './chatRealtime.ts';
import type { ChatReader } from './chatRepository.ts';

/** Close codes the browser acts on: sign in to chat again, or just reconnect. */
export const SOCKET_CLOSE = { unauthorized: 4401, forbidden: 4403, badFrame: 4400 } as const;

/** The first frame must come this soon. */
export const SOCKET_AUTH_WAIT_MS = 10_000;
/** A socket that does not answer a ping within this is closed (its tab has gone). */
export const SOCKET_PING_MS = 30_000;
/** At most this many missed messages are replayed; a client that missed more reloads pages. */
export const SOCKET_REPLAY_MAX = 500;

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
 * gets `ready`, every message after the id it last saw (when it says one), and live events. The tab de-duplicates
 * by message id, so a message that arrives live while the replay runs is not shown twice.
 */
export function serveChatSocket(
  socket: WebSocket,
  deps: { db: Db; hub: ChatHub; reader: ChatReader; secret: Uint8Array },
): void {
  const { db, hub, reader, secret } = deps;
  const send = (event: ChatEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  let leave: (() => void) | null = null;
  let alive = true;
  const authWait = setTimeout(() => socket.close(SOCKET_CLOSE.unauthorized), SOCKET_AUTH_WAIT_MS);
  const ping = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, SOCKET_PING_MS);
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    clearTimeout(authWait);
    clearInterval(ping);
    leave?.();
  });

  let caller: { userId: string; communityId: string } | null = null;
  socket.on('message', async (data) => {
    const frame = parseFrame(data);
    if (!frame) {
      socket.close(SOCKET_CLOSE.badFrame);
      return;
    }
    if (frame.type === 'typing') {
      const typist = caller;
      if (typist) {
        await requireMembership(db, typist, frame.channelId)
          .then(() =>
            hub.publish({ kind: 'typing', channelId: frame.channelId, userId: typist.userId }),
          )
          .catch(() => undefined);
      }
      return;
    }
    if (caller) return;
    clearTimeout(authWait);
    const result = await chatCallerOf(db, frame.token, secret).catch(() => null);
    if (!result || !('caller' in result)) {
      socket.close(result?.status === 403 ? SOCKET_CLOSE.forbidden : SOCKET_CLOSE.unauthorized);
      return;
    }
    caller = result.caller;
    // Live delivery first, then the replay: nothing falls between the two.
    leave = hub.add({ ...caller, send });
    send({ type: 'ready' });
    // A first connection has loaded what it shows; only a resumed one asks for what it missed.
    if (frame.after === undefined) return;
    const missed = await reader
      .since(caller.userId, caller.communityId, frame.after, SOCKET_REPLAY_MAX)
      .catch(() => []);
    for (const message of missed) send({ type: 'message.new', message });
  });
}
