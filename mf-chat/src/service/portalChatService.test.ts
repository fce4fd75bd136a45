import { type ChatEvent, type ChatMessage, strings } from '@portal/shared';
import { ChatFailure } from './chatService';
import { BAD_TOKEN_CLOSE, FORBIDDEN_CLOSE, type SocketLike } from './chatSocket';
import { PortalChatService } from './portalChatService';

const API = 'https://api.example.org';

function reply(status: number, payload?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    json: async () => {
      if (payload === undefined) throw new SyntaxError('no body');
      return payload;
    },
  } as Response;
}

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch answering from a list of replies, recording each call. */
function fakeFetch(...replies: ((sent: Sent) => Promise<Response> | Response)[]) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    sent.push(call);
    const next = replies.shift();
    if (!next) throw new Error(`unexpected call to ${call.url}`);
    return next(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

/** A WebSocket the test drives: what the server sends and how it closes. */
class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(event: ChatEvent) {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function message(id: string): ChatMessage {
  return {
    id,
    channelId: 'ch1',
    type: 'regular',
    text: `message ${id}`,
    attachments: [],
    reactions: [],
    created_at: '2026-01-05T10:00:00Z',
    user: { id: 'u2', name: 'Walter Ames', image: null },
  };
}

function serviceWith(fetch: typeof globalThis.fetch, tokens = ['t1', 't2', 't3']) {
  const login = jest.fn(async () => {
    const token = tokens.shift();
    if (!token) throw new ChatFailure(strings.chatLoginFailed, 'login');
    return token;
  });
  const service = new PortalChatService({
    apiOrigin: API,
    login,
    fetch,
    WebSocket: FakeSocket,
    retryDelay: () => 0,
  });
  return { service, login };
}

beforeEach(() => {
  FakeSocket.made = [];
});

describe('PortalChatService over HTTP', () => {
  it('sends the chat token and asks for the latest page of messages', async () => {
    const { fetch, sent } = fakeFetch(() => reply(200, { messages: [message('1')] }));
    const { service } = serviceWith(fetch);
    await expect(service.listMessages('ch1')).resolves.toEqual([message('1')]);
    expect(sent[0].url).toBe(`${API}/v1/chat/channels/ch1/messages?limit=50`);
    expect(sent[0].init.headers).toMatchObject({ Authorization: 'Bearer t1' });
    expect(sent[0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it('gets a new chat token once after a 401 and tries again with it', async () => {
    const { fetch, sent } = fakeFetch(
      () => reply(401, { message: 'Unauthorized' }),
      () => reply(200, { total: 3 }),
      () => reply(200, { total: 2 }),
    );
    const { service, login } = serviceWith(fetch);
    await expect(service.unreadTotal()).resolves.toBe(3);
    await expect(service.unreadTotal()).resolves.toBe(2);
    expect(login).toHaveBeenCalledTimes(2);
    expect(sent.map((call) => (call.init.headers as Record<string, string>).Authorization)).toEqual(
      ['Bearer t1', 'Bearer t2', 'Bearer t2'],
    );
  });

  it('says chat login failed when the new token is refused too', async () => {
    const { fetch } = fakeFetch(
      () => reply(401, {}),
      () => reply(401, {}),
    );
    const { service } = serviceWith(fetch);
    const failure = await service.listChannels().catch((error: ChatFailure) => error);
    expect(failure).toBeInstanceOf(ChatFailure);
    expect(failure).toMatchObject({ message: strings.chatLoginFailed, isLogin: true });
  });

  it('gives up after the timeout with the message of what was being done', async () => {
    const never = ({ init }: Sent) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { fetch } = fakeFetch(never);
    const { login } = serviceWith(fetch);
    const service = new PortalChatService({ apiOrigin: API, login, fetch, timeoutMs: 20 });
    await expect(service.sendMessage('ch1', { text: 'Hello' })).rejects.toMatchObject({
      message: strings.chatSendFailed,
      reason: 'timeout',
    });
  });

  it("shows the service's own words only when they are one of the portal's messages", async () => {
    const { fetch } = fakeFetch(
      () => reply(400, { message: strings.chatNoSharedTeam }),
      () => reply(500, { message: 'relation "chat_channels" does not exist' }),
    );
    const { service } = serviceWith(fetch);
    await expect(service.openChannel({ memberId: 'u2' })).rejects.toMatchObject({
      message: strings.chatNoSharedTeam,
    });
    await expect(service.openChannel({ staff: true })).rejects.toMatchObject({
      message: strings.chatCreateChannelFailed,
    });
  });

  it('uploads the raw file with its type and name', async () => {
    const attachment = { type: 'image', mime: 'image/png', title: 'cat.png', file_size: 3 };
    const { fetch, sent } = fakeFetch(() => reply(200, { attachment }));
    const { service } = serviceWith(fetch);
    const file = new File(['abc'], 'cat.png', { type: 'image/png' });
    await expect(service.upload('ch1', file)).resolves.toEqual(attachment);
    expect(sent[0].url).toBe(`${API}/v1/chat/channels/ch1/uploads?name=cat.png`);
    expect(sent[0].init).toMatchObject({ method: 'POST', body: file });
    expect(sent[0].init.headers).toMatchObject({ 'Content-Type': 'image/png' });
  });

  it('takes an empty answer (204) for hiding and deleting', async () => {
    const { fetch, sent } = fakeFetch(
      () => reply(204),
      () => reply(204),
    );
    const { service } = serviceWith(fetch);
    await service.hideChannel('ch1');
    await service.deleteChannel('ch1');
    expect(sent.map((call) => [call.init.method, call.url])).toEqual([
      ['POST', `${API}/v1/chat/channels/ch1/hide`],
      ['DELETE', `${API}/v1/chat/channels/ch1`],
    ]);
  });
});

describe('PortalChatService in real time', () => {
  it('passes each message on once and resumes after the last one seen', async () => {
    const { fetch } = fakeFetch();
    const { service } = serviceWith(fetch);
    const events: ChatEvent[] = [];
    service.subscribe((event) => events.push(event));
    service.connect();
    await flush();

    const first = FakeSocket.made[0];
    expect(first.url).toBe('wss://api.example.org/v1/chat/socket');
    first.open();
    expect(first.sent).toEqual([{ type: 'auth', token: 't1' }]);
    first.receive({ type: 'ready' });
    first.receive({ type: 'message.new', message: message('5') });
    first.receive({ type: 'message.new', message: message('7') });
    first.receive({ type: 'message.new', message: message('7') });
    first.drop();
    await flush();
    await flush();

    const second = FakeSocket.made[1];
    second.open();
    expect(second.sent).toEqual([{ type: 'auth', token: 't1', after: '7' }]);
    second.receive({ type: 'ready' });
    second.receive({ type: 'message.new', message: message('7') });
    second.receive({ type: 'message.new', message: message('8') });

    const ids = events.flatMap((event) => (event.type === 'message.new' ? [event.message.id] : []));
    expect(ids).toEqual(['5', '7', '8']);
    expect(events.filter((event) => event.type === 'ready')).toHaveLength(2);
  });

  it('logs in again when the server refuses the token, then reconnects with the new one', async () => {
    const { fetch } = fakeFetch();
    const { service, login } = serviceWith(fetch);
    service.connect();
    await flush();
    FakeSocket.made[0].open();
    FakeSocket.made[0].drop(BAD_TOKEN_CLOSE);
    await flush();
    FakeSocket.made[1].open();
    expect(login).toHaveBeenCalledTimes(2);
    expect(FakeSocket.made[1].sent).toEqual([{ type: 'auth', token: 't2' }]);
  });

  it('stays closed after disconnect, and stops trying when the login is refused', async () => {
    const { fetch } = fakeFetch();
    const login = jest.fn(async () => {
      throw new ChatFailure('Chat is not available to staff.', 'refused', 403);
    });
    const service = new PortalChatService({
      apiOrigin: API,
      login,
      fetch,
      WebSocket: FakeSocket,
      retryDelay: () => 0,
    });
    service.connect();
    await flush();
    await flush();
    expect(FakeSocket.made).toHaveLength(0);
    expect(login).toHaveBeenCalledTimes(1);

    const { service: other } = serviceWith(fetch);
    other.connect();
    await flush();
    FakeSocket.made[0].open();
    other.disconnect();
    FakeSocket.made[0].drop();
    await flush();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('stops when the server says the person may not chat, until asked to connect again', async () => {
    const { fetch } = fakeFetch();
    const { service } = serviceWith(fetch);
    service.connect();
    await flush();
    FakeSocket.made[0].open();
    FakeSocket.made[0].drop(FORBIDDEN_CLOSE);
    await flush();
    await flush();
    expect(FakeSocket.made).toHaveLength(1);
    service.connect();
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
  });
});
