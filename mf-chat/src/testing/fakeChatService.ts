import type {
  ChatAttachment,
  ChatChannel,
  ChatEvent,
  ChatMessage,
  ChatReactionType,
  ChatUser,
  NewChatRequest,
  SendMessageRequest,
} from '@portal/shared';
import { type ChatEventListener, ChatFailure, type ChatService } from '../service/chatService';

export const ME: ChatUser = { id: 'me', name: 'Eleanor Whitfield', image: null };
export const WALTER: ChatUser = { id: 'u2', name: 'Walter Ames', image: null };
export const STAFF: ChatUser = { id: 'staff', name: 'Willow Creek Staff', image: null };

export function chatMessage(id: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    channelId: 'ch1',
    type: 'regular',
    text: `Message ${id}`,
    attachments: [],
    reactions: [],
    created_at: new Date(Date.UTC(2026, 0, 5, 10, Number(id) % 60)).toISOString(),
    user: WALTER,
    ...over,
  };
}

export function chatChannel(id: string, over: Partial<ChatChannel> = {}): ChatChannel {
  return {
    id,
    type: 'messaging',
    team: 'c1',
    members: [ME, WALTER],
    lastMessage: null,
    unread: 0,
    created_at: '2026-01-01T09:00:00Z',
    ...over,
  };
}

type Method = Exclude<keyof ChatService, 'connect' | 'disconnect' | 'subscribe' | 'typing'>;

/**
 * A chat service in memory for screen tests: it holds channels, messages and people, records
 * what it was asked, can be told to fail, and sends real-time events when the test says so.
 */
export class FakeChatService implements ChatService {
  channels: ChatChannel[] = [];
  messages = new Map<string, ChatMessage[]>();
  users: ChatUser[] = [WALTER];
  readonly calls: { method: string; args: unknown[] }[] = [];
  private readonly failures = new Map<Method, Error>();
  private readonly listeners = new Set<ChatEventListener>();
  private nextId = 1000;

  /** The next call of this method fails with this error. */
  failNext(method: Method, error: Error): void {
    this.failures.set(method, error);
  }

  emit(event: ChatEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  connect(): void {}
  disconnect(): void {}
  typing(channelId: string): void {
    this.calls.push({ method: 'typing', args: [channelId] });
  }

  subscribe(listener: ChatEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async answer<T>(method: Method, args: unknown[], value: () => T): Promise<T> {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
    // A copy, as a real service's answer would be.
    const result = value();
    return result === undefined ? result : (JSON.parse(JSON.stringify(result)) as T);
  }

  listChannels() {
    return this.answer('listChannels', [], () => this.channels);
  }

  openChannel(request: NewChatRequest) {
    return this.answer('openChannel', [request], () => {
      const memberId = 'staff' in request ? STAFF.id : request.memberId;
      const existing = this.channels.find((each) => each.members.some((m) => m.id === memberId));
      if (existing) return existing;
      const member = [...this.users, STAFF].find((user) => user.id === memberId) ?? WALTER;
      const channel = chatChannel(`ch-${memberId}`, { members: [ME, member] });
      this.channels.unshift(channel);
      return channel;
    });
  }

  getChannel(channelId: string) {
    return this.answer('getChannel', [channelId], () => {
      const channel = this.channels.find((each) => each.id === channelId);
      if (!channel)
        throw new ChatFailure('This conversation is no longer available.', 'status', 404);
      return channel;
    });
  }

  listMessages(channelId: string, before?: string) {
    return this.answer('listMessages', [channelId, before], () => {
      const all = this.messages.get(channelId) ?? [];
      const end = before ? all.findIndex((message) => message.id === before) : all.length;
      return all.slice(Math.max(0, end - 50), end);
    });
  }

  sendMessage(channelId: string, request: SendMessageRequest) {
    return this.answer('sendMessage', [channelId, request], () => {
      const message = chatMessage(String(this.nextId++), {
        channelId,
        text: request.text,
        attachments: request.attachments ?? [],
        user: ME,
      });
      this.messages.set(channelId, [...(this.messages.get(channelId) ?? []), message]);
      return message;
    });
  }

  markRead(channelId: string) {
    return this.answer('markRead', [channelId], () => 0);
  }

  react(messageId: string, type: ChatReactionType) {
    return this.answer('react', [messageId, type], () => {
      for (const [channelId, list] of this.messages) {
        const message = list.find((each) => each.id === messageId);
        if (!message) continue;
        const reacted = { ...message, reactions: [{ type, userIds: [ME.id] }] };
        this.messages.set(
          channelId,
          list.map((each) => (each.id === messageId ? reacted : each)),
        );
        return reacted;
      }
      throw new Error('no such message');
    });
  }

  upload(channelId: string, file: File) {
    return this.answer(
      'upload',
      [channelId, file.name],
      (): ChatAttachment => ({
        type: file.type.startsWith('image/') ? 'image' : 'file',
        mime: file.type,
        title: file.name,
        file_size: file.size,
        asset_url: `/v1/chat/files/${file.name}`,
      }),
    );
  }

  hideChannel(channelId: string) {
    return this.answer('hideChannel', [channelId], () => {
      this.channels = this.channels.filter((each) => each.id !== channelId);
    });
  }

  deleteChannel(channelId: string) {
    return this.answer('deleteChannel', [channelId], () => {
      this.channels = this.channels.filter((each) => each.id !== channelId);
    });
  }

  searchUsers(text?: string) {
    return this.answer('searchUsers', [text], () =>
      this.users.filter((user) => !text || user.name.toLowerCase().includes(text.toLowerCase())),
    );
  }

  unreadTotal() {
    return this.answer('unreadTotal', [], () => 0);
  }
}
