import { chatChannel, chatMessage, ME, STAFF } from '../testing/fakeChatService';
import { lastMessagePreview, otherMember, unreadLabel } from './channelFacts';
import { listTime, messageTime } from './chatTime';

const photo = { type: 'image' as const, mime: 'image/jpeg', title: 'a.jpg', file_size: 1 };
const pdf = { type: 'file' as const, mime: 'application/pdf', title: 'a.pdf', file_size: 1 };

describe('a chat in the list', () => {
  it('names the other member', () => {
    expect(otherMember(chatChannel('ch', { members: [ME, STAFF] }), 'me')).toEqual(STAFF);
    expect(otherMember(chatChannel('ch', { members: [STAFF, ME] }), 'me')).toEqual(STAFF);
  });

  it.each([
    [null, 'No messages yet'],
    [chatMessage('1', { text: 'Hi' }), 'Hi'],
    [chatMessage('1', { text: 'Hi', user: ME }), 'You: Hi'],
    [chatMessage('1', { text: '', attachments: [photo] }), 'Photo'],
    [chatMessage('1', { text: ' ', attachments: [pdf], user: ME }), 'You: File'],
  ])('previews %j as %s', (lastMessage, preview) => {
    expect(lastMessagePreview(chatChannel('ch', { lastMessage }), 'me')).toBe(preview);
  });

  it.each([
    [1, 'unread message'],
    [2, 'unread messages'],
  ])('counts %i %s', (count, label) => {
    expect(unreadLabel(count)).toBe(label);
  });
});

describe('chat times, in the community time zone', () => {
  const zone = 'America/New_York';
  const now = new Date('2026-03-10T18:00:00Z');

  it.each([
    ['2026-03-10T14:05:00Z', '10:05 AM', '10:05 AM'],
    ['2026-03-10T03:00:00Z', 'Yesterday', 'Yesterday, 11:00 PM'],
    ['2026-02-01T15:00:00Z', 'Feb 1', 'Feb 1, 10:00 AM'],
    ['2025-12-24T15:00:00Z', 'Dec 24, 2025', 'Dec 24, 2025, 10:00 AM'],
  ])('%s reads %s in the list and %s on the message', (iso, inList, onMessage) => {
    expect(listTime(iso, zone, now)).toBe(inList);
    expect(messageTime(iso, zone, now)).toBe(onMessage);
  });
});
