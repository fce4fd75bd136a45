import { PUSH_SOCKET_CLOSE, type PushClientFrame, type PushEvent } from '@portal/contracts';
import type { WebSocket } from 'ws';
import type { PortalSession } from '../auth/portalToken.ts';
import type { PortalSessionCheck } from '../auth/sessionGuard.ts';
import { ID_MAX, ID_TOKEN_MAX } from '../http/inputLimits.ts';
import { socketHeartbeat } from '../realtime/socketHeartbeat.ts';
import type { PushHub } from './pushRealtime.ts';

function parseFrame(data: unknown): PushClientFrame | null {
  try {
    const frame = JSON.parse(String(data)) as PushClientFrame;
    const valid =
      frame?.type === 'auth' &&
      typeof frame.token === 'string' &&
      frame.token.length <= ID_TOKEN_MAX &&
      typeof frame.communityId === 'string' &&
      frame.communityId.length <= ID_MAX;
    return valid ? frame : null;
  } catch {
    return null;
  }
}

/**
 * One browser tab's push socket: authenticates with the portal's bearer token and a community
 * of the person's in its first frame, then gets `ready` and the person's live events in that
 * community. Every signed-in role has one (push may carry more than calls). Every ping checks
 * again that the session holds (a sign-out closes the socket with 4401) and that the person
 * still belongs to the community (4403).
 */
export function servePushSocket(
  socket: WebSocket,
  deps: { hub: PushHub; sessions: PortalSessionCheck; pingMs?: number },
): void {
  const { hub, sessions, pingMs } = deps;
  const send = (event: PushEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  let leave: (() => void) | null = null;
  let authenticating = false;
  let session: PortalSession | null = null;
  let communityId: string | null = null;

  const closeWith = (code: number) => {
    if (socket.readyState === socket.OPEN) socket.close(code);
  };

  /** Why the socket may not (or no longer) carry the person's events, or null when it may. */
  const refusal = async (held: PortalSession, community: string): Promise<number | null> => {
    const now = await sessions.recheck(held);
    if (!now) return PUSH_SOCKET_CLOSE.unauthorized;
    if (!now.memberOf.includes(community)) return PUSH_SOCKET_CLOSE.forbidden;
    return null;
  };

  const heartbeat = socketHeartbeat(socket, {
    pingMs,
    unauthorizedCode: PUSH_SOCKET_CLOSE.unauthorized,
    recheck: async () => (session && communityId ? refusal(session, communityId) : null),
    onClose: () => leave?.(),
  });

  socket.on('message', async (data) => {
    const frame = parseFrame(data);
    if (!frame) {
      closeWith(PUSH_SOCKET_CLOSE.badFrame);
      return;
    }
    // One auth frame per socket, however fast a second one follows.
    if (authenticating) return;
    authenticating = true;
    heartbeat.authenticated();
    const verified = await sessions.verify(frame.token).catch(() => null);
    const member = verified?.memberOf.includes(frame.communityId) === true;
    if (socket.readyState !== socket.OPEN) return;
    if (!verified || !member) {
      closeWith(verified ? PUSH_SOCKET_CLOSE.forbidden : PUSH_SOCKET_CLOSE.unauthorized);
      return;
    }
    session = verified;
    communityId = frame.communityId;
    leave = hub.add({ userId: verified.userId, communityId, send, close: closeWith });
    send({ type: 'ready' });
  });
}
