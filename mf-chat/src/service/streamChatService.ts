import {
  CHAT_CHANNEL_QUERY_SIZE,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_PAGE_SIZE,
  CHAT_REACTION_TYPES,
  CHAT_TIMEOUT_MS,
  CHAT_USER_QUERY_SIZE,
  type ChatAttachment,
  type ChatChannel,
  type ChatEvent,
  type ChatMessage,
  type ChatReaction,
  type ChatReactionType,
  type ChatUser,
  chatUploadProblem,
  claimOfToken,
  type NewChatRequest,
  type SendMessageRequest,
  strings,
} from '@portal/shared';
import {
  type Attachment,
  type Channel,
  type Event,
  type ReactionResponse,
  StreamChat,
  type StreamChatOptions,
  type UserResponse,
} from 'stream-chat';
import { type ChatEventListener, ChatFailure, type ChatService } from './chatService';
import { backoff } from './chatSocket';

/*
 * Chat on Stream, through its `stream-chat` SDK. This module (and the SDK with it) is loaded only
 * for a community whose chat login answers `provider: 'stream'` (chatServiceInstance.ts).
 */

export interface StreamChatServiceOptions {
  /** The Stream app's API key, from the chat login. */
  apiKey: string;
  /** The community: the team of the channels this service opens. */
  team: string;
  /** The community's staff account, for "Message the staff"; null when it has none. */
  staffUserId: string | null;
  /** A Stream user token from the chat login; rejects with a `ChatFailure`. */
  login(): Promise<string>;
  /** Wraps every call, e.g. to let the portal's connection monitor see it. */
  track?: <T>(call: () => Promise<T>) => Promise<T>;
  timeoutMs?: number;
  /** How long to wait before connection attempt `attempt` (1, 2, ...), in ms. */
  retryDelay?: (attempt: number) => number;
  /** Makes the SDK's client (tests pass a fake). */
  createClient?: (apiKey: string, options: StreamChatOptions) => StreamChat;
}

const CHANNEL_TYPE = 'messaging';

/** What the mapping reads of a Stream message, as the API sends it or the SDK keeps it. */
interface StreamMessage {
  id: string;
  cid?: string;
  type?: string;
  text?: string;
  attachments?: Attachment[];
  latest_reactions?: ReactionResponse[] | null;
  own_reactions?: ReactionResponse[] | null;
  created_at?: string | Date;
  user?: UserResponse | null;
}

/** How one call fails when Stream answers with an error. */
interface CallFailure {
  /** The message to show. */
  failure: string;
  /** The message when the thing asked for is not there (404). */
  notFound?: string;
}

function isoTime(value: string | Date | undefined | null): string {
  const time = value ? new Date(value) : new Date(0);
  return Number.isNaN(time.getTime()) ? new Date(0).toISOString() : time.toISOString();
}

/** The channel id in a `type:id` cid. */
function channelIdOf(cid: string | undefined): string | undefined {
  return cid?.slice(cid.indexOf(':') + 1) || undefined;
}

/** 4 digits from Stream's message id (FNV-1a), to tell apart messages of the same millisecond. */
function idDigits(streamId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < streamId.length; i += 1) {
    hash ^= streamId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 10_000).padStart(4, '0');
}

function isReactionType(type: string): type is ChatReactionType {
  return (CHAT_REACTION_TYPES as string[]).includes(type);
}

function toUser(user: UserResponse | null | undefined): ChatUser {
  return { id: user?.id ?? '', name: user?.name || user?.id || '', image: user?.image || null };
}

function toAttachments(attachments: Attachment[] | undefined): ChatAttachment[] {
  return (attachments ?? []).flatMap((attachment): ChatAttachment[] => {
    const common = {
      mime: attachment.mime_type ?? '',
      title: attachment.title ?? attachment.fallback ?? '',
      file_size: Number(attachment.file_size) || 0,
    };
    if (attachment.type === 'image' && attachment.image_url) {
      return [
        {
          type: 'image',
          ...common,
          image_url: attachment.image_url,
          ...(attachment.thumb_url && { thumb_url: attachment.thumb_url }),
        },
      ];
    }
    if (attachment.asset_url) return [{ type: 'file', ...common, asset_url: attachment.asset_url }];
    // Link previews, giphies and the like: not something the portal's chat shows.
    return [];
  });
}

