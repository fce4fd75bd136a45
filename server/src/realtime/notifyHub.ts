import type { Db } from '../db/database.ts';

/**
 * The PostgreSQL channel named `base` for one database schema (NOTIFY reaches the whole
 * database; each schema is a portal of its own), within PostgreSQL's 63-character names.
 */
export function notifyChannel(base: string, schema: string): string {
  return schema === 'public' ? base : `${base}_${schema}`.slice(0, 63);
}

/** An open socket of a signed-in person, as a hub sees it. */
export interface HubSocket<Event> {
  userId: string;
  communityId: string;
  send(event: Event): void;
  close(code: number): void;
}

/**
 * The open sockets of this process, and the fan-out between API processes: every notice is
 * published with NOTIFY on the hub's channel; every process (this one too) delivers it to its
 * own sockets, one notice after the other, in the order they came. Notices carry ids, under
 * PostgreSQL's 8000-byte payload limit; each process reads what its own sockets need.
 */
export abstract class NotifyHub<Notice, Event> {
  protected readonly sockets = new Map<string, Set<HubSocket<Event>>>();
  private stopListening: (() => Promise<void>) | null = null;
  private channel: string;
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    protected readonly db: Db,
    private readonly channelBase: string,
    /** The close code that asks a tab to connect again (notices were lost meanwhile). */
    private readonly resumeCode: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.channel = notifyChannel(channelBase, 'public');
  }

  /** Delivers one notice to this process's sockets. */
  protected abstract deliver(notice: Notice): Promise<void>;

  async start(): Promise<void> {
    const [{ schema }] = await this.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    this.channel = notifyChannel(this.channelBase, schema);
    this.stopListening = await this.db.listen(
      this.channel,
      (payload) => {
        this.delivering = this.delivering
          .then(() => this.deliver(JSON.parse(payload) as Notice))
          .catch(this.onError);
      },
      // Notices were lost while the connection was down: every tab resumes from what it saw.
      () => this.closeAll(this.resumeCode),
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
  publish(notice: Notice, db: Db = this.db): Promise<unknown> {
    return db.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(notice)]);
  }

  add(socket: HubSocket<Event>): () => void {
    const own = this.sockets.get(socket.userId) ?? new Set();
    own.add(socket);
    this.sockets.set(socket.userId, own);
    return () => {
      own.delete(socket);
      if (own.size === 0) this.sockets.delete(socket.userId);
    };
  }

  /** How many sockets this process holds (for the benchmark and tests). */
  get size(): number {
    let count = 0;
    for (const own of this.sockets.values()) count += own.size;
    return count;
  }

  /** The people's sockets signed in to the community (a tab works in one community). */
  protected socketsOf(userIds: readonly string[], communityId: string): HubSocket<Event>[] {
    return userIds.flatMap((id) =>
      [...(this.sockets.get(id) ?? [])].filter((socket) => socket.communityId === communityId),
    );
  }
}
