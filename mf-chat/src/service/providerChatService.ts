import {
  type ChatChannel,
  type ChatMessage,
  type ChatReactionType,
  type ChatUser,
  strings,
} from '@portal/shared';
import type { ChatLoginAnswer } from './chatLoginApi';
import { type ChatEventListener, ChatFailure, type ChatService } from './chatService';
import { backoff } from './chatSocket';

export type StreamLoginAnswer = Extract<ChatLoginAnswer, { provider: 'stream' }>;

export interface ProviderChatServiceOptions {
  /** The chat login's answer; rejects with a `ChatFailure` (reason 'login' or 'refused'). */
  login(): Promise<ChatLoginAnswer>;
  /** The portal's own service, with a login that answers its token. */
  portal(login: () => Promise<string>): ChatService;
  /** The Stream service (loaded only now), with a login that answers Stream tokens. */
  stream(answer: StreamLoginAnswer, login: () => Promise<string>): Promise<ChatService>;
  /** How long to wait before login attempt `attempt` (1, 2, ...), in ms. */
  retryDelay?: (attempt: number) => number;
}

/**
 * The chat service the community's chat login names: the first call logs in, and the answer's
 * `provider` picks the implementation, which gets that token first and logs in again for the
 * next ones. A failed login is tried again by the next call (and by `connect`, with backoff,
 * unless it was refused).
 */
export class ProviderChatService implements ChatService {
  private chosen: Promise<ChatService> | null = null;
  private service: ChatService | null = null;
  private readonly listeners = new Set<ChatEventListener>();
  private wanted = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: ProviderChatServiceOptions) {}

  connect(): void {
    this.wanted = true;
    if (this.service) {
      this.service.connect();
      return;
    }
    if (this.retryTimer) return;
    this.choose().then(
      (service) => {
        this.attempts = 0;
        if (this.wanted) service.connect();
      },
      (failure: unknown) => {
        // A refused login stays refused until someone asks again (connect).
        if (failure instanceof ChatFailure && failure.reason === 'refused') this.wanted = false;
        else this.retryLater();
      },
    );
  }

  disconnect(): void {
    this.wanted = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.service?.disconnect();
  }

  subscribe(listener: ChatEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async listChannels(): Promise<ChatChannel[]> {
    return (await this.choose()).listChannels();
  }

  async openChannel(...args: Parameters<ChatService['openChannel']>): Promise<ChatChannel> {
    return (await this.choose()).openChannel(...args);
  }

  async getChannel(channelId: string): Promise<ChatChannel> {
    return (await this.choose()).getChannel(channelId);
  }

  async listMessages(channelId: string, before?: string): Promise<ChatMessage[]> {
    return (await this.choose()).listMessages(channelId, before);
  }

  async sendMessage(...args: Parameters<ChatService['sendMessage']>): Promise<ChatMessage> {
    return (await this.choose()).sendMessage(...args);
  }

  async markRead(channelId: string): Promise<number> {
    return (await this.choose()).markRead(channelId);
  }

  async react(messageId: string, type: ChatReactionType): Promise<ChatMessage> {
    return (await this.choose()).react(messageId, type);
  }

  async upload(...args: Parameters<ChatService['upload']>): ReturnType<ChatService['upload']> {
    return (await this.choose()).upload(...args);
  }

  async hideChannel(channelId: string): Promise<void> {
    return (await this.choose()).hideChannel(channelId);
  }

  async deleteChannel(channelId: string): Promise<void> {
    return (await this.choose()).deleteChannel(channelId);
  }

  async searchUsers(text?: string): Promise<ChatUser[]> {
    return (await this.choose()).searchUsers(text);
  }

  async unreadTotal(): Promise<number> {
    return (await this.choose()).unreadTotal();
  }

  typing(channelId: string): void {
    this.service?.typing(channelId);
  }

  /** The implementation, logging in first when none is chosen yet. */
  private choose(): Promise<ChatService> {
    if (!this.chosen) {
      const chosen = this.make();
      this.chosen = chosen;
      chosen.catch(() => {
        if (this.chosen === chosen) this.chosen = null;
      });
    }
    return this.chosen;
  }

  private async make(): Promise<ChatService> {
    const answer = await this.options.login();
    let held: string | null = answer.streamToken;
    const login = async () => {
      const token = held;
      held = null;
      return token ?? (await this.options.login()).streamToken;
    };
    let service: ChatService;
    if (answer.provider === 'stream') {
      try {
        service = await this.options.stream(answer, login);
      } catch (error) {
        // Its code could not be loaded (offline, say): try again later, like a failed login.
        throw error instanceof ChatFailure
          ? error
          : new ChatFailure(strings.chatLoginFailed, 'login');
      }
    } else {
      service = this.options.portal(login);
    }
    service.subscribe((event) => {
      for (const listener of this.listeners) listener(event);
    });
    this.service = service;
    return service;
  }

  private retryLater(): void {
    if (!this.wanted || this.retryTimer) return;
    this.attempts += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        if (this.wanted) this.connect();
      },
      (this.options.retryDelay ?? backoff)(this.attempts),
    );
  }
}
