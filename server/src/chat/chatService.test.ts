import {
  CHAT_MESSAGE_MAX,
  CHAT_UPLOAD_MAX_BYTES,
  type ChatAttachment,
  type ChatChannel,
  type ChatMessage,
  type ChatUser,
  strings,
} from '@portal/contracts';
import sharp from 'sharp';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import type { TestRequest } from '../testing/httpClient.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { demoDocument, demoPicture } from './demoFiles.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ config: { logLevel: 'error' } });
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

async function chatToken(userId: string, communityId = WILLOW_CREEK_ID): Promise<string> {
  const response = await testApp.request({
    method: 'POST',
    url: '/v3/auth/communication/login',
    headers: { authorization: await bearerFor(testApp, userId) },
    payload: { communityId },
  });
  expect(response.statusCode).toBe(200);
  return `Bearer ${response.json<{ streamToken: string }>().streamToken}`;
}

function chat(
  token: string,
  request: Omit<TestRequest, 'headers'> & { headers?: Record<string, string> },
) {
  return testApp.request({ ...request, headers: { authorization: token, ...request.headers } });
}

async function channelsOf(token: string): Promise<ChatChannel[]> {
  const response = await chat(token, { method: 'GET', url: '/v1/chat/channels' });
  expect(response.statusCode).toBe(200);
  return response.json<{ channels: ChatChannel[] }>().channels;
}

