import { type CallStatus, PUSH_SOCKET_CLOSE, type PushEvent } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { CallReader } from './callRepository.ts';

/**
 * The PostgreSQL channel every API process of one database schema listens on for push events
 * (NOTIFY reaches the whole database; each schema is a portal of its own).
 */
export function pushNotifyChannel(schema: string): string {
  return schema === 'public' ? 'portal_push' : `portal_push_${schema}`.slice(0, 63);
}

/**
 * What one process tells all (through NOTIFY, under PostgreSQL's 8000-byte payload limit): ids
 * and a status, never a call's details or its WebRTC messages. Each process reads what its own
 * sockets need. A `ring` is for the callee (`userId`), a `signal` for the person it waits for.
 */
export type PushNotice = { communityId: string } & (
  | { kind: 'ring'; sessionId: string; userId: string }
  | { kind: 'status'; sessionId: string; status: CallStatus; by: string; userIds: string[] }
  | { kind: 'signal'; sessionId: string; signalId: string; userId: string }
);

/** A ring or a status change: what the people's devices also hear of, beside their open tabs. */
export type DeviceNotice = Extract<PushNotice, { kind: 'ring' | 'status' }>;

/**
 * Another way to reach people's devices (a messaging service), beside the hub, which always
 * runs. Told once per notice, by the process that made it, after it is committed.
 */
export interface PushSender {
  send(notice: DeviceNotice): Promise<void>;
}

/** An open push socket of a signed-in person, as the hub sees it. */
export interface PushSocket {
  userId: string;
  communityId: string;
  send(event: PushEvent): void;
  close(code: number): void;
}

/**
 * The open push sockets of this process, and the fan-out between processes: every event is
 * published with NOTIFY; every process (this one too) delivers it to its own sockets.
 */
export class PushHub {
  private readonly sockets = new Map<string, Set<PushSocket>>();
  private stopListening: (() => Promise<void>) | null = null;
  private channel = pushNotifyChannel('public');
  /** Notices are delivered one after the other, in the order they came. */
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly reader: CallReader,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    const [{ schema }] = await this.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    this.channel = pushNotifyChannel(schema);
    this.stopListening = await this.db.listen(
      this.channel,
      (payload) => {
        this.delivering = this.delivering
          .then(() => this.deliver(JSON.parse(payload) as PushNotice))
          .catch(this.onError);
      },
      // Events were lost while the connection was down: every tab connects again.
      () => this.closeAll(PUSH_SOCKET_CLOSE.resume),
    );
  }

  private closeAll(code: number): void {
    for (const own of this.sockets.values()) for (const socket of own) socket.close(code);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Tells every process; inside a transaction (`db`), only once it commits. */
  publish(notice: PushNotice, db: Db = this.db): Promise<unknown> {
    return db.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(notice)]);
  }

  add(socket: PushSocket): () => void {
    const own = this.sockets.get(socket.userId) ?? new Set();
    own.add(socket);
    this.sockets.set(socket.userId, own);
    return () => {
      own.delete(socket);
      if (own.size === 0) this.sockets.delete(socket.userId);
    };
  }

  /** How many sockets this process holds (for tests). */
  get size(): number {
    let count = 0;
    for (const own of this.sockets.values()) count += own.size;
    return count;
  }

  /** The people's sockets signed in to the community (a tab works in one community). */
  private socketsOf(userIds: readonly string[], communityId: string): PushSocket[] {
    return userIds.flatMap((id) =>
      [...(this.sockets.get(id) ?? [])].filter((socket) => socket.communityId === communityId),
    );
  }

  private async deliver(notice: PushNotice): Promise<void> {
    const { communityId } = notice;
    if (notice.kind === 'status') {
      const event: PushEvent = {
        type: 'call.status',
        sessionId: notice.sessionId,
        callStatus: notice.status,
        by: notice.by,
      };
      for (const socket of this.socketsOf(notice.userIds, communityId)) socket.send(event);
      return;
    }
    // Nothing is read for a person with no socket here.
    const sockets = this.socketsOf([notice.userId], communityId);
    if (sockets.length === 0) return;
    if (notice.kind === 'ring') {
      const call = await this.reader.ringing(notice.sessionId);
      if (!call) return;
      for (const socket of sockets) socket.send({ type: 'call', call });
      return;
    }
    const signal = await this.reader.signal(notice.signalId);
    if (!signal) return;
    for (const socket of sockets) {
      socket.send({ type: 'call.signal', sessionId: notice.sessionId, signal });
    }
  }
}
