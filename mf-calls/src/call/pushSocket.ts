import { PUSH_SOCKET_CLOSE, type PushEvent } from '@portal/shared';

export interface PushSocketOptions {
  /** The socket's address (ws: or wss:). */
  url: string;
  /** The portal session's token as it is now (it is renewed by other calls). */
  token(): string | null;
  communityId: string;
  onEvent(event: PushEvent): void;
  createSocket?: (url: string) => WebSocket;
}

/** The waits before connecting again: 1 s, doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

/**
 * The portal's push channel for one tab (`CALL_PATHS.socket`): signs in with the session token
 * in its first frame and stays connected, trying again after a loss. A refusal for this person
 * (4403) ends it; anything else is tried again.
 */
export class PushSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: PushSocketOptions) {}

  get communityId(): string {
    return this.options.communityId;
  }

  connect(): void {
    if (this.socket || this.stopped || this.timer) return;
    const token = this.options.token();
    if (!token) return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token, communityId: this.options.communityId }));
    };
    socket.onmessage = (message) => {
      let event: PushEvent;
      try {
        event = JSON.parse(String(message.data)) as PushEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') this.attempt = 0;
      this.options.onEvent(event);
    };
    socket.onclose = (closing) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || closing.code === PUSH_SOCKET_CLOSE.forbidden) return;
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          this.connect();
        },
        reconnectDelay(this.attempt++),
      );
    };
  }

  /** Connects now if it is waiting to try again (the portal resumed, the network came back). */
  retryNow(): void {
    if (this.socket || this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }
}
