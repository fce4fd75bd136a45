import { badgeCounted, selectBadge } from '@portal/shared';
import { storeWith, testUser } from '@portal/shared/testing';
import { hooks } from './hooks';
import { setChatServiceFactory } from './service/chatServiceInstance';
import { FakeChatService } from './testing/fakeChatService';

afterEach(() => setChatServiceFactory(null));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat hooks', () => {
  it('connect after sign-in and keep the chat button counting unread messages', async () => {
    const chat = new FakeChatService();
    chat.unreadTotal = jest.fn(async () => 3);
    const connect = jest.spyOn(chat, 'connect');
    setChatServiceFactory(() => chat);
    const store = await storeWith(testUser());

    hooks.startup?.(store);
    await settle();
    expect(connect).toHaveBeenCalled();
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(3);

    chat.emit({ type: 'unread', total: 5 });
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(5);

    chat.unreadTotal = jest.fn(async () => 0);
    hooks.resume?.(store);
    await settle();
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(0);
  });

  it('leave staff alone, and stay quiet when the chat login is refused', async () => {
    const chat = new FakeChatService();
    const connect = jest.spyOn(chat, 'connect');
    setChatServiceFactory(() => chat);
    hooks.startup?.(await storeWith(testUser({ _type: 'Staff', roles: ['Staff'] })));
    expect(connect).not.toHaveBeenCalled();

    chat.unreadTotal = jest.fn(async () => {
      throw new Error('Chat is not available.');
    });
    const store = await storeWith(testUser());
    store.dispatch(badgeCounted({ key: 'chat.unread', count: 2 }));
    hooks.startup?.(store);
    await settle();
    // A failed count leaves the badge as it was, and nothing is thrown at the page.
    expect(chat.unreadTotal).toHaveBeenCalled();
    expect(selectBadge(store.getState(), 'chat.unread')).toBe(2);
  });
});
