import { strings } from '@portal/shared';
import { renderArea, storeWith, testUser } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { ChatFailure } from '../../service/chatService';
import { setChatServiceFactory } from '../../service/chatServiceInstance';
import { chatChannel, chatMessage, FakeChatService, ME } from '../../testing/fakeChatService';

let chat: FakeChatService;

beforeEach(() => {
  chat = new FakeChatService();
  chat.channels = [chatChannel('ch1')];
  setChatServiceFactory(() => chat);
});

afterAll(() => setChatServiceFactory(null));

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => chatMessage(String(from + index)));

async function renderConversation(id: string) {
  renderArea('/chat', routes, `/chat/details/${id}`, await storeWith(testUser()));
}

async function openConversation() {
  await renderConversation('ch1');
  return screen.findByRole('list', { name: 'Messages' });
}

const calls = (method: string) => chat.calls.filter((call) => call.method === method);

describe('a conversation', () => {
  it("is titled with the other person's name, shows the messages in order and marks them read", async () => {
    chat.messages.set('ch1', [
      chatMessage('1', { text: 'Hello Eleanor' }),
      chatMessage('2', { text: 'Hello Walter', user: ME }),
    ]);
    const list = await openConversation();
    expect(screen.getByRole('heading', { level: 1, name: 'Walter Ames' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Walter Ames/);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Walter Ames');
    expect(items[0]).toHaveTextContent('Hello Eleanor');
    expect(items[1]).toHaveTextContent('You');
    await waitFor(() => expect(calls('markRead')).toHaveLength(1));
  });

  it('opens at the newest message and loads earlier ones on request', async () => {
    chat.messages.set('ch1', range(1, 60));
    const list = await openConversation();
    expect(within(list).getByText('Message 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    // Where focus goes needs a real layout: the chat journey in the browser checks it.
    expect(await screen.findByText('10 earlier messages loaded.')).toBeInTheDocument();
    expect(calls('listMessages').at(-1)?.args).toEqual(['ch1', '11']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('turns a reaction on, and copies a message', async () => {
    const user = userEvent.setup();
    chat.messages.set('ch1', [chatMessage('1', { text: 'Tea at four?' })]);
    await openConversation();
    // Only given reactions show; React offers the others.
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    const react = screen.getByRole('button', { name: 'React' });
    expect(react).toHaveAttribute('aria-expanded', 'false');
    await user.click(react);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Like, 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(strings.copied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('Tea at four?');
  });

  it('sends a message with its file, and shows it', async () => {
    await openConversation();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Here is the menu');
    await userEvent.upload(
      screen.getByLabelText('Attach files'),
      new File(['pdf'], 'menu.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(field, '{Enter}');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Here is the menu')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /menu\.pdf/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/v1\/chat\/files\/menu\.pdf$/),
    );
    expect(calls('upload')[0].args).toEqual(['ch1', 'menu.pdf']);
    expect(field).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    chat.failNext('sendMessage', new ChatFailure(strings.chatSendFailed, 'timeout'));
    await openConversation();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.chatSendFailed);
    expect(field).toHaveValue('Are you there?');
  });

  it('announces a new message from the other person and marks it read', async () => {
    chat.messages.set('ch1', [chatMessage('1')]);
    await openConversation();
    await waitFor(() => expect(calls('markRead')).toHaveLength(1));
    act(() => {
      chat.emit({ type: 'message.new', message: chatMessage('2', { text: 'See you soon' }) });
    });
    expect(screen.getByText('New message from Walter Ames: See you soon')).toBeInTheDocument();
    await waitFor(() => expect(calls('markRead')).toHaveLength(2));

    // A reconnected socket replays what the page has: not news, and not shown twice.
    act(() => {
      chat.emit({ type: 'message.new', message: chatMessage('1', { text: 'Old news' }) });
    });
    expect(screen.queryByText(/New message from Walter Ames: Old news/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when the conversation is gone', async () => {
    await renderConversation('gone');
    expect(
      await screen.findByRole('heading', { name: 'This conversation is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your chats' })).toHaveAttribute(
      'href',
      '/chat/channels',
    );
  });
});
