import type { WebSocket } from 'ws';

/** The first frame must come this soon. */
export const SOCKET_AUTH_WAIT_MS = 10_000;
/** A socket that does not answer a ping within this is closed (its tab has gone). */
export const SOCKET_PING_MS = 30_000;

export interface SocketHeartbeat {
  /** The first frame has come: the socket is no longer closed for waiting on it. */
  authenticated(): void;
}

/**
 * The life of one browser tab's socket on the server: closed with `unauthorizedCode` when its
 * first frame does not come within SOCKET_AUTH_WAIT_MS; pinged every `pingMs`, and terminated
 * when a ping went unanswered (its tab has gone); and at each ping, `recheck` says whether the
 * person may still have it (a close code when not, null when so). `onClose` runs once, when the
 * socket closes for any reason.
 */
export function socketHeartbeat(
  socket: WebSocket,
  options: {
    pingMs?: number;
    unauthorizedCode: number;
    recheck: () => Promise<number | null>;
    onClose: () => void;
  },
): SocketHeartbeat {
  const { pingMs = SOCKET_PING_MS, unauthorizedCode, recheck, onClose } = options;
  const closeWith = (code: number) => {
    if (socket.readyState === socket.OPEN) socket.close(code);
  };
  let alive = true;
  const authWait = setTimeout(() => closeWith(unauthorizedCode), SOCKET_AUTH_WAIT_MS);
  const ping = setInterval(async () => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
    const code = await recheck().catch(() => null);
    if (code !== null) closeWith(code);
  }, pingMs);
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    clearTimeout(authWait);
    clearInterval(ping);
    onClose();
  });
  return { authenticated: () => clearTimeout(authWait) };
}
