import type { ChatClientFrame, ChatEvent } from '@portal/shared';
import { laterMessageId } from '../lib/messageIds';
import { ChatFailure } from './chatService';

/** The part of the browser's WebSocket the chat uses (a test passes its own). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface ChatSocketOptions {
  url: string;
  /** The chat token: the one in hand, or a new one when `fresh`. */
  token(fresh: boolean): Promise<string>;
  onEvent(event: ChatEvent): void;
  WebSocket: SocketConstructor;
  /** How long to wait before reconnection attempt `attempt` (1, 2, ...), in ms. */
  retryDelay(attempt: number): number;
}

/** The server closes the socket with this code when the token in the auth frame is not valid. */
export const BAD_TOKEN_CLOSE = 4401;
/** ... and with this one when the person may not chat (any more). */
export const FORBIDDEN_CLOSE = 4403;
const OPEN = 1;
/** Enough to recognise every message a resumed socket can send twice. */
const REMEMBERED_IDS = 500;

/** 1 s, 2 s, 4 s ... up to 30 s between attempts. */
export function backoff(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * The real-time connection: authenticates in its first frame, reconnects with backoff, and
 * resumes after the largest message id it has seen, so nothing is lost. Messages it has
 * already passed on are not passed on again.
 */
export class ChatSocket {
  private socket: SocketLike | null = null;
  private wanted = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Waiting for a token: the socket is on its way. */
  private opening = false;
  private lastId: string | undefined;
  private readonly seen = new Set<string>();

  constructor(private readonly options: ChatSocketOptions) {}

  connect(): void {
    this.wanted = true;
    if (this.socket || this.retryTimer || this.opening) return;
    void this.open(false);
  }

  disconnect(): void {
    this.wanted = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'done');
  }

  send(frame: ChatClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private async open(freshToken: boolean): Promise<void> {
    this.opening = true;
    let token: string;
    try {
      token = await this.options.token(freshToken);
    } catch (failure) {
      this.opening = false;
      // A refused login stays refused until someone asks again (connect).
      if (failure instanceof ChatFailure && failure.reason === 'refused') this.wanted = false;
      else this.retryLater();
      return;
    }
    this.opening = false;
    if (!this.wanted || this.socket) return;
    const socket = new this.options.WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const after = this.lastId;
      socket.send(JSON.stringify({ type: 'auth', token, ...(after ? { after } : {}) }));
    };
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // Refused stays refused until someone asks again (connect).
      if (event.code === FORBIDDEN_CLOSE) this.wanted = false;
      if (!this.wanted) return;
      // A token that ran out: log in again at once, but only once in a row.
      if (event.code === BAD_TOKEN_CLOSE && !freshToken) void this.open(true);
      else this.retryLater();
    };
    // An error is always followed by close, which decides what happens next.
    socket.onerror = () => {};
  }

  private retryLater(): void {
    if (!this.wanted || this.retryTimer) return;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted && !this.socket) void this.open(false);
    }, this.options.retryDelay(this.attempts));
  }

  private receive(data: unknown): void {
    let event: ChatEvent;
    try {
      event = JSON.parse(String(data)) as ChatEvent;
    } catch {
      return;
    }
    if (event.type === 'ready') this.attempts = 0;
    if (event.type === 'message.new') {
      const { id } = event.message;
      if (this.seen.has(id)) return;
      this.remember(id);
    }
    this.options.onEvent(event);
  }

  private remember(id: string): void {
    this.seen.add(id);
    if (this.seen.size > REMEMBERED_IDS) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.lastId = laterMessageId(this.lastId, id);
  }
}