async function openWith(token: string, memberId: string): Promise<ChatChannel> {
  const response = await chat(token, {
    method: 'POST',
    url: '/v1/chat/channels',
    payload: { memberId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ channel: ChatChannel }>().channel;
}

async function send(token: string, channelId: string, payload: unknown) {
  return chat(token, { method: 'POST', url: `/v1/chat/channels/${channelId}/messages`, payload });
}

async function upload(token: string, channelId: string, name: string, bytes: Buffer, type: string) {
  return chat(token, {
    method: 'POST',
    url: `/v1/chat/channels/${channelId}/uploads?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': type },
    rawBody: bytes,
  });
}

async function unread(token: string): Promise<number> {
  const response = await chat(token, { method: 'GET', url: '/v1/chat/unread' });
  return response.json<{ total: number }>().total;
}

/** A second resident of Willow Creek who may chat. */
async function neighbourId(exclude: string[] = []): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.user_type = 'Resident' AND NOT ('profile' = ANY (u.hidden_fields))
        AND NOT (u.id = ANY ($2)) ORDER BY u.id LIMIT 1`,
    [WILLOW_CREEK_ID, [DEMO_RESIDENT_ID, ...exclude]],
  );
  return row.id;
}

describe('the chat service', () => {
  it('refuses a call without a chat token, or with a portal token instead', async () => {
    expect((await testApp.request({ method: 'GET', url: '/v1/chat/channels' })).statusCode).toBe(
      401,
    );
    const portalToken = await bearerFor(testApp, DEMO_RESIDENT_ID);
    expect((await chat(portalToken, { method: 'GET', url: '/v1/chat/channels' })).statusCode).toBe(
      401,
    );
  });

  it("lists the seeded conversations with their unread counts, and the badge's total", async () => {
    const token = await chatToken(DEMO_RESIDENT_ID);
    const channels = await channelsOf(token);
    expect(channels).toHaveLength(2);
    const withClaire = channels.find((c) => c.members.some((m) => m.id === DEMO_FAMILY_ID));
    expect(withClaire).toMatchObject({ type: 'messaging', team: WILLOW_CREEK_ID, unread: 2 });
    expect(withClaire?.lastMessage?.text).toBe('Let me know if you need anything else.');
    // The latest conversation first, by the time of its last message.
    expect(channels[0].id).toBe(withClaire?.id);
    expect(await unread(token)).toBe(3);
    expect(await unread(await chatToken(DEMO_FAMILY_ID))).toBe(1);
  });

  it('pages history by cursor, oldest first, with signed file links that serve the files', async () => {
    const token = await chatToken(DEMO_RESIDENT_ID);
    const channel = (await channelsOf(token)).find((c) =>
      c.members.some((m) => m.id === DEMO_FAMILY_ID),
    );
    const page = await chat(token, {
      method: 'GET',
      url: `/v1/chat/channels/${channel?.id}/messages`,
    });
    const messages = page.json<{ messages: ChatMessage[] }>().messages;
    expect(messages.map((m) => Number(m.id))).toEqual(
      [...messages.map((m) => Number(m.id))].sort((a, b) => a - b),
    );
    const picture = messages.find((m) => m.attachments[0]?.type === 'image');
    expect(picture?.attachments[0]).toMatchObject({ mime: 'image/png', title: 'Garden.png' });
    expect(picture?.reactions).toEqual([{ type: 'love', userIds: [DEMO_RESIDENT_ID] }]);
    const file = await testApp.request({
      method: 'GET',
      url: picture?.attachments[0].image_url ?? '',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const unsigned = (picture?.attachments[0].image_url ?? '').split('?')[0];
    expect((await testApp.request({ method: 'GET', url: unsigned })).statusCode).toBe(404);

    const older = await chat(token, {
      method: 'GET',
      url: `/v1/chat/channels/${channel?.id}/messages?before=${messages[2].id}`,
    });
    expect(older.json<{ messages: ChatMessage[] }>().messages.map((m) => m.id)).toEqual(
      messages.slice(0, 2).map((m) => m.id),
    );
  });

  it('reuses the one channel of a pair, and refuses self, other teams, staff and hidden profiles', async () => {
    const token = await chatToken(DEMO_RESIDENT_ID);
    const existing = (await channelsOf(token)).find((c) =>
      c.members.some((m) => m.id === DEMO_FAMILY_ID),
    );
    expect((await openWith(token, DEMO_FAMILY_ID)).id).toBe(existing?.id);

    const refusal = async (payload: unknown, communityId = WILLOW_CREEK_ID) => {
      const response = await chat(await chatToken(DEMO_RESIDENT_ID, communityId), {
        method: 'POST',
        url: '/v1/chat/channels',
        payload,
      });
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    expect(await refusal({ memberId: DEMO_RESIDENT_ID })).toEqual([400, strings.chatSelf]);
    const [elsewhere] = await testApp.db.query<{ id: string }>(
      `SELECT user_id AS id FROM user_communities WHERE community_id = $1
        AND user_id NOT IN (SELECT user_id FROM user_communities WHERE community_id = $2) LIMIT 1`,
      [MAPLE_GROVE_ID, WILLOW_CREEK_ID],
    );
    expect(await refusal({ memberId: elsewhere.id })).toEqual([400, strings.chatNoSharedTeam]);
    expect(await refusal({ memberId: DEMO_STAFF_ID })).toEqual([400, strings.chatCannotReach]);
    const hidden = await neighbourId();
    await testApp.db.query(`UPDATE users SET hidden_fields = '{profile}' WHERE id = $1`, [hidden]);
    try {
      expect(await refusal({ memberId: hidden })).toEqual([400, strings.chatCannotReach]);
    } finally {
      await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [hidden]);
    }
    expect(await refusal({ memberId: DEMO_FAMILY_ID, staff: true })).toEqual([
      400,
      'body must NOT have more than 1 properties',
    ]);
  });

  it("starts a chat with the community's staff, marked as staff, and says when a community has none", async () => {
    const token = await chatToken(DEMO_RESIDENT_ID);
    const response = await chat(token, {
      method: 'POST',
      url: '/v1/chat/channels',
      payload: { staff: true },
    });
    expect(response.statusCode).toBe(200);
    // The staff account is marked (no calls with it); the resident is not.
    const members = response.json<{ channel: ChatChannel }>().channel.members;
    expect(members.map(({ id, staff }) => [id, staff ?? false]).sort()).toEqual(
      [
        [DEMO_RESIDENT_ID, false],
        [DEMO_STAFF_ID, true],
      ].sort(),
    );
    const maple = await chat(await chatToken(DEMO_RESIDENT_ID, MAPLE_GROVE_ID), {
      method: 'POST',
      url: '/v1/chat/channels',
      payload: { staff: true },
    });
    expect([maple.statusCode, maple.json<{ message: string }>().message]).toEqual([
      404,
      strings.chatStaffNotFound,
    ]);
  });

  it('stops a chat already open when its holder hides their profile', async () => {
    const token = await chatToken(DEMO_ADVOCATE_ID);
    expect((await chat(token, { method: 'GET', url: '/v1/chat/channels' })).statusCode).toBe(200);
    await testApp.db.query(`UPDATE users SET hidden_fields = '{profile}' WHERE id = $1`, [
      DEMO_ADVOCATE_ID,
    ]);
    try {
      const refused = await chat(token, { method: 'GET', url: '/v1/chat/channels' });
      expect(refused.statusCode).toBe(403);
    } finally {
      await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [
        DEMO_ADVOCATE_ID,
      ]);
    }
  });

  it('sends, counts unread for the other member, and clears it on read; bad text changes nothing', async () => {
    const resident = await chatToken(DEMO_RESIDENT_ID);
    const family = await chatToken(DEMO_FAMILY_ID);
    const channel = await openWith(resident, DEMO_FAMILY_ID);
    const before = await unread(family);
    for (const [payload, message] of [
      [{ text: '   ' }, strings.chatMessageEmpty],
      [{ text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, strings.chatMessageTooLong],
    ] as const) {
      const response = await send(resident, channel.id, payload);
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
        400,
        message,
      ]);
    }
    expect(await unread(family)).toBe(before);

    const sent = await send(resident, channel.id, { text: '  Tea at four?  ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ message: ChatMessage }>().message).toMatchObject({
      text: 'Tea at four?',
      user: { id: DEMO_RESIDENT_ID, name: expect.any(String) },
    });
    expect(await unread(family)).toBe(before + 1);
    const read = await chat(family, {
      method: 'POST',
      url: `/v1/chat/channels/${channel.id}/read`,
    });
    expect(read.json<{ total: number }>().total).toBe(0);
  });

  it('refuses a message to someone who has hidden their profile since, but not to the staff', async () => {
    const resident = await chatToken(DEMO_RESIDENT_ID);
    const channel = await openWith(resident, DEMO_FAMILY_ID);
    await testApp.db.query(`UPDATE users SET hidden_fields = '{profile}' WHERE id = $1`, [
      DEMO_FAMILY_ID,
    ]);
    try {
      const refused = await send(resident, channel.id, { text: 'Are you there?' });
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
        400,
        strings.chatCannotReach,
      ]);
    } finally {
      await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [
        DEMO_FAMILY_ID,
      ]);
    }
    const staff = await chat(resident, {
      method: 'POST',
      url: '/v1/chat/channels',
      payload: { staff: true },
    });
    const toStaff = await send(resident, staff.json<{ channel: ChatChannel }>().channel.id, {
      text: 'The lift is stuck',
    });
    expect(toStaff.statusCode).toBe(200);
  });

  it('refuses a resident a direct chat with someone who left the directory', async () => {
    const optedOut = await neighbourId();
    await testApp.db.query(
      'UPDATE user_communities SET opt_out_of_directory = true WHERE user_id = $1',
      [optedOut],
    );
    try {
      const refused = await chat(await chatToken(DEMO_RESIDENT_ID), {
        method: 'POST',
        url: '/v1/chat/channels',
        payload: { memberId: optedOut },
      });
      expect(refused.json<{ message: string }>().message).toBe(strings.chatCannotReach);
      const family = await chat(await chatToken(DEMO_FAMILY_ID), {
        method: 'POST',
        url: '/v1/chat/channels',
        payload: { memberId: optedOut },
      });
      expect(family.statusCode).toBe(200);
    } finally {
      await testApp.db.query(
        'UPDATE user_communities SET opt_out_of_directory = false WHERE user_id = $1',
        [optedOut],
      );
    }
  });

  it('refuses channels the caller is not in', async () => {
    const resident = await chatToken(DEMO_RESIDENT_ID);
    const channel = await openWith(resident, DEMO_FAMILY_ID);
    const outsider = await chatToken(DEMO_ADVOCATE_ID);
    for (const request of [
      { method: 'GET', url: `/v1/chat/channels/${channel.id}` },
      { method: 'GET', url: `/v1/chat/channels/${channel.id}/messages` },
      {
        method: 'POST',
        url: `/v1/chat/channels/${channel.id}/messages`,
        payload: { text: 'Hello' },
      },
      { method: 'DELETE', url: `/v1/chat/channels/${channel.id}` },
    ] as const) {
      expect((await chat(outsider, request)).statusCode).toBe(404);
    }
  });

  it('searches only the shared team, never the caller, staff or hidden profiles; opt-outs only for residents', async () => {
    const optedOut = await neighbourId();
    await testApp.db.query(
      'UPDATE user_communities SET opt_out_of_directory = true WHERE user_id = $1 AND community_id = $2',
      [optedOut, WILLOW_CREEK_ID],
    );
    try {
      const search = async (userId: string, q = '') => {
        const response = await chat(await chatToken(userId), {
          method: 'GET',
          url: `/v1/chat/users?q=${encodeURIComponent(q)}`,
        });
        return response.json<{ users: ChatUser[] }>().users.map((user) => user.id);
      };
      const residentSees = await search(DEMO_RESIDENT_ID);
      expect(residentSees).not.toContain(DEMO_RESIDENT_ID);
      expect(residentSees).not.toContain(DEMO_STAFF_ID);
      expect(residentSees).not.toContain(optedOut);
      const [{ last_name }] = await testApp.db.query<{ last_name: string }>(
        'SELECT last_name FROM users WHERE id = $1',
        [optedOut],
      );
      expect(await search(DEMO_RESIDENT_ID, last_name)).not.toContain(optedOut);
      expect(await search(DEMO_FAMILY_ID, last_name)).toContain(optedOut);
      const named = await chat(await chatToken(DEMO_FAMILY_ID), {
        method: 'GET',
        url: '/v1/chat/users?q=eleanor%20whit',
      });
      expect(named.json<{ users: ChatUser[] }>().users.map((user) => user.id)).toEqual([
        DEMO_RESIDENT_ID,
      ]);
    } finally {
      await testApp.db.query(
        'UPDATE user_communities SET opt_out_of_directory = false WHERE user_id = $1',
        [optedOut],
      );
    }
  });

  it('takes pictures and documents by their content, and refuses video, large and too many files', async () => {
    const token = await chatToken(DEMO_RESIDENT_ID);
    const channel = await openWith(token, DEMO_FAMILY_ID);
    const picture = await upload(
      token,
      channel.id,
      'lawn.png',
      demoPicture(1200, 800),
      'image/png',
    );
    expect(picture.statusCode).toBe(200);
    const image = picture.json<{ attachment: ChatAttachment }>().attachment;
    expect(image).toMatchObject({ type: 'image', mime: 'image/png', title: 'lawn.png' });
    // A small WebP copy for the conversation, at most 480 px on its longer side.
    const thumbnail = await fetch(new URL(image.thumb_url ?? '', testApp.baseUrl));
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 480, 320]);
    // A PDF named like a picture is a file, by its content.
    const named = await upload(token, channel.id, 'menu.jpg', demoDocument(['Menu']), 'image/jpeg');
    expect(named.json<{ attachment: ChatAttachment }>().attachment).toMatchObject({
      type: 'file',
      mime: 'application/pdf',
    });
    // An MP4 (its ftyp box) named .png.
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.alloc(64),
    ]);
    const refusedVideo = await upload(token, channel.id, 'holiday.png', video, 'image/png');
    expect([refusedVideo.statusCode, refusedVideo.json<{ message: string }>().message]).toEqual([
      400,
      strings.uploadVideoUnsupported,
    ]);
    const anonymous = await testApp.request({
      method: 'POST',
      url: `/v1/chat/channels/${channel.id}/uploads?name=lawn.png`,
      headers: { 'content-type': 'image/png' },
      rawBody: demoPicture(),
    });
    expect(anonymous.statusCode).toBe(401);
    const large = await upload(
      token,
      channel.id,
      'big.bin',
      Buffer.alloc(CHAT_UPLOAD_MAX_BYTES),
      'application/octet-stream',
    );
    expect([large.statusCode, large.json<{ message: string }>().message]).toEqual([
      400,
      strings.uploadTooLarge,
    ]);

    const tooMany = await send(token, channel.id, {
      text: 'All of them',
      attachments: Array(11).fill(image),
    });
    expect(tooMany.json<{ message: string }>().message).toBe(strings.uploadTooMany);
    const sent = await send(token, channel.id, { text: '', attachments: [image] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ message: ChatMessage }>().message.attachments).toMatchObject([
      { title: 'lawn.png' },
    ]);
    // Someone else's upload cannot be attached.
    const family = await chatToken(DEMO_FAMILY_ID);
    const theirs = await send(family, channel.id, { text: 'Mine now', attachments: [image] });
    expect(theirs.json<{ message: string }>().message).toBe(strings.chatFileNotFound);
  });

  it('toggles reactions', async () => {
    const token = await chatToken(DEMO_RESIDENT_ID);
    const channel = await openWith(token, DEMO_FAMILY_ID);
    const message = (await send(token, channel.id, { text: 'React to me' })).json<{
      message: ChatMessage;
    }>().message;
    const react = (type: string) =>
      chat(token, {
        method: 'POST',
        url: `/v1/chat/messages/${message.id}/reactions`,
        payload: { type },
      });
    expect((await react('like')).json<{ message: ChatMessage }>().message.reactions).toEqual([
      { type: 'like', userIds: [DEMO_RESIDENT_ID] },
    ]);
    expect((await react('like')).json<{ message: ChatMessage }>().message.reactions).toEqual([]);
    expect((await react('shrug')).json<{ message: string }>().message).toBe(
      strings.chatReactionUnknown,
    );
  });

  it('hides a conversation until its next message, and deletes it for both', async () => {
    const resident = await chatToken(DEMO_RESIDENT_ID);
    const neighbour = await neighbourId([DEMO_FAMILY_ID]);
    const channel = await openWith(resident, neighbour);
    await send(resident, channel.id, { text: 'Hello neighbour' });
    const hide = await chat(resident, {
      method: 'POST',
      url: `/v1/chat/channels/${channel.id}/hide`,
    });
    expect(hide.statusCode).toBe(204);
    expect((await channelsOf(resident)).map((c) => c.id)).not.toContain(channel.id);
    const theirs = await chatToken(neighbour);
    await send(theirs, channel.id, { text: 'Hello back' });
    expect((await channelsOf(resident)).map((c) => c.id)).toContain(channel.id);

    expect(
      (await chat(theirs, { method: 'DELETE', url: `/v1/chat/channels/${channel.id}` })).statusCode,
    ).toBe(204);
    expect((await channelsOf(resident)).map((c) => c.id)).not.toContain(channel.id);
    expect(
      (await chat(resident, { method: 'GET', url: `/v1/chat/channels/${channel.id}/messages` }))
        .statusCode,
    ).toBe(404);
  });
});
