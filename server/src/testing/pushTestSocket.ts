import { CALL_PATHS, type PushEvent } from '@portal/contracts';
import WebSocket from 'ws';

/** A push socket client for tests: keeps every event it receives, in order. */
export class PushTestSocket {
  readonly events: PushEvent[] = [];
  readonly socket: WebSocket;
  private readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private isClosed = false;

  constructor(baseUrl: string) {
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CALL_PATHS.socket}`);
    this.socket.on('message', (data) => this.events.push(JSON.parse(String(data)) as PushEvent));
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code) => {
        this.isClosed = true;
        resolve(code);
      }),
    );
  }

  /** Sends a frame as it is, once the socket is open. */
  async sendRaw(frame: string): Promise<void> {
    await this.opened;
    this.socket.send(frame);
  }

  /** Signs in with a portal bearer token (`Bearer …` or the token alone) and waits for `ready`. */
  async auth(bearer: string, communityId: string): Promise<void> {
    const token = bearer.replace(/^Bearer\s+/i, '');
    await this.sendRaw(JSON.stringify({ type: 'auth', token, communityId }));
    await this.next((event) => event.type === 'ready');
  }

  /** The first event so far or to come that matches. */
  async next(match: (event: PushEvent) => boolean, timeoutMs = 3_000): Promise<PushEvent> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.isClosed) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No matching event; got ${JSON.stringify(this.events)}`);
  }

  /** Every event that matches, once at least `count` of them have come. */
  async all(
    match: (event: PushEvent) => boolean,
    count: number,
    timeoutMs = 3_000,
  ): Promise<PushEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.events.filter(match);
      if (found.length >= count) return found;
      if (this.isClosed) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`Fewer than ${count} matching events; got ${JSON.stringify(this.events)}`);
  }

  close(): void {
    this.socket.close();
  }
}
