import type { ChatEvent } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { type ChatReader, channelMemberIds, unreadTotal } from './chatRepository.ts';

/**
 * The PostgreSQL channel every API process of one database schema listens on for chat changes
 * (NOTIFY reaches the whole database; each schema is a portal of its own).
 */
export function chatNotifyChannel(schema: string): string {
  return schema === 'public' ? 'portal_chat' : `portal_chat_${schema}`.slice(0, 63);
}

/**
 * What one process tells all (through NOTIFY, under PostgreSQL's 8000-byte payload limit): ids,
 * never message text. Each process reads what its own sockets need.
 */
export type ChatNotice = { communityId: string } & (
  | { kind: 'message'; messageId: string; channelId: string; memberIds: string[] }
  | { kind: 'updated'; messageId: string; channelId: string; memberIds: string[] }
  | { kind: 'read'; channelId: string; userId: string }
  | { kind: 'typing'; channelId: string; userId: string }
  | { kind: 'deleted'; channelId: string; memberIds: string[] }
);

/** An open socket of a signed-in chat user, as the hub sees it. */
export interface ChatSocket {
  userId: string;
  communityId: string;
  send(event: ChatEvent): void;
  close(code: number): void;
}

/** The close code that asks a tab to connect again and resume (chatSocket.ts SOCKET_CLOSE). */
const SOCKET_RESUME = 4000;

/**
 * The open chat sockets of this process, and the fan-out between processes: every change is
 * published with NOTIFY; every process (this one too) delivers it to its own sockets.
 */
export class ChatHub {
  private readonly sockets = new Map<string, Set<ChatSocket>>();
  private stopListening: (() => Promise<void>) | null = null;
  private channel = chatNotifyChannel('public');
  /** Notices are delivered one after the other, in the order they came. */
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly reader: ChatReader,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    const [{ schema }] = await this.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    this.channel = chatNotifyChannel(schema);
    this.stopListening = await this.db.listen(
      this.channel,
      (payload) => {
        this.delivering = this.delivering
          .then(() => this.deliver(JSON.parse(payload) as ChatNotice))
          .catch(this.onError);
      },
      // Notices were lost while the connection was down: every tab resumes from what it saw.
      () => this.closeAll(SOCKET_RESUME),
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
  publish(notice: ChatNotice, db: Db = this.db): Promise<unknown> {
    return db.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(notice)]);
  }

  add(socket: ChatSocket): () => void {
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

  /** The users' sockets signed in to the community (a tab works in one community). */
  private socketsOf(userIds: readonly string[], communityId: string): ChatSocket[] {
    return userIds.flatMap((id) =>
      [...(this.sockets.get(id) ?? [])].filter((socket) => socket.communityId === communityId),
    );
  }

  private async sendUnread(userIds: readonly string[], communityId: string): Promise<void> {
    for (const userId of userIds) {
      const sockets = this.socketsOf([userId], communityId);
      if (sockets.length === 0) continue;
      const total = await unreadTotal(this.db, userId, communityId);
      for (const socket of sockets) socket.send({ type: 'unread', total });
    }
  }

  private async deliver(notice: ChatNotice): Promise<void> {
    const { communityId } = notice;
    if (notice.kind === 'deleted') {
      for (const socket of this.socketsOf(notice.memberIds, communityId)) {
        socket.send({ type: 'channel.deleted', channelId: notice.channelId });
      }
      await this.sendUnread(notice.memberIds, communityId);
      return;
    }
    if (notice.kind === 'message' || notice.kind === 'updated') {
      const members = notice.memberIds.filter((id) => this.sockets.has(id));
      if (members.length === 0) return;
      const message = await this.reader.message(notice.messageId);
      if (!message) return;
      for (const socket of this.socketsOf(members, communityId)) {
        socket.send({
          type: notice.kind === 'message' ? 'message.new' : 'message.updated',
          message,
        });
      }
      if (notice.kind === 'message') {
        await this.sendUnread(
          members.filter((id) => id !== message.user.id),
          communityId,
        );
      }
      return;
    }
    const members = await this.localMembers(notice.channelId);
    const event: ChatEvent = {
      type: notice.kind,
      channelId: notice.channelId,
      userId: notice.userId,
    };
    const audience =
      notice.kind === 'typing' ? members.filter((id) => id !== notice.userId) : members;
    for (const socket of this.socketsOf(audience, communityId)) socket.send(event);
    if (notice.kind === 'read') await this.sendUnread([notice.userId], communityId);
  }

  /** The channel's members with a socket on this process (none: no query for their data). */
  private async localMembers(channelId: string): Promise<string[]> {
    if (this.sockets.size === 0) return [];
    const members = await channelMemberIds(this.db, channelId);
    return members.filter((id) => this.sockets.has(id));
  }
}
