import { selectBadge, strings } from '@portal/shared';
import { renderArea, storeWith, testUser } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { ChatFailure } from '../../service/chatService';
import { setChatServiceFactory } from '../../service/chatServiceInstance';
import {
  chatChannel,
  chatMessage,
  FakeChatService,
  ME,
  STAFF,
} from '../../testing/fakeChatService';

let chat: FakeChatService;

beforeEach(() => {
  chat = new FakeChatService();
  setChatServiceFactory(() => chat);
});

afterAll(() => setChatServiceFactory(null));

async function openList() {
  const store = await storeWith(testUser());
  renderArea('/chat', routes, '/chat/channels', store);
  return store;
}

describe('the chat list', () => {
  it('shows each chat with the other person, the last message and how many are unread', async () => {
    chat.channels = [
      chatChannel('ch1', { lastMessage: chatMessage('7', { text: 'Lunch at noon?' }), unread: 2 }),
      chatChannel('ch2', {
        members: [ME, STAFF],
        lastMessage: chatMessage('5', {
          channelId: 'ch2',
          text: '',
          user: ME,
          attachments: [{ type: 'image', mime: 'image/jpeg', title: 'a.jpg', file_size: 1 }],
        }),
      }),
    ];
    await openList();
    const walter = await screen.findByRole('link', { name: /Walter Ames/ });
    expect(walter).toHaveAttribute('href', '/chat/details/ch1');
    expect(walter).toHaveTextContent('Lunch at noon?');
    expect(within(walter).getByText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Willow Creek Staff/ })).toHaveTextContent(
      'You: Photo',
    );
    expect(screen.getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/chat/users');
  });

  it('offers to start a chat when there is none', async () => {
    await openList();
    expect(await screen.findByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a chat' })).toHaveAttribute(
      'href',
      '/chat/users',
    );
  });

  it('says the chat login failed and logs in again on request', async () => {
    chat.failNext('listChannels', new ChatFailure(strings.chatLoginFailed, 'login'));
    chat.channels = [chatChannel('ch1')];
    await openList();
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.chatLoginFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Walter Ames/ })).toBeInTheDocument();
  });

  it('deletes a chat only once the person confirms', async () => {
    chat.channels = [chatChannel('ch1')];
    await openList();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete chat with Walter Ames' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('for both of you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(chat.calls.some((call) => call.method === 'deleteChannel')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete chat with Walter Ames' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this conversation?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Your chat with Walter Ames is deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Walter Ames/ })).toBeNull();
    expect(chat.calls.find((call) => call.method === 'deleteChannel')?.args).toEqual(['ch1']);
  });

  it('keeps itself and the chat button up to date as messages arrive', async () => {
    chat.channels = [
      chatChannel('ch1', { lastMessage: chatMessage('3'), created_at: '2026-01-01T09:00:00Z' }),
      chatChannel('ch2', {
        members: [ME, STAFF],
        lastMessage: chatMessage('4', { channelId: 'ch2', user: STAFF, text: 'Welcome!' }),
      }),
    ];
    const store = await openList();
    await screen.findByRole('link', { name: /Walter Ames/ });

    act(() => {
      chat.emit({
        type: 'message.new',
        message: chatMessage('9', { text: 'Are you coming?', created_at: '2026-01-05T11:00:00Z' }),
      });
      chat.emit({ type: 'unread', total: 4 });
    });
    const rows = screen.getAllByRole('link', { name: /Walter Ames|Staff/ });
    expect(rows[0]).toHaveTextContent('Are you coming?');
    expect(rows[0]).toHaveTextContent('1 unread message');
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(4);
  });
});
