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

export type ChatEventListener = (event: ChatEvent) => void;

/**
 * What the chat screens need from a chat service. The portal's own service implements it
 * (portalChatService.ts); a hosted chat provider can implement it too, so the screens never
 * know which one they talk to.
 *
 * Every method that fails rejects with a `ChatFailure` whose message is the one to show.
 */
export interface ChatService {
  /** Opens the real-time connection (again after `disconnect` or a refused login). */
  connect(): void;
  disconnect(): void;
  /** Real-time events; returns the unsubscribe. */
  subscribe(listener: ChatEventListener): () => void;

  /** The caller's channels, most recent activity first. */
  listChannels(): Promise<ChatChannel[]>;
  /** The one-to-one channel with a person or the staff, created when there is none yet. */
  openChannel(request: NewChatRequest): Promise<ChatChannel>;
  getChannel(channelId: string): Promise<ChatChannel>;
  /** A page of messages, oldest first: the latest, or those just before `before`. */
  listMessages(channelId: string, before?: string): Promise<ChatMessage[]>;
  sendMessage(channelId: string, request: SendMessageRequest): Promise<ChatMessage>;
  /** Marks the channel read; answers the caller's unread total across channels. */
  markRead(channelId: string): Promise<number>;
  /** Turns the caller's reaction of this type on or off. */
  react(messageId: string, type: ChatReactionType): Promise<ChatMessage>;
  upload(channelId: string, file: File): Promise<ChatAttachment>;
  /** Leaves the channel out of the caller's list until a new message arrives. */
  hideChannel(channelId: string): Promise<void>;
  /** Removes the channel and its messages for both members. */
  deleteChannel(channelId: string): Promise<void>;
  /** People the caller may chat with, matching the text when there is one. */
  searchUsers(text?: string): Promise<ChatUser[]>;
  unreadTotal(): Promise<number>;
  /** Tells the other member the caller is typing. */
  typing(channelId: string): void;
}

/**
 * Why a chat call failed: `login` (no chat token could be had; the screens offer to try
 * again), `refused` (the chat login was refused, e.g. a hidden profile), `timeout`, `network`
 * or `status` (the service answered with an error).
 */
export type ChatFailureReason = 'login' | 'refused' | 'timeout' | 'network' | 'status';

/** A failed chat call; its message is the sentence to show the person. */
export class ChatFailure extends Error {
  override readonly name = 'ChatFailure';

  constructor(
    message: string,
    readonly reason: ChatFailureReason,
    readonly status?: number,
  ) {
    super(message);
  }

  get isLogin(): boolean {
    return this.reason === 'login' || this.reason === 'refused';
  }
}
