import { CHAT_UPLOAD_MAX_BYTES, CHAT_UPLOAD_MAX_FILES } from './constants.ts';
import { strings } from './strings.ts';

/**
 * The portal's own chat service, as the browser's chat client and the server both see it.
 * Every call carries the chat token of `POST /v3/auth/communication/login` as its bearer
 * token; the real-time socket sends it in its first frame.
 */
export const CHAT_PATHS = {
  channels: '/v1/chat/channels',
  channel: (id: string) => `/v1/chat/channels/${encodeURIComponent(id)}`,
  messages: (channelId: string) => `/v1/chat/channels/${encodeURIComponent(channelId)}/messages`,
  read: (channelId: string) => `/v1/chat/channels/${encodeURIComponent(channelId)}/read`,
  hide: (channelId: string) => `/v1/chat/channels/${encodeURIComponent(channelId)}/hide`,
  uploads: (channelId: string) => `/v1/chat/channels/${encodeURIComponent(channelId)}/uploads`,
  reactions: (messageId: string) => `/v1/chat/messages/${encodeURIComponent(messageId)}/reactions`,
  users: '/v1/chat/users',
  unread: '/v1/chat/unread',
  socket: '/v1/chat/socket',
} as const;

/** The longest message text the service takes (Stream's limit too). */
export const CHAT_MESSAGE_MAX = 5000;

/** The reactions a message can carry, with what a screen reader says for each. */
export const CHAT_REACTIONS = {
  like: { emoji: '👍', label: 'Like' },
  love: { emoji: '❤️', label: 'Love' },
  haha: { emoji: '😄', label: 'Laugh' },
  wow: { emoji: '😮', label: 'Surprised' },
  sad: { emoji: '😢', label: 'Sad' },
} as const;
export type ChatReactionType = keyof typeof CHAT_REACTIONS;
export const CHAT_REACTION_TYPES = Object.keys(CHAT_REACTIONS) as ChatReactionType[];

export interface ChatUser {
  id: string;
  name: string;
  image: string | null;
  /** A channel's member who is staff (the community's staff account): no calls with them. */
  staff?: boolean;
}

/** Spec 3: attachments carry image_url (images) or asset_url (files), type, mime and title. */
export interface ChatAttachment {
  type: 'image' | 'file';
  mime: string;
  title: string;
  image_url?: string;
  thumb_url?: string;
  asset_url?: string;
  file_size: number;
}

export interface ChatReaction {
  type: ChatReactionType;
  /** Who reacted so; the browser marks the caller's own. */
  userIds: string[];
}

/** Spec 3: a message has text, attachments, type, reactions, created_at and its user. */
export interface ChatMessage {
  /** Increasing: a later message has a larger id (a resumed socket sends those after one). */
  id: string;
  channelId: string;
  type: 'regular';
  text: string;
  attachments: ChatAttachment[];
  reactions: ChatReaction[];
  created_at: string;
  user: ChatUser;
}

/** Spec 3: a channel of type messaging, its members and its team (the community). */
export interface ChatChannel {
  id: string;
  type: 'messaging';
  team: string;
  members: ChatUser[];
  lastMessage: ChatMessage | null;
  /** Messages from the others since the caller last read the channel. */
  unread: number;
  created_at: string;
}

/** A new one-to-one chat: with a person, or with the community's staff. */
export type NewChatRequest = { memberId: string } | { staff: true };

export interface SendMessageRequest {
  text: string;
  /** Files uploaded to the channel first (`CHAT_PATHS.uploads`). */
  attachments?: ChatAttachment[];
}

/** What the socket sends; the first frame from the browser is `{ type: 'auth', token, after }`. */
export type ChatEvent =
  | { type: 'ready' }
  | { type: 'message.new'; message: ChatMessage }
  | { type: 'message.updated'; message: ChatMessage }
  | { type: 'read'; channelId: string; userId: string }
  | { type: 'typing'; channelId: string; userId: string }
  | { type: 'channel.deleted'; channelId: string }
  | { type: 'unread'; total: number };

/** The browser's frames after `auth`. */
export type ChatClientFrame =
  | { type: 'auth'; token: string; after?: string }
  | { type: 'typing'; channelId: string };

/** A file offered for a chat, as a picker or the server's content check describes it. */
export interface ChatFileFacts {
  size: number;
  mime: string;
}

/** Spec 5: each file under 20 MB, at most 10 at once, no video. The message, or null. */
export function chatUploadProblem(files: readonly ChatFileFacts[]): string | null {
  if (files.length > CHAT_UPLOAD_MAX_FILES) return strings.uploadTooMany;
  if (files.some((file) => file.mime.startsWith('video/'))) return strings.uploadVideoUnsupported;
  if (files.some((file) => file.size >= CHAT_UPLOAD_MAX_BYTES)) return strings.uploadTooLarge;
  return null;
}
