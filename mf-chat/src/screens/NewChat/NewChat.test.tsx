import { strings } from '@portal/shared';
import { renderArea, storeWith, testUser } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { ChatFailure } from '../../service/chatService';
import { setChatServiceFactory } from '../../service/chatServiceInstance';
import { FakeChatService } from '../../testing/fakeChatService';

let chat: FakeChatService;

beforeEach(() => {
  chat = new FakeChatService();
  chat.users = [
    { id: 'u2', name: 'Walter Ames', image: null },
    { id: 'u3', name: 'Ada Lane', image: '/v1/chat/avatars/u3' },
  ];
  setChatServiceFactory(() => chat);
});

afterAll(() => setChatServiceFactory(null));

async function openNewChat() {
  renderArea('/chat', routes, '/chat/users', await storeWith(testUser()));
}

describe('starting a chat', () => {
  it('finds people by name and opens the chat with the one chosen', async () => {
    await openNewChat();
    expect(await screen.findByRole('button', { name: 'Ada Lane' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'walt{Enter}');
    expect(await screen.findByText('1 person')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ada Lane' })).toBeNull();
    expect(chat.calls.find((call) => call.method === 'searchUsers' && call.args[0])?.args).toEqual([
      'walt',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Walter Ames' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Walter Ames' }),
    ).toBeInTheDocument();
    expect(chat.calls.find((call) => call.method === 'openChannel')?.args).toEqual([
      { memberId: 'u2' },
    ]);
  });

  it("shows the service's reason when a chat with the staff cannot be made", async () => {
    chat.failNext('openChannel', new ChatFailure(strings.chatStaffNotFound, 'status', 404));
    await openNewChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Message the staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.chatStaffNotFound);
  });
});
