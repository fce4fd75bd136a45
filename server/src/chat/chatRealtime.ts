import type { ChatEvent } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { type ChatReader, channelMemberIds, unreadTotal } from './chatRepository.ts';

/** The PostgreSQL channel every API process listens on for chat changes. */
export const CHAT_NOTIFY_CHANNEL = 'portal_chat';

/**
 * What one process tells all (through NOTIFY, under PostgreSQL's 8000-byte payload limit): ids,
 * never message text. Each process reads what its own sockets need.
 */
export type ChatNotice =
  | { kind: 'message'; messageId: string; channelId: string; memberIds: string[] }
  | { kind: 'updated'; messageId: string; channelId: string; memberIds: string[] }
  | { kind: 'read'; channelId: string; userId: string }
  | { kind: 'typing'; channelId: string; userId: string }
  | { kind: 'deleted'; channelId: string; memberIds: string[] };

/** An open socket of a signed-in chat user, as the hub sees it. */
export interface ChatSocket {
  userId: string;
  communityId: string;
  send(event: ChatEvent): void;
}

/**
 * The open chat sockets of this process, and the fan-out between processes: every change is
 * published with NOTIFY; every process (this one too) delivers it to its own sockets.
 */
export class ChatHub {
  private readonly sockets = new Map<string, Set<ChatSocket>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly reader: ChatReader,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHAT_NOTIFY_CHANNEL, (payload) => {
      this.deliver(JSON.parse(payload) as ChatNotice).catch(this.onError);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  publish(notice: ChatNotice): Promise<unknown> {
    return this.db.query('SELECT pg_notify($1, $2)', [CHAT_NOTIFY_CHANNEL, JSON.stringify(notice)]);
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

  private socketsOf(userIds: readonly string[]): ChatSocket[] {
    return userIds.flatMap((id) => [...(this.sockets.get(id) ?? [])]);
  }

  private async sendUnread(userIds: readonly string[]): Promise<void> {
    for (const userId of userIds) {
      const sockets = this.socketsOf([userId]);
      const communities = new Set(sockets.map((socket) => socket.communityId));
      for (const communityId of communities) {
        const total = await unreadTotal(this.db, userId, communityId);
        for (const socket of sockets) {
          if (socket.communityId === communityId) socket.send({ type: 'unread', total });
        }
      }
    }
  }

  private async deliver(notice: ChatNotice): Promise<void> {
    if (notice.kind === 'deleted') {
      for (const socket of this.socketsOf(notice.memberIds)) {
        socket.send({ type: 'channel.deleted', channelId: notice.channelId });
      }
      await this.sendUnread(notice.memberIds);
      return;
    }
    if (notice.kind === 'message' || notice.kind === 'updated') {
      const members = notice.memberIds.filter((id) => this.sockets.has(id));
      if (members.length === 0) return;
      const message = await this.reader.message(notice.messageId);
      if (!message) return;
      for (const socket of this.socketsOf(members)) {
        socket.send({
          type: notice.kind === 'message' ? 'message.new' : 'message.updated',
          message,
        });
      }
      if (notice.kind === 'message') {
        await this.sendUnread(members.filter((id) => id !== message.user.id));
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
    for (const socket of this.socketsOf(audience)) socket.send(event);
    if (notice.kind === 'read') await this.sendUnread([notice.userId]);
  }

  /** The channel's members with a socket on this process (none: no query for their data). */
  private async localMembers(channelId: string): Promise<string[]> {
    if (this.sockets.size === 0) return [];
    const members = await channelMemberIds(this.db, channelId);
    return members.filter((id) => this.sockets.has(id));
  }
}
