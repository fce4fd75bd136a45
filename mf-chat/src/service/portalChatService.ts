import {
  CHAT_CHANNEL_QUERY_SIZE,
  CHAT_MESSAGE_PAGE_SIZE,
  CHAT_PATHS,
  CHAT_USER_QUERY_SIZE,
  type ChatAttachment,
  type ChatChannel,
  type ChatMessage,
  type ChatReactionType,
  type ChatUser,
  type NewChatRequest,
  type SendMessageRequest,
  strings,
} from '@portal/shared';
import { ChatHttp, type ChatHttpOptions } from './chatHttp';
import type { ChatEventListener, ChatService } from './chatService';
import { backoff, ChatSocket, type SocketConstructor } from './chatSocket';

export interface PortalChatServiceOptions extends ChatHttpOptions {
  WebSocket?: SocketConstructor;
  /** How long to wait before reconnection attempt `attempt`, in ms. */
  retryDelay?: (attempt: number) => number;
}

/**
 * The chat service of the portal's own server: its HTTP calls (chatHttp.ts) and one WebSocket
 * for the real-time events (chatSocket.ts), both with the chat token of the portal's login.
 */
export class PortalChatService implements ChatService {
  private readonly http: ChatHttp;
  private readonly socket: ChatSocket;
  private readonly listeners = new Set<ChatEventListener>();

  constructor(options: PortalChatServiceOptions) {
    const http = new ChatHttp(options);
    this.http = http;
    this.socket = new ChatSocket({
      url: `${options.apiOrigin.replace(/^http/, 'ws')}${CHAT_PATHS.socket}`,
      token: (fresh) => (fresh ? http.renewToken() : http.currentToken()),
      onEvent: (event) => {
        for (const listener of this.listeners) listener(event);
      },
      WebSocket: options.WebSocket ?? WebSocket,
      retryDelay: options.retryDelay ?? backoff,
    });
  }

  connect(): void {
    this.socket.connect();
  }

  disconnect(): void {
    this.socket.disconnect();
  }

  subscribe(listener: ChatEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async listChannels(): Promise<ChatChannel[]> {
    const answer = await this.http.call<{ channels: ChatChannel[] }>(CHAT_PATHS.channels, {
      query: { limit: CHAT_CHANNEL_QUERY_SIZE, offset: 0 },
      failure: strings.generic,
    });
    return answer.channels;
  }

  async openChannel(request: NewChatRequest): Promise<ChatChannel> {
    const answer = await this.http.call<{ channel: ChatChannel }>(CHAT_PATHS.channels, {
      method: 'POST',
      json: request,
      failure: strings.chatCreateChannelFailed,
    });
    return answer.channel;
  }

  async getChannel(channelId: string): Promise<ChatChannel> {
    const answer = await this.http.call<{ channel: ChatChannel }>(CHAT_PATHS.channel(channelId), {
      failure: strings.generic,
    });
    return answer.channel;
  }

  async listMessages(channelId: string, before?: string): Promise<ChatMessage[]> {
    const answer = await this.http.call<{ messages: ChatMessage[] }>(
      CHAT_PATHS.messages(channelId),
      {
        query: { limit: CHAT_MESSAGE_PAGE_SIZE, before },
        failure: strings.generic,
      },
    );
    return answer.messages;
  }

  async sendMessage(channelId: string, request: SendMessageRequest): Promise<ChatMessage> {
    const answer = await this.http.call<{ message: ChatMessage }>(CHAT_PATHS.messages(channelId), {
      method: 'POST',
      json: request,
      failure: strings.chatSendFailed,
    });
    return answer.message;
  }

  async markRead(channelId: string): Promise<number> {
    const answer = await this.http.call<{ total: number }>(CHAT_PATHS.read(channelId), {
      method: 'POST',
      failure: strings.generic,
    });
    return answer.total;
  }

  async react(messageId: string, type: ChatReactionType): Promise<ChatMessage> {
    const answer = await this.http.call<{ message: ChatMessage }>(CHAT_PATHS.reactions(messageId), {
      method: 'POST',
      json: { type },
      failure: strings.generic,
    });
    return answer.message;
  }

  async upload(channelId: string, file: File): Promise<ChatAttachment> {
    const answer = await this.http.call<{ attachment: ChatAttachment }>(
      CHAT_PATHS.uploads(channelId),
      {
        method: 'POST',
        query: { name: file.name },
        file,
        failure: strings.chatSendFailed,
      },
    );
    return answer.attachment;
  }

  async hideChannel(channelId: string): Promise<void> {
    await this.http.call(CHAT_PATHS.hide(channelId), { method: 'POST', failure: strings.generic });
  }

  async deleteChannel(channelId: string): Promise<void> {
    await this.http.call(CHAT_PATHS.channel(channelId), {
      method: 'DELETE',
      failure: strings.generic,
    });
  }

  async searchUsers(text?: string): Promise<ChatUser[]> {
    const answer = await this.http.call<{ users: ChatUser[] }>(CHAT_PATHS.users, {
      query: { q: text || undefined, limit: CHAT_USER_QUERY_SIZE },
      failure: strings.searchFailed,
    });
    return answer.users;
  }

  async unreadTotal(): Promise<number> {
    const answer = await this.http.call<{ total: number }>(CHAT_PATHS.unread, {
      failure: strings.generic,
    });
    return answer.total;
  }

  typing(channelId: string): void {
    this.socket.send({ type: 'typing', channelId });
  }
}
