import type { ChatChannel, ChatMessage, ChatUser } from '@portal/shared';
import { chatText } from '../chatText';

/** The person the caller chats with in a one-to-one channel. */
export function otherMember(channel: ChatChannel, myId: string | undefined): ChatUser {
  return (
    channel.members.find((member) => member.id !== myId) ??
    channel.members[0] ?? { id: '', name: chatText.someone, image: null }
  );
}

/** What a message holds, in a few words: its text, else 'Photo' or 'File'. */
export function messageGist(message: ChatMessage): string {
  if (message.text.trim()) return message.text;
  const [first] = message.attachments;
  if (!first) return '';
  return first.type === 'image' ? chatText.photo : chatText.file;
}

/** The second line of a chat in the list: the last message ('You: …' for one's own). */
export function lastMessagePreview(channel: ChatChannel, myId: string | undefined): string {
  const last = channel.lastMessage;
  if (!last) return chatText.noMessagesYet;
  const gist = messageGist(last);
  return last.user.id === myId ? `${chatText.you}: ${gist}` : gist;
}

/** '1 unread message', '2 unread messages'. */
export function unreadLabel(count: number): string {
  return count === 1 ? 'unread message' : 'unread messages';
}
