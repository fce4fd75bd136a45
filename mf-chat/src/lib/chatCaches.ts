import type { ChatChannel, ChatMessage } from '@portal/shared';
import { compareMessageIds } from './messageIds';

/** The loaded messages of a channel: the latest pages, oldest first. */
export interface MessagePages {
  messages: ChatMessage[];
  /** True while older messages may be left to load. */
  hasEarlier: boolean;
}

/** Messages with the new ones added or replaced (same id), in id order, each once. */
export function mergeMessages(
  messages: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareMessageIds(a.id, b.id));
}

/**
 * The loaded messages with one that arrived by itself (sent, received, replayed after a
 * reconnect, or changed). One older than the loaded ones is left for 'Load earlier messages',
 * so what is loaded never has a gap.
 */
export function pagesWithMessage(pages: MessagePages, message: ChatMessage): MessagePages {
  const first = pages.messages[0];
  if (pages.hasEarlier && first && compareMessageIds(message.id, first.id) < 0) return pages;
  return { ...pages, messages: mergeMessages(pages.messages, [message]) };
}

/** When the channel last had something happen: its last message, else its creation. */
function activityOf(channel: ChatChannel): number {
  return Date.parse(channel.lastMessage?.created_at ?? channel.created_at) || 0;
}

/** The list with a new message in its channel, that channel now first; null when not listed. */
export function channelsWithMessage(
  channels: readonly ChatChannel[],
  message: ChatMessage,
  myId: string | undefined,
): ChatChannel[] | null {
  const channel = channels.find((each) => each.id === message.channelId);
  if (!channel) return null;
  const isNewer = !channel.lastMessage || compareMessageIds(message.id, channel.lastMessage.id) > 0;
  if (!isNewer) return [...channels];
  const fromOther = message.user.id !== myId;
  const updated: ChatChannel = {
    ...channel,
    lastMessage: message,
    unread: fromOther ? channel.unread + 1 : channel.unread,
  };
  const others = channels.filter((each) => each.id !== channel.id);
  return [updated, ...others].sort((a, b) => activityOf(b) - activityOf(a));
}

/** The list with an edited message (its reactions) in place of the old one. */
export function channelsWithUpdatedMessage(
  channels: readonly ChatChannel[],
  message: ChatMessage,
): ChatChannel[] {
  return channels.map((channel) =>
    channel.lastMessage?.id === message.id ? { ...channel, lastMessage: message } : channel,
  );
}

export function channelsWithRead(
  channels: readonly ChatChannel[],
  channelId: string,
): ChatChannel[] {
  return channels.map((channel) =>
    channel.id === channelId ? { ...channel, unread: 0 } : channel,
  );
}

export function channelsWithout(
  channels: readonly ChatChannel[],
  channelId: string,
): ChatChannel[] {
  return channels.filter((channel) => channel.id !== channelId);
}
