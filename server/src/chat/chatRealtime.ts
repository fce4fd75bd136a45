import type { ChatEvent } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { type HubSocket, NotifyHub, notifyChannel } from '../realtime/notifyHub.ts';
import { type ChatReader, channelMemberIds, unreadTotal } from './chatRepository.ts';

/** The PostgreSQL channel of chat notices for one database schema. */
export function chatNotifyChannel(schema: string): string {
  return notifyChannel('portal_chat', schema);
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
export type ChatSocket = HubSocket<ChatEvent>;

/** The close code that asks a tab to connect again and resume (chatSocket.ts SOCKET_CLOSE). */
const SOCKET_RESUME = 4000;

/** The chat sockets of this process and the chat notices between processes. */
export class ChatHub extends NotifyHub<ChatNotice, ChatEvent> {
  constructor(
    db: Db,
    private readonly reader: ChatReader,
    onError: (error: unknown) => void,
  ) {
    super(db, 'portal_chat', SOCKET_RESUME, onError);
  }

  private async sendUnread(userIds: readonly string[], communityId: string): Promise<void> {
    for (const userId of userIds) {
      const sockets = this.socketsOf([userId], communityId);
      if (sockets.length === 0) continue;
      const total = await unreadTotal(this.db, userId, communityId);
      for (const socket of sockets) socket.send({ type: 'unread', total });
    }
  }

  protected async deliver(notice: ChatNotice): Promise<void> {
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
