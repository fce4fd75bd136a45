import type { PushEvent } from '@portal/shared';
import { PushSocket, reconnectDelay } from './pushSocket';

class FakeSocket {
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((closing: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
}

function pushWith(token: () => string | null = () => 't1') {
  const sockets: FakeSocket[] = [];
  const events: PushEvent[] = [];
  const push = new PushSocket({
    url: 'ws://api/v2/sso/socket',
    token,
    communityId: 'c1',
    onEvent: (event) => events.push(event),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { push, sockets, events };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the push socket', () => {
  it('signs in with the session token in its first frame and passes events on', () => {
    const { push, sockets, events } = pushWith();
    push.connect();
    push.connect();
    expect(sockets).toHaveLength(1);
    sockets[0].onopen?.();
    expect(sockets[0].sent).toEqual([
      JSON.stringify({ type: 'auth', token: 't1', communityId: 'c1' }),
    ]);
    sockets[0].onmessage?.({ data: '{"type":"ready"}' });
    sockets[0].onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'ready' }]);
  });

  it('connects again after a loss, waiting longer each time, and at once when asked', () => {
    const { push, sockets } = pushWith();
    push.connect();
    sockets[0].onclose?.({ code: 1006 });
    jest.advanceTimersByTime(reconnectDelay(0) - 1);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].onclose?.({ code: 4000 });
    expect(reconnectDelay(1)).toBe(2_000);
    push.retryNow();
    expect(sockets).toHaveLength(3);
  });

  it('stops for good when refused for this person, and when stopped', () => {
    const { push, sockets } = pushWith();
    push.connect();
    sockets[0].onclose?.({ code: 4403 });
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const second = pushWith();
    second.push.connect();
    second.push.stop();
    expect(second.sockets[0].closedWith).toBe(1000);
    second.sockets[0].onclose?.({ code: 1000 });
    jest.advanceTimersByTime(60_000);
    expect(second.sockets).toHaveLength(1);
  });

  it('waits for a session token before connecting', () => {
    let token: string | null = null;
    const { push, sockets } = pushWith(() => token);
    push.connect();
    expect(sockets).toHaveLength(0);
    token = 't2';
    push.connect();
    expect(sockets).toHaveLength(1);
  });
});