function toStreamAttachment(attachment: ChatAttachment): Attachment {
  return {
    type: attachment.type,
    mime_type: attachment.mime,
    title: attachment.title,
    file_size: attachment.file_size,
    ...(attachment.image_url && { image_url: attachment.image_url }),
    ...(attachment.thumb_url && { thumb_url: attachment.thumb_url }),
    ...(attachment.asset_url && { asset_url: attachment.asset_url }),
  };
}

/** Who reacted how, from the latest reactions (a one-to-one chat has two people) and one's own. */
function toReactions(message: StreamMessage): ChatReaction[] {
  const byType = new Map<ChatReactionType, Set<string>>();
  for (const reaction of [...(message.latest_reactions ?? []), ...(message.own_reactions ?? [])]) {
    const userId = reaction.user_id ?? reaction.user?.id;
    if (!userId || !isReactionType(reaction.type)) continue;
    const users = byType.get(reaction.type) ?? new Set<string>();
    users.add(userId);
    byType.set(reaction.type, users);
  }
  return CHAT_REACTION_TYPES.flatMap((type) => {
    const users = byType.get(type);
    return users ? [{ type, userIds: [...users] }] : [];
  });
}

/** Only people's own messages: not system, error, ephemeral or deleted ones. */
function isShown(message: StreamMessage): boolean {
  return !message.type || message.type === 'regular' || message.type === 'reply';
}

function errorFacts(error: unknown): { status?: number; code?: unknown; text: string } {
  const facts = (error ?? {}) as {
    status?: unknown;
    StatusCode?: unknown;
    response?: { status?: unknown };
    code?: unknown;
    message?: unknown;
    name?: unknown;
  };
  const status = [facts.status, facts.StatusCode, facts.response?.status].find(
    (value): value is number => typeof value === 'number' && value > 0,
  );
  return {
    status,
    code: facts.code,
    text: `${String(facts.name ?? '')} ${String(facts.message ?? '')}`,
  };
}

function isTimeout(error: unknown): boolean {
  const { code, text } = errorFacts(error);
  return (
    code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout|timed out|AbortError/i.test(text)
  );
}

/** Our own failure inside an SDK error (the SDK wraps what the token provider threw). */
function ownFailure(error: unknown): ChatFailure | null {
  for (let each = error, depth = 0; each && depth < 3; depth += 1) {
    if (each instanceof ChatFailure) return each;
    each = (each as { cause?: unknown }).cause;
  }
  return null;
}

/** An SDK error as the port's failure, with the spec's message for the call. */
export function streamFailure(error: unknown, call: CallFailure): ChatFailure {
  const own = ownFailure(error);
  if (own) return own;
  const { status } = errorFacts(error);
  if (status === 401) return new ChatFailure(strings.chatLoginFailed, 'login', 401);
  if (status === 404 && call.notFound) return new ChatFailure(call.notFound, 'status', 404);
  if (status !== undefined) return new ChatFailure(call.failure, 'status', status);
  return new ChatFailure(call.failure, isTimeout(error) ? 'timeout' : 'network');
}

/**
 * The `ChatService` on Stream. The port's ids are kept: a channel is Stream's channel id (type
 * `messaging`), and a message id is made increasing as the port wants it (the time it was sent,
 * in ms, and 4 digits of Stream's id) and mapped back to Stream's id for paging and reactions.
 *
 * Who may chat with whom (the community as Stream team, directory opt-outs, no staff in the
 * search) is Stream's configuration of teams and permissions, not checked here.
 */
