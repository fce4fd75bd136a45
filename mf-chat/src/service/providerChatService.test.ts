import { strings } from '@portal/shared';
import type { ChatLoginAnswer } from './chatLoginApi';
import { ChatFailure, type ChatService } from './chatService';
import { ProviderChatService } from './providerChatService';

function stubService(): ChatService {
  return {
    connect: jest.fn(),
    disconnect: jest.fn(),
    subscribe: () => () => {},
    typing: jest.fn(),
    listChannels: jest.fn(async () => []),
  } as unknown as ChatService;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const PORTAL: ChatLoginAnswer = { streamToken: 't', provider: 'portal' };

function setup(login: () => Promise<ChatLoginAnswer>) {
  const portal = stubService();
  const stream = jest.fn(async () => stubService());
  const service = new ProviderChatService({
    login,
    portal: () => portal,
    stream,
    retryDelay: () => 5,
  });
  return { service, portal, stream };
}

describe('ProviderChatService', () => {
  it('stays refused after a refused login until asked again', async () => {
    const login = jest
      .fn<Promise<ChatLoginAnswer>, []>()
      .mockRejectedValueOnce(new ChatFailure('Hidden profile', 'refused', 403))
      .mockResolvedValue(PORTAL);
    const { service, portal } = setup(login);
    service.connect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(login).toHaveBeenCalledTimes(1);
    expect(portal.connect).not.toHaveBeenCalled();

    service.connect();
    await flush();
    expect(portal.connect).toHaveBeenCalledTimes(1);
  });

  it('tries a failed login again with backoff while connected is wanted', async () => {
    const login = jest
      .fn<Promise<ChatLoginAnswer>, []>()
      .mockRejectedValueOnce(new ChatFailure(strings.chatLoginFailed, 'login'))
      .mockResolvedValue(PORTAL);
    const { service, portal } = setup(login);
    service.connect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(login).toHaveBeenCalledTimes(2);
    expect(portal.connect).toHaveBeenCalledTimes(1);
  });

  it('does not connect what was chosen after a disconnect, and drops typing before a choice', async () => {
    const { service, portal } = setup(async () => PORTAL);
    service.typing('ch1');
    service.connect();
    service.disconnect();
    await flush();
    expect(portal.connect).not.toHaveBeenCalled();
    expect(portal.typing).not.toHaveBeenCalled();
  });

  it('answers a Stream adapter that cannot be loaded as a failed chat login', async () => {
    const login = jest.fn(
      async (): Promise<ChatLoginAnswer> => ({
        streamToken: 's',
        provider: 'stream',
        apiKey: 'key',
      }),
    );
    const { service, stream } = setup(login);
    stream.mockRejectedValueOnce(new Error('Loading chunk 42 failed'));
    await expect(service.listChannels()).rejects.toMatchObject({
      message: strings.chatLoginFailed,
      reason: 'login',
    });
    await expect(service.listChannels()).resolves.toEqual([]);
    expect(stream).toHaveBeenCalledTimes(2);
  });
});
