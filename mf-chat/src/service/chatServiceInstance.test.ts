import { type ChatEvent, strings } from '@portal/shared';
import type { ChatLoginAnswer } from './chatLoginApi';
import { type ChatEventListener, ChatFailure, type ChatService } from './chatService';
import { type ChatStore, chatServiceFor, setChatServiceFactory } from './chatServiceInstance';
import { PortalChatService } from './portalChatService';

/** A stand-in for either implementation: records its options and relays events. */
function stubService(options: unknown) {
  const listeners = new Set<ChatEventListener>();
  return {
    options,
    connect: jest.fn(),
    disconnect: jest.fn(),
    subscribe: (listener: ChatEventListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listChannels: jest.fn(async () => []),
    unreadTotal: jest.fn(async () => 7),
    typing: jest.fn(),
    emit: (event: ChatEvent) => {
      for (const listener of listeners) listener(event);
    },
  };
}

// Loading the Stream module is what the default build must not do: the mock counts it.
const mockStreamModule = { loads: 0 };
jest.mock('./streamChatService', () => {
  mockStreamModule.loads += 1;
  return { StreamChatService: jest.fn((options: unknown) => stubService(options)) };
});
jest.mock('./portalChatService', () => ({
  PortalChatService: jest.fn((options: unknown) => stubService(options)),
}));

type Stub = ReturnType<typeof stubService>;
type Login = () => Promise<string>;

function storeAnswering(...answers: (ChatLoginAnswer | { status: number })[]): ChatStore {
  return {
    dispatch: jest.fn(async () => {
      const next = answers.shift();
      if (!next) throw new Error('no more chat logins');
      return 'status' in next ? { error: next } : { data: next };
    }) as unknown as ChatStore['dispatch'],
    getState: () => ({ session: { communityId: 'willow-creek' } }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function loadStreamModule() {
  return jest.requireMock<{ StreamChatService: jest.Mock }>('./streamChatService');
}

afterEach(() => {
  setChatServiceFactory(null);
  jest.clearAllMocks();
});

describe('chatServiceFor', () => {
  it("uses the portal's own service, and never loads the Stream adapter, by default", async () => {
    const store = storeAnswering(
      { streamToken: 'portal-1', provider: 'portal' },
      { streamToken: 'portal-2', provider: 'portal' },
    );
    const service = chatServiceFor(store);
    const events: ChatEvent[] = [];
    service.subscribe((event) => events.push(event));
    service.connect();
    await flush();

    expect(PortalChatService).toHaveBeenCalledTimes(1);
    const portal = (PortalChatService as unknown as jest.Mock).mock.results[0].value as Stub;
    expect(portal.connect).toHaveBeenCalled();
    expect(await service.unreadTotal()).toBe(7);
    service.typing('ch1');
    expect(portal.typing).toHaveBeenCalledWith('ch1');
    portal.emit({ type: 'unread', total: 7 });
    expect(events).toEqual([{ type: 'unread', total: 7 }]);

    // Its login answers the token in hand first, then logs in again.
    const { login } = portal.options as { login: Login };
    expect(await login()).toBe('portal-1');
    expect(await login()).toBe('portal-2');

    expect(mockStreamModule.loads).toBe(0);
  });

  it('takes an answer without a provider (an older server) for the portal', async () => {
    const service = chatServiceFor(storeAnswering({ streamToken: 'portal-1' }));
    await service.listChannels();
    expect(PortalChatService).toHaveBeenCalledTimes(1);
    expect(mockStreamModule.loads).toBe(0);
  });

  it('loads the Stream adapter for a community configured for Stream', async () => {
    const store = storeAnswering(
      { streamToken: 'stream-1', provider: 'stream', apiKey: 'key', staffUserId: 'staff-1' },
      { streamToken: 'stream-2', provider: 'stream', apiKey: 'key', staffUserId: 'staff-1' },
    );
    const service = chatServiceFor(store);
    service.connect();
    await flush();

    expect(mockStreamModule.loads).toBe(1);
    expect(PortalChatService).not.toHaveBeenCalled();
    const { StreamChatService } = loadStreamModule();
    expect(StreamChatService).toHaveBeenCalledWith(
      expect.objectContaining({ apiKey: 'key', team: 'willow-creek', staffUserId: 'staff-1' }),
    );
    const stream = StreamChatService.mock.results[0].value as Stub;
    expect(stream.connect).toHaveBeenCalled();
    const { login } = stream.options as { login: Login };
    expect(await login()).toBe('stream-1');
    expect(await login()).toBe('stream-2');
  });

  it('answers a refused chat login to the call, and logs in again on the next one', async () => {
    const store = storeAnswering(
      { status: 403 },
      { status: 503 },
      { streamToken: 'portal-1', provider: 'portal' },
    );
    const service = chatServiceFor(store);
    const refused = await service.listChannels().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChatFailure);
    expect(refused).toMatchObject({ reason: 'refused', status: 403 });
    // A Stream community on a server without Stream's secret: the spec's login failure.
    expect(await service.listChannels().catch((error: unknown) => error)).toMatchObject({
      message: strings.chatLoginFailed,
      reason: 'login',
    });
    await expect(service.listChannels()).resolves.toEqual([]);
    expect(PortalChatService).toHaveBeenCalledTimes(1);
  });

  it('closes the service it made when another is set', async () => {
    const service = chatServiceFor(storeAnswering({ streamToken: 'portal-1' }));
    await service.listChannels();
    const portal = (PortalChatService as unknown as jest.Mock).mock.results[0].value as Stub;
    const fake = { disconnect: jest.fn() } as unknown as ChatService;
    setChatServiceFactory(() => fake);
    expect(portal.disconnect).toHaveBeenCalled();
  });
});
