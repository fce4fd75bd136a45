import { chatChannel, chatMessage, ME, STAFF } from '../testing/fakeChatService';
import {
  channelsWithMessage,
  channelsWithout,
  channelsWithRead,
  channelsWithUpdatedMessage,
  mergeMessages,
  pagesWithMessage,
} from './chatCaches';
import { compareMessageIds } from './messageIds';

describe('message ids', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['123', '123', 0],
    ['9007199254740993', '9007199254740992', 1],
  ])('orders %s against %s', (a, b, sign) => {
    expect(Math.sign(compareMessageIds(a, b))).toBe(sign);
  });
});

describe('the loaded messages', () => {
  it('take each message once, in id order, a newer copy replacing the older', () => {
    const liked = chatMessage('2', { reactions: [{ type: 'like', userIds: ['me'] }] });
    const merged = mergeMessages([chatMessage('2'), chatMessage('10')], [chatMessage('9'), liked]);
    expect(merged.map((message) => message.id)).toEqual(['2', '9', '10']);
    expect(merged[0].reactions).toHaveLength(1);
  });
});

describe('a message arriving by itself', () => {
  const loaded = { messages: [chatMessage('50'), chatMessage('51')], hasEarlier: true };

  it('joins the loaded messages when it is not older than all of them', () => {
    const ids = (pages: { messages: { id: string }[] }) => pages.messages.map(({ id }) => id);
    expect(ids(pagesWithMessage(loaded, chatMessage('52')))).toEqual(['50', '51', '52']);
    expect(ids(pagesWithMessage(loaded, chatMessage('51')))).toEqual(['50', '51']);
  });

  it("waits for 'Load earlier messages' when it is older, so nothing loaded has a gap", () => {
    expect(pagesWithMessage(loaded, chatMessage('3'))).toBe(loaded);
    const everything = { ...loaded, hasEarlier: false };
    expect(pagesWithMessage(everything, chatMessage('3')).messages[0].id).toBe('3');
  });
});

describe('the loaded channel list', () => {
  const walter = chatChannel('ch1', { lastMessage: chatMessage('1') });
  const staff = chatChannel('ch2', {
    members: [ME, STAFF],
    lastMessage: chatMessage('5', { channelId: 'ch2', created_at: '2026-01-05T12:00:00Z' }),
  });

  it('moves a channel with a new message first and counts it unread when it is not mine', () => {
    const message = chatMessage('6', { created_at: '2026-01-05T13:00:00Z' });
    const list = channelsWithMessage([staff, walter], message, 'me');
    expect(list?.map((channel) => [channel.id, channel.unread])).toEqual([
      ['ch1', 1],
      ['ch2', 0],
    ]);
    const mine = channelsWithMessage([staff, walter], { ...message, user: ME }, 'me');
    expect(mine?.[0].unread).toBe(0);
  });

  it('ignores a message it already has, and knows when a channel is not listed', () => {
    expect(channelsWithMessage([walter], chatMessage('1'), 'me')?.[0].unread).toBe(0);
    expect(channelsWithMessage([walter], chatMessage('7', { channelId: 'new' }), 'me')).toBeNull();
  });

  it('updates the last message, clears unread and drops channels', () => {
    const liked = chatMessage('1', { reactions: [{ type: 'love', userIds: ['u2'] }] });
    expect(channelsWithUpdatedMessage([walter], liked)[0].lastMessage?.reactions).toHaveLength(1);
    expect(channelsWithRead([{ ...walter, unread: 3 }], 'ch1')[0].unread).toBe(0);
    expect(channelsWithout([walter, staff], 'ch1').map((channel) => channel.id)).toEqual(['ch2']);
  });
});
