import { randomBytes } from 'node:crypto';
import {
  type ChatAttachment,
  type ChatChannel,
  type ChatMessage,
  type ChatReaction,
  type ChatReactionType,
  type ChatUser,
  primaryRole,
  type Role,
  type UserType,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { FileLinks } from '../http/fileLinks.ts';
import { thumbnailKey } from './chatThumbnails.ts';

/** Where a chat file is served (with a signed link: images and downloads send no token). */
export const CHAT_FILE_PATH_PREFIX = '/v1/chat/files/';

/** A chat user's shown name in SQL (table alias `u`): preferred or first name, and last name. */
export const USER_NAME = `coalesce(nullif(u.preferred_name, ''), u.first_name) || ' ' || u.last_name`;

export function newChatId(): string {
  return randomBytes(12).toString('hex');
}

interface MessageRow {
  id: string;
  channel_id: string;
  text: string;
  created_at: Date | string;
  user_id: string;
  user_name: string;
  user_image: string | null;
  reactions: { type: ChatReactionType; userId: string }[];
  files: StoredFile[];
}

/** A chat file as its record describes it. */
export interface StoredFile {
  id: string;
  name: string;
  mime: string;
  size: number;
  hasThumbnail: boolean;
}

const MESSAGE_SELECT = `
  SELECT m.id::text AS id, m.channel_id, m.text, m.created_at,
         u.id AS user_id, ${USER_NAME} AS user_name, u.thumbnail AS user_image,
         coalesce((SELECT json_agg(json_build_object('type', r.type, 'userId', r.user_id)
                                   ORDER BY r.created_at, r.user_id)
                     FROM chat_reactions r WHERE r.message_id = m.id), '[]') AS reactions,
         coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'mime', f.mime,
                                                     'size', f.size,
                                                     'hasThumbnail', f.has_thumbnail)
                                   ORDER BY array_position(m.file_ids, f.id))
                     FROM chat_files f WHERE f.id = ANY (m.file_ids)), '[]') AS files
    FROM chat_messages m
    JOIN users u ON u.id = m.user_id`;

function asJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Pictures every browser shows in <img>; other image kinds (HEIC, TIFF, PSD) are files. */
export const SHOWN_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** Spec 3's attachment of a stored file, with signed links to it (and its thumbnail). */
export function attachmentOf(file: StoredFile, links: FileLinks, now = Date.now()): ChatAttachment {
  const url = links.sign(`${CHAT_FILE_PATH_PREFIX}${file.id}`, now);
  const isImage = SHOWN_IMAGE_TYPES.has(file.mime);
  return {
    type: isImage ? 'image' : 'file',
    mime: file.mime,
    title: file.name,
    file_size: file.size,
    ...(isImage ? { image_url: url } : { asset_url: url }),
    ...(file.hasThumbnail
      ? { thumb_url: links.sign(`${CHAT_FILE_PATH_PREFIX}${thumbnailKey(file.id)}`, now) }
      : {}),
  };
}

function reactionsOf(rows: MessageRow['reactions']): ChatReaction[] {
  const byType = new Map<ChatReactionType, string[]>();
  for (const { type, userId } of rows) byType.set(type, [...(byType.get(type) ?? []), userId]);
  return [...byType].map(([type, userIds]) => ({ type, userIds }));
}

function messageOf(row: MessageRow, links: FileLinks, now: number): ChatMessage {
  return {
    id: row.id,
    channelId: row.channel_id,
    type: 'regular',
    text: row.text,
    attachments: asJson(row.files).map((file) => attachmentOf(file, links, now)),
    reactions: reactionsOf(asJson(row.reactions)),
    created_at: new Date(row.created_at).toISOString(),
    user: { id: row.user_id, name: row.user_name, image: row.user_image },
  };
}

/** Reads messages in the shape of the wire, with signed links to their files. */
export class ChatReader {
  constructor(
    private readonly db: Db,
    private readonly links: FileLinks,
  ) {}

  private async messages(where: string, params: unknown[], order: string, limit: number) {
    const rows = await this.db.query<MessageRow>(
      `${MESSAGE_SELECT} WHERE ${where} ORDER BY m.id ${order} LIMIT ${Math.floor(limit)}`,
      params,
    );
    const now = Date.now();
    return rows.map((row) => messageOf(row, this.links, now));
  }

  async message(id: string): Promise<ChatMessage | null> {
    const [message] = await this.messages('m.id = $1', [id], 'ASC', 1);
    return message ?? null;
  }

  /** The page before `before` (or the latest), oldest first. */
  async page(channelId: string, before: string | null, limit: number): Promise<ChatMessage[]> {
    const newestFirst = await this.messages(
      'm.channel_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)',
      [channelId, before],
      'DESC',
      limit,
    );
    return newestFirst.reverse();
  }

  /** Messages after `after` in the member's channels of the community, oldest first. */
  since(userId: string, communityId: string, after: string, limit: number): Promise<ChatMessage[]> {
    return this.messages(
      `m.id > $3::bigint AND m.channel_id IN (
         SELECT cm.channel_id FROM chat_members cm
           JOIN chat_channels c ON c.id = cm.channel_id
          WHERE cm.user_id = $1 AND c.community_id = $2)`,
      [userId, communityId, after],
      'ASC',
      limit,
    );
  }

  /** The member's listed channels of the community, most recent activity first. */
  async channels(
    userId: string,
    communityId: string,
    limit: number,
    offset: number,
  ): Promise<ChatChannel[]> {
    const rows = await this.db.query<ChannelRow>(
      `${CHANNEL_SELECT}
        WHERE me.user_id = $1 AND c.community_id = $2 AND NOT me.hidden
        ORDER BY coalesce(last.at, c.created_at) DESC, c.id
        LIMIT $3 OFFSET $4`,
      [userId, communityId, limit, offset],
    );
    return this.channelsOf(rows);
  }

  /** One channel as the member sees it, or null when they are not in it (in this community). */
  async channel(userId: string, communityId: string, channelId: string) {
    const rows = await this.db.query<ChannelRow>(
      `${CHANNEL_SELECT} WHERE me.user_id = $1 AND c.community_id = $2 AND c.id = $3`,
      [userId, communityId, channelId],
    );
    const [channel] = await this.channelsOf(rows);
    return channel ?? null;
  }

  private async channelsOf(rows: ChannelRow[]): Promise<ChatChannel[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const members = await this.db.query<
      ChatUser & { channel_id: string; roles: Role[]; user_type: UserType }
    >(
      `SELECT cm.channel_id, u.id, ${USER_NAME} AS name, u.thumbnail AS image, u.roles, u.user_type
         FROM chat_members cm JOIN users u ON u.id = cm.user_id
        WHERE cm.channel_id = ANY ($1) ORDER BY name`,
      [ids],
    );
    const lastIds = rows.flatMap((row) => (row.last_id ? [row.last_id] : []));
    const lastMessages = lastIds.length
      ? await this.messages('m.id = ANY ($1::bigint[])', [lastIds], 'ASC', lastIds.length)
      : [];
    return rows.map((row) => ({
      id: row.id,
      type: 'messaging',
      team: row.community_id,
      members: members
        .filter((member) => member.channel_id === row.id)
        .map(({ id, name, image, roles, user_type }) => ({
          id,
          name,
          image,
          ...(primaryRole(roles, user_type) === 'Staff' ? { staff: true } : {}),
        })),
      lastMessage: lastMessages.find((message) => message.id === row.last_id) ?? null,
      unread: row.unread,
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}

interface ChannelRow {
  id: string;
  community_id: string;
  created_at: Date | string;
  last_id: string | null;
  unread: number;
}

const CHANNEL_SELECT = `
  SELECT c.id, c.community_id, c.created_at, last.id::text AS last_id,
         (SELECT count(*)::int FROM chat_messages m
           WHERE m.channel_id = c.id AND m.id > me.last_read_id AND m.user_id <> me.user_id)
           AS unread
    FROM chat_members me
    JOIN chat_channels c ON c.id = me.channel_id
    LEFT JOIN LATERAL (SELECT max(m.id) AS id, max(m.created_at) AS at FROM chat_messages m
                        WHERE m.channel_id = c.id) last ON true`;

/** Unread messages from others in the member's listed channels of the community. */
export async function unreadTotal(db: Db, userId: string, communityId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(m.id)::int AS total
       FROM chat_members me
       JOIN chat_channels c ON c.id = me.channel_id AND c.community_id = $2
       JOIN chat_messages m
         ON m.channel_id = me.channel_id AND m.id > me.last_read_id AND m.user_id <> me.user_id
      WHERE me.user_id = $1 AND NOT me.hidden`,
    [userId, communityId],
  );
  return row?.total ?? 0;
}

export async function channelMemberIds(db: Db, channelId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM chat_members WHERE channel_id = $1',
    [channelId],
  );
  return rows.map((row) => row.user_id);
}

/** The pair's channel in the community, created (with both members) when there is none. */
export async function pairChannel(
  db: Db,
  communityId: string,
  userId: string,
  otherId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const memberKey = [userId, otherId].sort().join(':');
    await tx.query(
      `INSERT INTO chat_channels (id, community_id, member_key) VALUES ($1, $2, $3)
       ON CONFLICT (community_id, member_key) DO NOTHING`,
      [newChatId(), communityId, memberKey],
    );
    const [{ id }] = await tx.query<{ id: string }>(
      'SELECT id FROM chat_channels WHERE community_id = $1 AND member_key = $2',
      [communityId, memberKey],
    );
    await tx.query(
      `INSERT INTO chat_members (channel_id, user_id) VALUES ($1, $2), ($1, $3)
       ON CONFLICT (channel_id, user_id) DO NOTHING`,
      [id, userId, otherId],
    );
    // Opening a chat one had hidden lists it again.
    await tx.query(
      'UPDATE chat_members SET hidden = false WHERE channel_id = $1 AND user_id = $2',
      [id, userId],
    );
    return id;
  });
}