export class StreamChatService implements ChatService {
  private readonly client: StreamChat;
  private readonly listeners = new Set<ChatEventListener>();
  private readonly track: <T>(call: () => Promise<T>) => Promise<T>;
  private readonly retryDelay: (attempt: number) => number;
  /** Stream's message id and channel for each message id handed out. */
  private readonly messages = new Map<string, { streamId: string; channelId: string }>();
  /** The caller's Stream user id once connected. */
  private connecting: Promise<string> | null = null;
  /** Moves on at every disconnect: a connection begun before it is dropped. */
  private session = 0;
  private wanted = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: StreamChatServiceOptions) {
    const create =
      options.createClient ?? ((apiKey, sdkOptions) => new StreamChat(apiKey, sdkOptions));
    this.client = create(options.apiKey, { timeout: options.timeoutMs ?? CHAT_TIMEOUT_MS });
    this.track = options.track ?? ((call) => call());
    this.retryDelay = options.retryDelay ?? backoff;
    this.client.on((event) => {
      for (const chatEvent of this.toEvents(event)) this.emit(chatEvent);
    });
  }

  connect(): void {
    this.wanted = true;
    if (this.retryTimer) return;
    this.me().then(
      () => {
        this.attempts = 0;
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
    this.session += 1;
    if (!this.connecting) return;
    this.connecting = null;
    this.client.disconnectUser().catch(() => {});
  }

  subscribe(listener: ChatEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async listChannels(): Promise<ChatChannel[]> {
    const me = await this.me();
    const channels = await this.call(
      () =>
        this.client.queryChannels(
          { type: CHANNEL_TYPE, members: { $in: [me] } },
          [{ last_message_at: -1 }],
          { limit: CHAT_CHANNEL_QUERY_SIZE, offset: 0, message_limit: 1, watch: true },
        ),
      { failure: strings.generic },
    );
    return channels.map((channel) => this.toChannel(channel));
  }

  async openChannel(request: NewChatRequest): Promise<ChatChannel> {
    const me = await this.me();
    const staff = 'staff' in request;
    const memberId = staff ? this.options.staffUserId : request.memberId;
    if (!memberId) throw new ChatFailure(strings.chatStaffNotFound, 'status', 404);
    if (memberId === me) throw new ChatFailure(strings.chatSelf, 'status', 400);
    // Without an id Stream finds the channel of exactly these members, or makes it.
    const channel = this.client.channel(CHANNEL_TYPE, {
      members: [me, memberId],
      team: this.options.team,
    });
    try {
      await this.track(() => channel.watch({ messages: { limit: 1 } }));
    } catch (error) {
      const failure = streamFailure(error, { failure: strings.chatCreateChannelFailed });
      // Stream refusing the staff account (one it does not know, say): no staff to message.
      if (staff && failure.reason === 'status') {
        throw new ChatFailure(strings.chatStaffNotFound, 'status', failure.status);
      }
      throw failure;
    }
    return this.toChannel(channel);
  }

  async getChannel(channelId: string): Promise<ChatChannel> {
    const me = await this.me();
    const [channel] = await this.call(
      () =>
        this.client.queryChannels(
          { type: CHANNEL_TYPE, id: channelId, members: { $in: [me] } },
          [{ last_message_at: -1 }],
          { limit: 1, message_limit: 1, watch: true },
        ),
      { failure: strings.generic },
    );
    if (!channel) throw new ChatFailure(strings.chatChannelNotFound, 'status', 404);
    return this.toChannel(channel);
  }

  async listMessages(channelId: string, before?: string): Promise<ChatMessage[]> {
    await this.me();
    const channel = this.client.channel(CHANNEL_TYPE, channelId);
    const failure = { failure: strings.generic, notFound: strings.chatChannelNotFound };
    let answer: Awaited<ReturnType<Channel['query']>>;
    if (before === undefined) {
      answer = await this.call(
        () => channel.watch({ messages: { limit: CHAT_MESSAGE_PAGE_SIZE } }),
        failure,
      );
    } else {
      const earlier = this.streamMessage(before);
      answer = await this.call(
        () =>
          channel.query({ messages: { limit: CHAT_MESSAGE_PAGE_SIZE, id_lt: earlier.streamId } }),
        failure,
      );
    }
    return answer.messages.filter(isShown).map((message) => this.toMessage(message, channelId));
  }

  async sendMessage(channelId: string, request: SendMessageRequest): Promise<ChatMessage> {
    const text = request.text.trim();
    const attachments = request.attachments ?? [];
    if (!text && attachments.length === 0) {
      throw new ChatFailure(strings.chatMessageEmpty, 'status', 400);
    }
    if (text.length > CHAT_MESSAGE_MAX) {
      throw new ChatFailure(strings.chatMessageTooLong, 'status', 400);
    }
    const failure = { failure: strings.chatSendFailed, notFound: strings.chatChannelNotFound };
    const channel = await this.watched(channelId, failure);
    const answer = await this.call(
      () => channel.sendMessage({ text, attachments: attachments.map(toStreamAttachment) }),
      failure,
    );
    return this.toMessage(answer.message, channelId);
  }

  async markRead(channelId: string): Promise<number> {
    const failure = { failure: strings.generic, notFound: strings.chatChannelNotFound };
    const channel = await this.watched(channelId, failure);
    await this.call(() => channel.markRead(), failure);
    // Asked, not taken from the client: the read's own event may not have arrived yet.
    const unread = await this.call(() => this.client.getUnreadCount(), failure);
    return unread.total_unread_count;
  }

  async react(messageId: string, type: ChatReactionType): Promise<ChatMessage> {
    const { streamId, channelId } = this.streamMessage(messageId);
    const failure = { failure: strings.generic, notFound: strings.chatChannelNotFound };
    const channel = await this.watched(channelId, failure);
    const current = await this.call(() => this.client.getMessage(streamId), failure);
    const mine = (current.message.own_reactions ?? []).some((reaction) => reaction.type === type);
    const answer = await this.call(
      () =>
        mine ? channel.deleteReaction(streamId, type) : channel.sendReaction(streamId, { type }),
      failure,
    );
    return this.toMessage(answer.message, channelId);
  }

  async upload(channelId: string, file: File): Promise<ChatAttachment> {
    const mime = file.type || 'application/octet-stream';
    const problem = chatUploadProblem([{ size: file.size, mime }]);
    if (problem) throw new ChatFailure(problem, 'status', 400);
    const failure = { failure: strings.chatSendFailed, notFound: strings.chatChannelNotFound };
    const channel = await this.watched(channelId, failure);
    const image = mime.startsWith('image/');
    const answer = await this.call(
      () =>
        image ? channel.sendImage(file, file.name, mime) : channel.sendFile(file, file.name, mime),
      failure,
    );
    const common = { mime, title: file.name, file_size: file.size };
    return image
      ? {
          type: 'image',
          ...common,
          image_url: answer.file,
          ...(answer.thumb_url && { thumb_url: answer.thumb_url }),
        }
      : { type: 'file', ...common, asset_url: answer.file };
  }

  async hideChannel(channelId: string): Promise<void> {
    const failure = { failure: strings.generic, notFound: strings.chatChannelNotFound };
    const channel = await this.watched(channelId, failure);
    await this.call(() => channel.hide(), failure);
  }

  async deleteChannel(channelId: string): Promise<void> {
    await this.me();
    const channel = this.client.channel(CHANNEL_TYPE, channelId);
    await this.call(() => channel.delete(), {
      failure: strings.generic,
      notFound: strings.chatChannelNotFound,
    });
  }

  async searchUsers(text?: string): Promise<ChatUser[]> {
    const me = await this.me();
    const name = text?.trim();
    // Teams (the community), directory opt-outs and who may chat at all are Stream's rules.
    const answer = await this.call(
      () =>
        this.client.queryUsers(
          { $nor: [{ id: me }], ...(name && { name: { $autocomplete: name } }) },
          { name: 1 },
          { limit: CHAT_USER_QUERY_SIZE },
        ),
      { failure: strings.searchFailed },
    );
    return answer.users.filter((user) => user.id !== me).map(toUser);
  }

  async unreadTotal(): Promise<number> {
    await this.me();
    // Kept current by Stream's events once connected.
    const user = this.client.user;
    const known = user && 'total_unread_count' in user ? user.total_unread_count : undefined;
    if (typeof known === 'number') return known;
    const unread = await this.call(() => this.client.getUnreadCount(), {
      failure: strings.generic,
    });
    return unread.total_unread_count;
  }

  typing(channelId: string): void {
    if (!this.client.userID) return;
    const channel = this.client.channel(CHANNEL_TYPE, channelId);
    if (channel.initialized) channel.keystroke().catch(() => {});
  }

  /** The caller's Stream user id, connecting first when not connected (again). */
  private me(): Promise<string> {
    if (!this.connecting) {
      const connecting = this.open(this.session);
      this.connecting = connecting;
      connecting.catch(() => {
        if (this.connecting === connecting) this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async open(session: number): Promise<string> {
    const token = await this.options.login();
    const userId = claimOfToken(token, 'user_id');
    if (!userId) throw new ChatFailure(strings.chatLoginFailed, 'login');
    if (session !== this.session) throw new ChatFailure(strings.chatLoginFailed, 'network');
    let first: string | null = token;
    // The SDK asks again when the token runs out: the first time it gets the one in hand.
    const tokenProvider = async () => {
      const held = first;
      first = null;
      return held ?? this.options.login();
    };
    await this.call(() => this.client.connectUser({ id: userId }, tokenProvider), {
      failure: strings.chatLoginFailed,
    }).catch((failure: ChatFailure) => {
      // Stream refused the token or the user: as the portal's own refused login.
      if (failure.reason === 'status')
        throw new ChatFailure(failure.message, 'login', failure.status);
      throw failure;
    });
    if (session === this.session) this.emit({ type: 'ready' });
    return userId;
  }

  private retryLater(): void {
    if (!this.wanted || this.retryTimer) return;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted) this.connect();
    }, this.retryDelay(this.attempts));
  }

  /** The channel, watched: some of the SDK's calls need its state. */
  private async watched(channelId: string, failure: CallFailure): Promise<Channel> {
    await this.me();
    const channel = this.client.channel(CHANNEL_TYPE, channelId);
    if (!channel.initialized) {
      await this.call(() => channel.watch({ messages: { limit: 1 } }), failure);
    }
    return channel;
  }

  private async call<T>(run: () => Promise<T>, failure: CallFailure): Promise<T> {
    try {
      return await this.track(run);
    } catch (error) {
      throw streamFailure(error, failure);
    }
  }

  private emit(event: ChatEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private streamMessage(messageId: string): { streamId: string; channelId: string } {
    const known = this.messages.get(messageId);
    if (!known) throw new ChatFailure(strings.generic, 'status', 404);
    return known;
  }

  private toMessage(message: StreamMessage, channelId?: string): ChatMessage {
    const created = isoTime(message.created_at);
    const id = `${String(Date.parse(created)).padStart(13, '0')}${idDigits(message.id)}`;
    const channel = channelIdOf(message.cid) ?? channelId ?? '';
    this.messages.set(id, { streamId: message.id, channelId: channel });
    return {
      id,
      channelId: channel,
      type: 'regular',
      text: message.text ?? '',
      attachments: toAttachments(message.attachments),
      reactions: toReactions(message),
      created_at: created,
      user: toUser(message.user),
    };
  }

  private toChannel(channel: Channel): ChatChannel {
    const id = channel.id ?? channelIdOf(channel.cid) ?? '';
    const last = channel.state.latestMessages.filter(isShown).at(-1);
    return {
      id,
      type: 'messaging',
      team: channel.data?.team ?? this.options.team,
      members: Object.values(channel.state.members).flatMap((member) =>
        member.user ? [toUser(member.user)] : [],
      ),
      lastMessage: last ? this.toMessage(last, id) : null,
      unread: channel.countUnread(),
      created_at: isoTime(channel.data?.created_at),
    };
  }

  /** Stream's events as the port's. */
  private toEvents(event: Event): ChatEvent[] {
    const channelId = event.channel_id ?? channelIdOf(event.cid) ?? channelIdOf(event.message?.cid);
    const events: ChatEvent[] = [];
    switch (event.type) {
      case 'connection.recovered':
        events.push({ type: 'ready' });
        break;
      // notification.message_new: in a channel of the caller's that is not watched.
      case 'message.new':
      case 'notification.message_new':
        if (event.message && isShown(event.message)) {
          events.push({ type: 'message.new', message: this.toMessage(event.message, channelId) });
        }
        break;
      case 'message.updated':
      case 'reaction.new':
      case 'reaction.updated':
      case 'reaction.deleted':
        if (event.message && isShown(event.message)) {
          events.push({
            type: 'message.updated',
            message: this.toMessage(event.message, channelId),
          });
        }
        break;
      case 'message.read':
      case 'notification.mark_read':
        if (channelId && event.user?.id) {
          events.push({ type: 'read', channelId, userId: event.user.id });
        }
        break;
      case 'typing.start':
        if (channelId && event.user?.id) {
          events.push({ type: 'typing', channelId, userId: event.user.id });
        }
        break;
      case 'channel.deleted':
      case 'notification.channel_deleted':
        if (channelId) events.push({ type: 'channel.deleted', channelId });
        break;
    }
    if (typeof event.total_unread_count === 'number') {
      events.push({ type: 'unread', total: event.total_unread_count });
    }
    return events;
  }
}
