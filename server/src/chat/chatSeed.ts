import type { Db } from '../db/database.ts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import type { DemoDataset } from '../db/seedData/demoDataset.ts';
import { HIDDEN_PROFILE } from '../people/privacy.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { chatFileKey } from './chatActions.ts';
import { newChatId } from './chatRepository.ts';
import { storeThumbnail } from './chatThumbnails.ts';
import { demoDocument, demoPicture } from './demoFiles.ts';

const HOUR_MS = 60 * 60 * 1000;

interface DemoMessage {
  from: string;
  text: string;
  hoursAgo: number;
  file?: { name: string; mime: string; bytes: Buffer };
  reactions?: { userId: string; type: string }[];
}

async function seedConversation(
  db: Db,
  files: FileStore,
  members: [string, string],
  messages: DemoMessage[],
  /** For each member, how many of the messages they had read. */
  readCounts: [number, number],
): Promise<void> {
  const channelId = newChatId();
  await db.query(
    'INSERT INTO chat_channels (id, community_id, member_key, created_at) VALUES ($1, $2, $3, $4)',
    [
      channelId,
      WILLOW_CREEK_ID,
      [...members].sort().join(':'),
      new Date(Date.now() - 30 * 24 * HOUR_MS),
    ],
  );
  const ids: string[] = [];
  for (const message of messages) {
    const createdAt = new Date(Date.now() - message.hoursAgo * HOUR_MS);
    const fileIds: string[] = [];
    if (message.file) {
      const fileId = newChatId();
      await files.put(chatFileKey(fileId), message.file.bytes);
      const hasThumbnail = await storeThumbnail(
        files,
        chatFileKey(fileId),
        message.file.mime,
        message.file.bytes,
      );
      await db.query(
        `INSERT INTO chat_files (id, channel_id, user_id, name, mime, size, created_at, has_thumbnail)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          fileId,
          channelId,
          message.from,
          message.file.name,
          message.file.mime,
          message.file.bytes.length,
          createdAt,
          hasThumbnail,
        ],
      );
      fileIds.push(fileId);
    }
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO chat_messages (channel_id, user_id, text, file_ids, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
      [channelId, message.from, message.text, fileIds, createdAt],
    );
    ids.push(row.id);
    for (const reaction of message.reactions ?? []) {
      await db.query(
        'INSERT INTO chat_reactions (message_id, user_id, type, created_at) VALUES ($1, $2, $3, $4)',
        [row.id, reaction.userId, reaction.type, createdAt],
      );
    }
  }
  for (const [index, userId] of members.entries()) {
    const read = readCounts[index];
    await db.query(
      'INSERT INTO chat_members (channel_id, user_id, last_read_id) VALUES ($1, $2, $3)',
      [channelId, userId, read > 0 ? ids[read - 1] : 0],
    );
  }
}

/**
 * The demo's chats: the demo resident with her daughter (a picture, a PDF, reactions) and with
 * a neighbour, each with messages not read yet; Willow Creek's staff take "Message the staff"
 * chats, Maple Grove has no staff account for them.
 */
export async function seedChat(db: Db, dataset: DemoDataset, files: FileStore): Promise<void> {
  await db.query('UPDATE communities SET chat_staff_user_id = $1 WHERE id = $2', [
    DEMO_STAFF_ID,
    WILLOW_CREEK_ID,
  ]);
  await seedConversation(
    db,
    files,
    [DEMO_RESIDENT_ID, DEMO_FAMILY_ID],
    [
      { from: DEMO_FAMILY_ID, text: 'Hi Mum! We loved seeing you on Sunday.', hoursAgo: 74 },
      {
        from: DEMO_FAMILY_ID,
        text: 'Here is the garden from our visit.',
        hoursAgo: 73,
        file: { name: 'Garden.png', mime: 'image/png', bytes: demoPicture() },
        reactions: [{ userId: DEMO_RESIDENT_ID, type: 'love' }],
      },
      {
        from: DEMO_RESIDENT_ID,
        text: 'What a lovely picture. The roses are coming along nicely.',
        hoursAgo: 50,
        reactions: [{ userId: DEMO_FAMILY_ID, type: 'like' }],
      },
      {
        from: DEMO_RESIDENT_ID,
        text: 'Could you bring my reading glasses on Thursday?',
        hoursAgo: 26,
      },
      {
        from: DEMO_FAMILY_ID,
        text: 'Here are the plans for Thursday. See you at 2!',
        hoursAgo: 3,
        file: {
          name: 'Thursday plans.pdf',
          mime: 'application/pdf',
          bytes: demoDocument(['Thursday plans', '2:00 Visit and tea', '3:30 Walk in the garden']),
        },
      },
      { from: DEMO_FAMILY_ID, text: 'Let me know if you need anything else.', hoursAgo: 1 },
    ],
    [4, 3],
  );
  const neighbour = dataset.users.find(
    (user) =>
      user.userType === 'Resident' &&
      user.id !== DEMO_RESIDENT_ID &&
      user.primaryCommunityId === WILLOW_CREEK_ID &&
      !user.hiddenFields.includes(HIDDEN_PROFILE),
  );
  if (!neighbour) return;
  await seedConversation(
    db,
    files,
    [DEMO_RESIDENT_ID, neighbour.id],
    [
      {
        from: DEMO_RESIDENT_ID,
        text: 'Thank you for the tomatoes, they were delicious.',
        hoursAgo: 48,
      },
      { from: neighbour.id, text: 'Are you going to the concert on Friday?', hoursAgo: 20 },
    ],
    [1, 2],
  );
}
