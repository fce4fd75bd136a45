import {
  CHAT_MESSAGE_MAX,
  CHAT_REACTION_TYPES,
  CHAT_UPLOAD_MAX_FILES,
  type ChatReactionType,
  strings,
} from '@portal/contracts';
import { chatRefusal } from '../auth/chatAccess.ts';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../storage/fileStore.ts';
import type { ChatCaller } from './chatCaller.ts';
import type { ChatHub } from './chatRealtime.ts';
import { ChatRefusal } from './chatRefusal.ts';
import { CHAT_FILE_PATH_PREFIX } from './chatRepository.ts';
import { thumbnailKey } from './chatThumbnails.ts';

/**
 * The channel's members, if the caller is one of them in the community of their token; else
 * the channel does not exist for them.
 */
export async function requireMembership(
  db: Db,
  caller: ChatCaller,
  channelId: string,
): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT cm.user_id FROM chat_members cm
      WHERE cm.channel_id = $1
        AND EXISTS (SELECT 1 FROM chat_members me JOIN chat_channels c ON c.id = me.channel_id
                     WHERE me.channel_id = $1 AND me.user_id = $2 AND c.community_id = $3)`,
    [channelId, caller.userId, caller.communityId],
  );
  if (rows.length === 0) throw new ChatRefusal(404, strings.chatChannelNotFound);
  return rows.map((row) => row.user_id);
}

/** The stored files a message names by their links: the caller's uploads to this channel. */
async function attachedFileIds(
  db: Db,
  caller: ChatCaller,
  channelId: string,
  urls: readonly string[],
): Promise<string[]> {
  if (urls.length > CHAT_UPLOAD_MAX_FILES) throw new ChatRefusal(400, strings.uploadTooMany);
  if (urls.length === 0) return [];
  const ids = urls.map((url) => {
    const path = url.split('?')[0] ?? '';
    const at = path.indexOf(CHAT_FILE_PATH_PREFIX);
    return at < 0 ? '' : path.slice(at + CHAT_FILE_PATH_PREFIX.length);
  });
  const found = await db.query<{ id: string }>(
    'SELECT id FROM chat_files WHERE id = ANY ($1) AND channel_id = $2 AND user_id = $3',
    [ids, channelId, caller.userId],
  );
  if (new Set(found.map((row) => row.id)).size !== new Set(ids).size || ids.includes('')) {
    throw new ChatRefusal(400, strings.chatFileNotFound);
  }
  return ids;
}

/** Spec 3 and 5: stores a message (text, files or both) and tells every member's tabs. */
export async function sendMessage(
  db: Db,
  hub: ChatHub,
  caller: ChatCaller,
  channelId: string,
  input: { text: string; attachmentUrls: string[] },
): Promise<string> {
  const memberIds = await requireMembership(db, caller, channelId);
  const text = input.text.trim();
  if (text.length > CHAT_MESSAGE_MAX) throw new ChatRefusal(400, strings.chatMessageTooLong);
  const fileIds = await attachedFileIds(db, caller, channelId, input.attachmentUrls);
  if (!text && fileIds.length === 0) throw new ChatRefusal(400, strings.chatMessageEmpty);
  await requireReachable(db, caller, memberIds);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO chat_messages (channel_id, user_id, text, file_ids)
       VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
      [channelId, caller.userId, text, fileIds],
    );
    // A new message lists a hidden conversation again, and the sender has read up to it.
    await tx.query('UPDATE chat_members SET hidden = false WHERE channel_id = $1', [channelId]);
    await tx.query(
      `UPDATE chat_members SET last_read_id = greatest(last_read_id, $3::bigint)
        WHERE channel_id = $1 AND user_id = $2`,
      [channelId, caller.userId, row.id],
    );
    // In the transaction: the others hear of the message once it is stored, and only then.
    const notice = { kind: 'message', messageId: row.id, channelId, memberIds } as const;
    await hub.publish({ ...notice, communityId: caller.communityId }, tx);
    return row.id;
  });
}

/**
 * Spec 6 holds for the whole conversation, not only its start: a message is refused when the
 * other member may no longer chat here (a hidden profile, gone from the community), unless they
 * are the community's staff account, which takes "Message the staff" chats.
 */
async function requireReachable(db: Db, caller: ChatCaller, memberIds: string[]): Promise<void> {
  const [community] = await db.query<{ chat_staff_user_id: string | null }>(
    'SELECT chat_staff_user_id FROM communities WHERE id = $1',
    [caller.communityId],
  );
  for (const memberId of memberIds) {
    if (memberId === caller.userId || memberId === community?.chat_staff_user_id) continue;
    if (await chatRefusal(db, memberId, caller.communityId)) {
      throw new ChatRefusal(400, strings.chatCannotReach);
    }
  }
}

/** Adds the caller's reaction of this type, or takes it back when it is there already. */
export async function toggleReaction(
  db: Db,
  hub: ChatHub,
  caller: ChatCaller,
  messageId: string,
  type: string,
): Promise<void> {
  if (!(CHAT_REACTION_TYPES as string[]).includes(type)) {
    throw new ChatRefusal(400, strings.chatReactionUnknown);
  }
  const [message] = /^\d{1,18}$/.test(messageId)
    ? await db.query<{ channel_id: string }>(
        'SELECT channel_id FROM chat_messages WHERE id = $1::bigint',
        [messageId],
      )
    : [];
  if (!message) throw new ChatRefusal(404, strings.chatChannelNotFound);
  const memberIds = await requireMembership(db, caller, message.channel_id);
  const removed = await db.query(
    'DELETE FROM chat_reactions WHERE message_id = $1::bigint AND user_id = $2 AND type = $3 RETURNING 1',
    [messageId, caller.userId, type as ChatReactionType],
  );
  if (removed.length === 0) {
    await db.query(
      `INSERT INTO chat_reactions (message_id, user_id, type) VALUES ($1::bigint, $2, $3)
       ON CONFLICT DO NOTHING`,
      [messageId, caller.userId, type],
    );
  }
  await hub.publish({
    kind: 'updated',
    messageId,
    channelId: message.channel_id,
    memberIds,
    communityId: caller.communityId,
  });
}

/** Everything in the channel up to now counts as read by the caller. */
export async function markRead(
  db: Db,
  hub: ChatHub,
  caller: ChatCaller,
  channelId: string,
): Promise<void> {
  await requireMembership(db, caller, channelId);
  await db.query(
    `UPDATE chat_members
        SET last_read_id = greatest(last_read_id,
              (SELECT coalesce(max(id), 0) FROM chat_messages WHERE channel_id = $1))
      WHERE channel_id = $1 AND user_id = $2`,
    [channelId, caller.userId],
  );
  await hub.publish({
    kind: 'read',
    channelId,
    userId: caller.userId,
    communityId: caller.communityId,
  });
}

/** Leaves the conversation out of the caller's list until its next message. */
export async function hideChannel(db: Db, caller: ChatCaller, channelId: string): Promise<void> {
  await requireMembership(db, caller, channelId);
  await db.query('UPDATE chat_members SET hidden = true WHERE channel_id = $1 AND user_id = $2', [
    channelId,
    caller.userId,
  ]);
}

/** Deletes the conversation for both members, with its messages and files. */
export async function deleteChannel(
  db: Db,
  hub: ChatHub,
  files: FileStore,
  caller: ChatCaller,
  channelId: string,
): Promise<void> {
  const memberIds = await requireMembership(db, caller, channelId);
  const stored = await db.query<{ id: string }>('SELECT id FROM chat_files WHERE channel_id = $1', [
    channelId,
  ]);
  // Members, messages, reactions and file records go with it (ON DELETE CASCADE).
  await db.query('DELETE FROM chat_channels WHERE id = $1', [channelId]);
  await Promise.all(
    stored.flatMap((file) => [
      files.remove(chatFileKey(file.id)),
      files.remove(thumbnailKey(chatFileKey(file.id))),
    ]),
  );
  await hub.publish({ kind: 'deleted', channelId, memberIds, communityId: caller.communityId });
}

export function chatFileKey(fileId: string): string {
  return `chat/${fileId}`;
}
