import {
  CHAT_TIMEOUT_MS,
  CHAT_UPLOAD_MAX_BYTES,
  type ChatAttachment,
  type ChatEvent,
  strings,
} from '@portal/shared';
import type { StreamChat } from 'stream-chat';
import { ChatFailure } from './chatService';
import { StreamChatService, type StreamChatServiceOptions } from './streamChatService';

// The SDK itself is never used here: each test hands the service a fake client.
jest.mock('stream-chat', () => ({
  StreamChat: jest.fn(() => {
    throw new Error('the tests use a fake Stream client');
  }),
}));

type Json = Record<string, unknown>;

const ME = { id: 'me', name: 'Eleanor Whitfield', image: 'https://cdn.example.org/me.png' };
const WALTER = { id: 'walter', name: 'Walter Ames' };

/** A Stream user token for `userId` (unsigned: only Stream checks the signature). */
function streamToken(userId: string, serial = 1): string {
  const part = (value: Json) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user_id: userId, n: serial })}.signature`;
}

function streamMessage(id: string, over: Json = {}): Json {
  return {
    id,
    cid: 'messaging:ch1',
    type: 'regular',
    text: `Message ${id}`,
    attachments: [],
    latest_reactions: [],
    own_reactions: [],
    created_at: '2026-01-05T10:00:00.000Z',
    user: WALTER,
    ...over,
  };
}

/** Stream failures as the SDK throws them: an API error, and axios' own for a time-out. */
function apiError(status: number, code = 4): Error {
  return Object.assign(new Error(`StreamChat error code ${code}: refused`), {
    status,
    code,
    response: { status },
  });
}
const timedOut = () =>
  Object.assign(new Error(`timeout of ${CHAT_TIMEOUT_MS}ms exceeded`), {
    name: 'AxiosError',
    code: 'ECONNABORTED',
  });
const offline = () =>
  Object.assign(new Error('Network Error'), { name: 'AxiosError', code: 'ERR_NETWORK' });

class FakeChannel {
  initialized = false;
  state = {
    members: {} as Record<string, { user?: Json }>,
    latestMessages: [] as Json[],
    unreadCount: 0,
  };

  constructor(
    public id: string | undefined,
    public data: Json = {},
  ) {}

  get cid() {
    return `messaging:${this.id}`;
  }

  countUnread() {
    return this.state.unreadCount;
  }

  watch = jest.fn(async (_options?: Json) => {
    this.initialized = true;
    this.id ??= 'made-by-stream';
    return { messages: this.state.latestMessages };
  });
  query = jest.fn(async (_options?: Json) => ({ messages: [] as Json[] }));
  sendMessage = jest.fn(async (message: Json) => ({
    message: streamMessage('sent', { ...message, user: ME, created_at: '2026-01-05T11:00:00Z' }),
  }));
  sendReaction = jest.fn(async (messageId: string, reaction: { type: string }) => ({
    message: streamMessage(messageId, {
      latest_reactions: [{ type: reaction.type, user_id: 'me' }],
    }),
  }));
  deleteReaction = jest.fn(async (messageId: string, _type: string) => ({
    message: streamMessage(messageId),
  }));
  sendImage = jest.fn(async (_file: File, _name?: string, _type?: string) => ({
    file: 'https://cdn.example.org/photo.png',
    thumb_url: 'https://cdn.example.org/photo-thumb.png',
  }));
  sendFile = jest.fn(async (_file: File, _name?: string, _type?: string) => ({
    file: 'https://cdn.example.org/menu.pdf',
  }));
  hide = jest.fn(async () => ({}));
  delete = jest.fn(async () => ({}));
  markRead = jest.fn(async () => null);
  keystroke = jest.fn(async () => {});
}

/** The part of the SDK's client the service uses, driven by the test. */
class FakeStreamClient {
  userID: string | undefined;
  user: Json | undefined;
  /** The tokens the service's token provider handed over, in order. */
  tokens: string[] = [];
  tokenProvider: (() => Promise<string>) | null = null;
  readonly channels = new Map<string, FakeChannel>();
  /** Channels made from members (`channel(type, { members })`). */
  readonly made: FakeChannel[] = [];
  private readonly handlers = new Set<(event: Json) => void>();

  constructor(
    readonly apiKey: string,
    readonly options: Json,
  ) {}

  connectUser = jest.fn(async (user: { id: string }, provider: () => Promise<string>) => {
    this.tokenProvider = provider;
    this.tokens.push(await provider());
    this.userID = user.id;
    this.user = { id: user.id, total_unread_count: 3 };
    return { me: this.user };
  });
  disconnectUser = jest.fn(async () => {
    this.userID = undefined;
    this.user = undefined;
  });
  queryChannels = jest.fn(async (..._args: unknown[]) => [] as FakeChannel[]);
  queryUsers = jest.fn(async (..._args: unknown[]) => ({ users: [ME, WALTER] as Json[] }));
  getUnreadCount = jest.fn(async () => ({ total_unread_count: 2 }));
  getMessage = jest.fn(async (id: string) => ({ message: streamMessage(id) }));

  channel(_type: string, idOrData?: string | Json): FakeChannel {
    if (typeof idOrData === 'string') {
      const known = this.channels.get(idOrData) ?? new FakeChannel(idOrData);
      this.channels.set(idOrData, known);
      return known;
    }
    const made = new FakeChannel(undefined, idOrData);
    this.made.push(made);
    return made;
  }

  on(handler: (event: Json) => void) {
    this.handlers.add(handler);
    return { unsubscribe: () => this.handlers.delete(handler) };
  }

  /** An event from Stream's socket. */
  dispatch(event: Json) {
    for (const handler of this.handlers) handler(event);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Setup {
  service: StreamChatService;
  client: FakeStreamClient;
  login: jest.Mock<Promise<string>, []>;
  events: ChatEvent[];
}

function setup(over: Partial<StreamChatServiceOptions> = {}): Setup {
  let serial = 0;
  const login = jest.fn(async () => streamToken('me', ++serial));
  let client: FakeStreamClient | undefined;
  const service = new StreamChatService({
    apiKey: 'stream-key',
    team: 'willow-creek',
    staffUserId: 'staff',
    login,
    retryDelay: () => 10,
    createClient: (apiKey, options) => {
      client = new FakeStreamClient(apiKey, options as Json);
      return client as unknown as StreamChat;
    },
    ...over,
  });
  const events: ChatEvent[] = [];
  service.subscribe((event) => events.push(event));
  if (!client) throw new Error('no client made');
  return { service, client, login, events };
}

async function failureOf(promise: Promise<unknown>): Promise<ChatFailure> {
  const failure = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failure instanceof ChatFailure)) throw new Error(`expected a ChatFailure: ${failure}`);
  return failure;
}

describe('StreamChatService', () => {
  it('makes the SDK client with the API key and the chat time-out', () => {
    const { client } = setup();
    expect(client.apiKey).toBe('stream-key');
    expect(client.options).toEqual({ timeout: CHAT_TIMEOUT_MS });
  });

  it("connects as the token's user with the login's token, then renews through the login", async () => {
    const { service, client, login, events } = setup();
    service.connect();
    await flush();
    expect(client.connectUser).toHaveBeenCalledWith({ id: 'me' }, expect.any(Function));
    expect(login).toHaveBeenCalledTimes(1);
    expect(client.tokens).toEqual([streamToken('me', 1)]);
    expect(events).toEqual([{ type: 'ready' }]);

    // The token ran out: the SDK asks its provider, which logs in again.
    await expect(client.tokenProvider?.()).resolves.toBe(streamToken('me', 2));
    expect(login).toHaveBeenCalledTimes(2);

    // Connected once for every call.
    await service.listChannels();
    service.connect();
    await flush();
    expect(client.connectUser).toHaveBeenCalledTimes(1);

    service.disconnect();
    expect(client.disconnectUser).toHaveBeenCalledTimes(1);
  });

  it('stays refused after a refused login, and tries a failed one again with backoff', async () => {
    const refused = new ChatFailure(
      'You cannot chat while your profile is hidden.',
      'refused',
      403,
    );
    const { service, client, login } = setup();
    login.mockRejectedValueOnce(refused);
    service.connect();
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(login).toHaveBeenCalledTimes(1);
    expect(client.connectUser).not.toHaveBeenCalled();
    await expect(service.listChannels()).resolves.toEqual([]);

    const other = setup();
    other.login.mockRejectedValueOnce(new ChatFailure(strings.chatLoginFailed, 'login'));
    other.service.connect();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(other.login).toHaveBeenCalledTimes(2);
    expect(other.client.connectUser).toHaveBeenCalledTimes(1);
    other.service.disconnect();
  });

  it('answers a refused login as the failure of the call', async () => {
    const refused = new ChatFailure(
      'You cannot chat while your profile is hidden.',
      'refused',
      403,
    );
    const { service, login } = setup();
    login.mockRejectedValueOnce(refused);
    await expect(service.listChannels()).rejects.toBe(refused);
  });

  it('treats a token Stream refuses as a failed chat login', async () => {
    const { service, client } = setup();
    client.connectUser.mockRejectedValueOnce(apiError(401, 5));
    const failure = await failureOf(service.listChannels());
    expect(failure).toMatchObject({ message: strings.chatLoginFailed, reason: 'login' });
    expect(failure.isLogin).toBe(true);
  });

  it("lists the caller's messaging channels, latest activity first, as the port's channels", async () => {
    const { service, client } = setup();
    const channel = new FakeChannel('ch1', {
      team: 'willow-creek',
      created_at: '2026-01-01T09:00:00.000Z',
    });
    channel.state.members = { me: { user: ME }, walter: { user: WALTER } };
    channel.state.latestMessages = [
      streamMessage('s-1', { created_at: new Date('2026-01-05T10:00:00Z') }),
      streamMessage('s-sys', { type: 'system', created_at: new Date('2026-01-05T10:05:00Z') }),
    ];
    channel.state.unreadCount = 4;
    client.queryChannels.mockResolvedValueOnce([channel]);

    const [listed] = await service.listChannels();
    expect(client.queryChannels).toHaveBeenCalledWith(
      { type: 'messaging', members: { $in: ['me'] } },
      [{ last_message_at: -1 }],
      expect.objectContaining({ limit: 50, offset: 0 }),
    );
    expect(listed).toEqual({
      id: 'ch1',
      type: 'messaging',
      team: 'willow-creek',
      members: [
        { id: 'me', name: 'Eleanor Whitfield', image: 'https://cdn.example.org/me.png' },
        { id: 'walter', name: 'Walter Ames', image: null },
      ],
      lastMessage: expect.objectContaining({
        channelId: 'ch1',
        type: 'regular',
        text: 'Message s-1',
        created_at: '2026-01-05T10:00:00.000Z',
        user: { id: 'walter', name: 'Walter Ames', image: null },
      }),
      unread: 4,
      created_at: '2026-01-01T09:00:00.000Z',
    });
  });

  it('gives messages increasing numeric ids and pages back with Stream ids', async () => {
    const { service, client } = setup();
    const channel = client.channel('messaging', 'ch1');
    channel.state.latestMessages = [
      streamMessage('zzz', { created_at: '2026-01-05T10:00:00.000Z' }),
      streamMessage('aaa', { created_at: '2026-01-05T10:00:01.000Z' }),
    ];
    const latest = await service.listMessages('ch1');
    expect(channel.watch).toHaveBeenCalledWith({ messages: { limit: 50 } });
    expect(latest.map((message) => message.text)).toEqual(['Message zzz', 'Message aaa']);
    const [first, second] = latest.map((message) => message.id);
    expect(first).toMatch(/^\d{17}$/);
    expect(second.length === first.length && second > first).toBe(true);

    channel.query.mockResolvedValueOnce({
      messages: [streamMessage('older', { created_at: '2026-01-05T09:00:00.000Z' })],
    });
    const earlier = await service.listMessages('ch1', first);
    expect(channel.query).toHaveBeenCalledWith({ messages: { limit: 50, id_lt: 'zzz' } });
    expect(earlier[0].id < first).toBe(true);
  });

  it('sends a message with its attachments, and maps what comes back', async () => {
    const { service, client } = setup();
    const photo: ChatAttachment = {
      type: 'image',
      mime: 'image/png',
      title: 'photo.png',
      image_url: 'https://cdn.example.org/photo.png',
      file_size: 1200,
    };
    const sent = await service.sendMessage('ch1', { text: ' Hello ', attachments: [photo] });
    const channel = client.channels.get('ch1');
    expect(channel?.sendMessage).toHaveBeenCalledWith({
      text: 'Hello',
      attachments: [
        {
          type: 'image',
          mime_type: 'image/png',
          title: 'photo.png',
          file_size: 1200,
          image_url: 'https://cdn.example.org/photo.png',
        },
      ],
    });
    expect(sent).toMatchObject({
      channelId: 'ch1',
      text: 'Hello',
      attachments: [photo],
      user: { id: 'me' },
      created_at: '2026-01-05T11:00:00.000Z',
    });
  });

  it("fails a send with the spec's messages: refused, timed out, offline, empty", async () => {
    const { service, client } = setup();
    await service.listMessages('ch1');
    const channel = client.channel('messaging', 'ch1');

    channel.sendMessage.mockRejectedValueOnce(apiError(500));
    expect(await failureOf(service.sendMessage('ch1', { text: 'Hi' }))).toMatchObject({
      message: strings.chatSendFailed,
      reason: 'status',
      status: 500,
    });
    channel.sendMessage.mockRejectedValueOnce(timedOut());
    expect(await failureOf(service.sendMessage('ch1', { text: 'Hi' }))).toMatchObject({
      message: strings.chatSendFailed,
      reason: 'timeout',
    });
    channel.sendMessage.mockRejectedValueOnce(offline());
    expect(await failureOf(service.sendMessage('ch1', { text: 'Hi' }))).toMatchObject({
      message: strings.chatSendFailed,
      reason: 'network',
    });
    expect(await failureOf(service.sendMessage('ch1', { text: '  ' }))).toMatchObject({
      message: strings.chatMessageEmpty,
    });
    expect(channel.sendMessage).toHaveBeenCalledTimes(3);
  });

  it("turns the caller's reaction on, and off again", async () => {
    const { service, client } = setup();
    const channel = client.channel('messaging', 'ch1');
    channel.state.latestMessages = [streamMessage('s-7')];
    const [message] = await service.listMessages('ch1');

    const liked = await service.react(message.id, 'like');
    expect(client.getMessage).toHaveBeenCalledWith('s-7');
    expect(channel.sendReaction).toHaveBeenCalledWith('s-7', { type: 'like' });
    expect(liked.id).toBe(message.id);
    expect(liked.reactions).toEqual([{ type: 'like', userIds: ['me'] }]);

    client.getMessage.mockResolvedValueOnce({
      message: streamMessage('s-7', { own_reactions: [{ type: 'like', user_id: 'me' }] }),
    });
    const unliked = await service.react(message.id, 'like');
    expect(channel.deleteReaction).toHaveBeenCalledWith('s-7', 'like');
    expect(unliked.reactions).toEqual([]);
  });

  it('uploads images and files, and refuses what the spec refuses before sending', async () => {
    const { service, client } = setup();
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    expect(await service.upload('ch1', photo)).toEqual({
      type: 'image',
      mime: 'image/png',
      title: 'photo.png',
      image_url: 'https://cdn.example.org/photo.png',
      thumb_url: 'https://cdn.example.org/photo-thumb.png',
      file_size: 3,
    });
    const channel = client.channel('messaging', 'ch1');
    expect(channel.sendImage).toHaveBeenCalledWith(photo, 'photo.png', 'image/png');

    const menu = new File(['pdf!'], 'menu.pdf', { type: 'application/pdf' });
    expect(await service.upload('ch1', menu)).toEqual({
      type: 'file',
      mime: 'application/pdf',
      title: 'menu.pdf',
      asset_url: 'https://cdn.example.org/menu.pdf',
      file_size: 4,
    });

    const video = new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });
    expect(await failureOf(service.upload('ch1', video))).toMatchObject({
      message: strings.uploadVideoUnsupported,
    });
    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: CHAT_UPLOAD_MAX_BYTES });
    expect(await failureOf(service.upload('ch1', huge))).toMatchObject({
      message: strings.uploadTooLarge,
    });
    expect(channel.sendFile).toHaveBeenCalledTimes(1);

    channel.sendImage.mockRejectedValueOnce(timedOut());
    expect(await failureOf(service.upload('ch1', photo))).toMatchObject({
      message: strings.chatSendFailed,
      reason: 'timeout',
    });
    channel.sendFile.mockRejectedValueOnce(apiError(413));
    expect(await failureOf(service.upload('ch1', menu))).toMatchObject({
      message: strings.chatSendFailed,
      reason: 'status',
      status: 413,
    });
  });

  it("opens the one-to-one channel with a person or the community's staff", async () => {
    const { service, client } = setup();
    const opened = await service.openChannel({ memberId: 'walter' });
    expect(client.made[0].data).toEqual({ members: ['me', 'walter'], team: 'willow-creek' });
    expect(client.made[0].watch).toHaveBeenCalled();
    expect(opened).toMatchObject({ id: 'made-by-stream', type: 'messaging', team: 'willow-creek' });

    await service.openChannel({ staff: true });
    expect(client.made[1].data).toEqual({ members: ['me', 'staff'], team: 'willow-creek' });

    expect(await failureOf(service.openChannel({ memberId: 'me' }))).toMatchObject({
      message: strings.chatSelf,
    });
  });

  it('says there is no staff to message when the community has none or Stream refuses it', async () => {
    const without = setup({ staffUserId: null });
    expect(await failureOf(without.service.openChannel({ staff: true }))).toMatchObject({
      message: strings.chatStaffNotFound,
      reason: 'status',
    });
    expect(without.client.made).toHaveLength(0);

    const { service, client } = setup();
    const refusing = jest.spyOn(client, 'channel').mockImplementation((_type, data) => {
      const channel = new FakeChannel(undefined, data as Json);
      channel.watch.mockRejectedValueOnce(apiError(400));
      return channel;
    });
    expect(await failureOf(service.openChannel({ staff: true }))).toMatchObject({
      message: strings.chatStaffNotFound,
    });
    refusing.mockImplementation((_type, data) => {
      const channel = new FakeChannel(undefined, data as Json);
      channel.watch.mockRejectedValueOnce(timedOut());
      return channel;
    });
    expect(await failureOf(service.openChannel({ memberId: 'walter' }))).toMatchObject({
      message: strings.chatCreateChannelFailed,
      reason: 'timeout',
    });
  });

  it('finds a channel by id, and says when it is gone', async () => {
    const { service, client } = setup();
    client.queryChannels.mockResolvedValueOnce([new FakeChannel('ch1')]);
    expect(await service.getChannel('ch1')).toMatchObject({ id: 'ch1' });
    expect(client.queryChannels).toHaveBeenLastCalledWith(
      { type: 'messaging', id: 'ch1', members: { $in: ['me'] } },
      expect.anything(),
      expect.objectContaining({ limit: 1 }),
    );
    expect(await failureOf(service.getChannel('gone'))).toMatchObject({
      message: strings.chatChannelNotFound,
      status: 404,
    });
  });

  it('marks read, hides and deletes through the SDK, and counts unread messages', async () => {
    const { service, client } = setup();
    expect(await service.markRead('ch1')).toBe(2);
    const channel = client.channel('messaging', 'ch1');
    expect(channel.watch).toHaveBeenCalled();
    expect(channel.markRead).toHaveBeenCalled();
    await service.hideChannel('ch1');
    expect(channel.hide).toHaveBeenCalled();
    await service.deleteChannel('ch1');
    expect(channel.delete).toHaveBeenCalled();
    expect(await service.unreadTotal()).toBe(3);
  });

  it('searches people other than the caller, 100 at most', async () => {
    const { service, client } = setup();
    expect(await service.searchUsers('wal')).toEqual([
      { id: 'walter', name: 'Walter Ames', image: null },
    ]);
    expect(client.queryUsers).toHaveBeenCalledWith(
      { $nor: [{ id: 'me' }], name: { $autocomplete: 'wal' } },
      { name: 1 },
      { limit: 100 },
    );
    await service.searchUsers();
    expect(client.queryUsers).toHaveBeenLastCalledWith(
      { $nor: [{ id: 'me' }] },
      { name: 1 },
      { limit: 100 },
    );
    client.queryUsers.mockRejectedValueOnce(timedOut());
    expect(await failureOf(service.searchUsers('x'))).toMatchObject({
      message: strings.searchFailed,
      reason: 'timeout',
    });
  });

  it("passes Stream's events on as the port's", async () => {
    const { service, client, events } = setup();
    service.connect();
    await flush();
    events.length = 0;

    client.dispatch({
      type: 'message.new',
      cid: 'messaging:ch1',
      channel_id: 'ch1',
      message: streamMessage('s-9'),
      total_unread_count: 5,
    });
    client.dispatch({
      type: 'notification.message_new',
      channel_id: 'ch2',
      message: streamMessage('s-10', { cid: 'messaging:ch2' }),
    });
    client.dispatch({
      type: 'reaction.new',
      channel_id: 'ch1',
      message: streamMessage('s-9', { latest_reactions: [{ type: 'love', user_id: 'walter' }] }),
    });
    client.dispatch({ type: 'message.read', channel_id: 'ch1', user: ME });
    client.dispatch({ type: 'typing.start', channel_id: 'ch1', user: WALTER });
    client.dispatch({ type: 'channel.deleted', cid: 'messaging:ch3', channel_id: 'ch3' });
    client.dispatch({ type: 'connection.recovered' });
    client.dispatch({ type: 'health.check' });
    client.dispatch({
      type: 'message.new',
      channel_id: 'ch1',
      message: streamMessage('s-sys', { type: 'system' }),
    });

    expect(events.map((event) => event.type)).toEqual([
      'message.new',
      'unread',
      'message.new',
      'message.updated',
      'read',
      'typing',
      'channel.deleted',
      'ready',
    ]);
    expect(events[0]).toMatchObject({
      type: 'message.new',
      message: { channelId: 'ch1', text: 'Message s-9', user: { id: 'walter' } },
    });
    expect(events[1]).toEqual({ type: 'unread', total: 5 });
    expect(events[2]).toMatchObject({ message: { channelId: 'ch2' } });
    expect(events[3]).toMatchObject({
      message: { id: (events[0] as { message: { id: string } }).message.id },
    });
    expect(events[3]).toMatchObject({
      message: { reactions: [{ type: 'love', userIds: ['walter'] }] },
    });
    expect(events[4]).toEqual({ type: 'read', channelId: 'ch1', userId: 'me' });
    expect(events[5]).toEqual({ type: 'typing', channelId: 'ch1', userId: 'walter' });
    expect(events[6]).toEqual({ type: 'channel.deleted', channelId: 'ch3' });
  });

  it('sends typing only on a watched channel of a connected client', async () => {
    const { service, client } = setup();
    service.typing('ch1');
    await service.listMessages('ch1');
    service.typing('ch1');
    service.typing('other');
    expect(client.channel('messaging', 'ch1').keystroke).toHaveBeenCalledTimes(1);
    expect(client.channel('messaging', 'other').keystroke).not.toHaveBeenCalled();
  });
});
